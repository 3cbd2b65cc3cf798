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
  var labelledByCell = false
  /// Whether the row container has its drag source (see ``RowDragging``).
  var draggable = false
  /// The animation class the row shows now (see ``RowAnimator``).
  var animationClass: String?
  /// Event controllers attached so far (see ``RowInteractions``).
  var interactions: Set<RowInteractions.Kind> = []
  /// Holds a header or footer cell, so assistive technologies see a heading (roles are fixed at
  /// creation in GTK 4.8, and the container is recycled between items and headers).
  private var heading: WidgetPointer?
  /// Told when the row is destroyed, so the registry forgets it.
  private let onDestroy: @MainActor (UInt) -> Void

  init(listItem: ListItem, onDestroy: @escaping @MainActor (UInt) -> Void) {
    self.listItem = listItem.tracked()
    self.onDestroy = onDestroy
  }

  isolated deinit { onDestroy(listItem.key) }

  /// Whether the row is selectable and activatable (item rows) or not (headers, footers, grid
  /// strips), as last set: a bind of the same kind of row then asks GTK nothing.
  private var interactive: Bool?

  @inline(__always) func setInteractive(_ value: Bool) {
    guard interactive != value else { return }
    listItem.setInteractive(value)
    interactive = value
  }

  func requestSize(_ size: CellSize?) {
    if let box = listItem.child { RowContainer.setSizeRequest(box, width: size?.width ?? -1, height: size?.height ?? -1) }
  }

  func show(_ newSlot: CellSlot?) {
    if let old = slot { RowContainer.detach(old.widget) }
    guard let newSlot else { return }
    if newSlot.mapping.viewKind == .cell {
      RowContainer.append(newSlot.widget, to: listItem)
      if let heading { RowContainer.setVisible(heading, false) }
    } else {
      let box = heading ?? RowContainer.addHeading(to: listItem)
      heading = box
      RowContainer.setVisible(box, true)
      RowContainer.append(newSlot.widget, toBox: box)
    }
  }

  /// An item's name goes on GTK's list item widget (the focusable row a screen reader reads);
  /// a header's on its heading box.
  var accessibleWidget: WidgetPointer? {
    guard let slot, slot.mapping.viewKind != .cell else {
      return listItem.child.map { RowContainer.parent(of: $0) ?? $0 }
    }
    return heading
  }
}
