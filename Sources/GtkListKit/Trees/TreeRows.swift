import Foundation
import ModelStorage

/// The presentation of a ``TreeListManager``: a list's flat rows (one GTK row per row of the
/// flattened tree, see ``FlatRows``), each cell inside the row's `GtkTreeExpander`, which shows
/// the row's triangle and indentation from GTK's `GtkTreeListRow` for that position. The tree's
/// keys and drops are the manager's (``TreeRowBinding``).
@MainActor
final class TreeRows: FlatRowsComposing, TreeRowBinding {
  let flat: FlatRows
  let model: TreeModel
  /// Told of each row bound, before its cell (the manager watches its expansion, names its
  /// level, and keeps the row's node at hand for the cell's lookups).
  weak var owner: (any TreeRowsOwner)?

  init(flat: FlatRows, model: TreeModel) {
    self.flat = flat
    self.model = model
  }

  func bind(_ row: RowState, at position: Int) {
    if let treeRow = model.row(at: position) {
      ListBaseView.show(treeRow, inExpander: row.treeExpander())
      owner?.rowBound(row, treeRow, at: position)
    }
    flat.bind(row, at: position)
  }

  func unbind(_ row: RowState) { flat.unbind(row) }
  func rebind(_ positions: [Int]) { flat.rebind(positions) }
  func rebindRealized() { flat.rebindRealized() }
  func rebindMovedRows() { for (position, row) in flat.movedRows() { bind(row, at: position) } }

  func itemWidget(atFlatPosition position: Int) -> WidgetPointer? { flat.itemWidget(atFlatPosition: position) }
  func forEachSite(of row: RowState, _ body: (any ItemSite) -> Void) { flat.forEachSite(of: row, body) }
  func position(of site: any ItemSite) -> Int? { flat.position(of: site) }

  func focusedItem(_ focus: WidgetPointer, in view: WidgetPointer) -> (widget: WidgetPointer, position: Int)? {
    flat.focusedItem(focus, in: view)
  }

  func disclose(_ key: TreeKey, at position: Int) -> Int? { handle(key, at: position) }

  func drop(_ models: [Any], at location: DropLocation, fraction: Double) -> Bool? {
    moveDropped(models, at: location, fraction: fraction)
  }
}
