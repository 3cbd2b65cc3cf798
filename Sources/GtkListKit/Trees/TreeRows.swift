import Foundation
import ModelStorage

/// The presentation of a ``TreeListManager``: a list's flat rows (one GTK row per row of the
/// flattened tree, see ``FlatRows``), each cell inside the row's `GtkTreeExpander`, which shows
/// the row's triangle and indentation from GTK's `GtkTreeListRow` for that position.
@MainActor
final class TreeRows: FlatRowsComposing {
  let flat: FlatRows
  private let model: TreeModel
  /// Told of each row bound, before its cell (the manager watches its expansion, names its
  /// level, and keeps the row's node at hand for the cell's lookups).
  var rowBound: ((RowState, TreeRow, Int) -> Void)?

  init(flat: FlatRows, model: TreeModel) {
    self.flat = flat
    self.model = model
    (flat.selection as? FlatSelection)?.cellsReference = Unretained<AnyObject>(self)
  }

  func bind(_ row: RowState, at position: Int) {
    if let treeRow = model.row(at: position) {
      ListBaseView.show(treeRow, inExpander: row.treeExpander())
      rowBound?(row, treeRow, position)
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
}
