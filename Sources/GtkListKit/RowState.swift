import Foundation

/// What GtkListKit knows about one row widget (one `GtkListItem`): the cell it shows now.
/// Attached to the row's container, so it dies with the row.
@MainActor
final class RowState: CellHolder {
  let listItem: ListItem
  var slot: CellSlot?
  /// The items strip of a sectioned grid row (kept while the row shows a header instead).
  var strip: GridStrip?
  var boundModel: Any?
  var boundIndexPath: IndexPath?
  var displayKey: DisplayKey?
  /// Whether the row shows an inserted-row animation class.
  var animating = false
  /// Told when the row is destroyed, so the registry forgets it.
  private let onDestroy: @MainActor (UInt) -> Void

  init(listItem: ListItem, onDestroy: @escaping @MainActor (UInt) -> Void) {
    self.listItem = listItem
    self.onDestroy = onDestroy
  }

  isolated deinit { onDestroy(listItem.key) }

  func requestSize(_ size: CellSize?) {
    if let box = listItem.child { RowContainer.setSizeRequest(box, width: size?.width ?? -1, height: size?.height ?? -1) }
  }

  func show(_ newSlot: CellSlot?) {
    if let old = slot { RowContainer.remove(old.widget, from: listItem) }
    if let newSlot { RowContainer.append(newSlot.widget, to: listItem) }
  }
}
