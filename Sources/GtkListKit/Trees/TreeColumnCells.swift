import Foundation

/// A tree in a table (``ColumnViewManager/showTree(_:expanderColumn:)``): the table's rows are
/// the tree's rows, and the cells of one column sit in a `GtkTreeExpander` given the
/// `GtkTreeListRow` of their position, as a tree list's rows do (GTK's own column view tests
/// put the expander in a column's cell the same way). The other columns' cells are a table's.
@MainActor
final class TreeColumnCells: TreeRowBinding {
  let model: TreeModel
  /// The declared index of the column that shows the tree.
  let column: Int
  weak var owner: (any TreeRowsOwner)?
  /// Whether the table still shows the tree (its storage was not replaced).
  var shows: () -> Bool = { true }

  init(model: TreeModel, column: Int) {
    self.model = model
    self.column = column
  }

  /// GTK binds `cell` at `position`: a cell of the tree's column shows the row's expander.
  func bind(_ cell: RowState, at position: Int) {
    guard cell.column == column, shows(), let row = model.row(at: position) else { return }
    let expander = cell.treeExpander()
    ListBaseView.show(row, inExpander: expander)
    // A cell shown before the table showed the tree goes into the expander too.
    if let slot = cell.slot, slot.mapping.viewKind == .cell { RowWidgets.put(slot.widget, inExpander: expander) }
    owner?.rowBound(cell, row, at: position)
  }
}
