import Foundation

/// What GtkListKit knows about one row widget (one `GtkListItem`): the cell it shows now.
/// Attached to the row's container, so it dies with the row.
@MainActor
final class RowState {
  let listItem: ListItem
  weak var core: ListManagerCore?
  /// The cell in the row, `nil` for an empty placeholder.
  var slot: CellSlot?
  /// The items strip of a sectioned grid row (kept while the row shows a header instead).
  var strip: GridStrip?
  /// The model and index path of the last bind: `unbind` runs after the storage changed, when
  /// the position may no longer lead to the model the row showed.
  var boundModel: Any?
  var boundIndexPath: IndexPath?
  /// Whether the row shows an inserted-row animation class.
  var animating = false

  init(listItem: ListItem, core: ListManagerCore) {
    self.listItem = listItem
    self.core = core
  }

  isolated deinit {
    core?.rowDestroyed(key: listItem.key)
  }
}
