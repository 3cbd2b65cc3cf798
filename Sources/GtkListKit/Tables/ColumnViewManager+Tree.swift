import Foundation
import ModelStorage

/// A tree in a table, as NSOutlineView's `outlineTableColumn`: one column shows the tree (each
/// cell in a `GtkTreeExpander`: the triangle, indented by depth) and the others show each node's
/// other fields.
extension ColumnViewManager {
  /// Shows `storage` as the table's rows, the tree in the column `expanderColumn`, and returns
  /// the tree's manager: expansion (``TreeListManager/expand(_:)``,
  /// ``TreeListManager/expansionState``), selection by node (`select(_:)`),
  /// expansion events and asynchronous children work as in a tree list.
  ///
  /// Register cells in the columns (`register(_:mapping:)` of ``TableColumn``) as for any table; a
  /// column without its own shows the cells registered on the returned manager. Events report a
  /// node's index path from the roots. A click on a sortable header sorts the siblings within
  /// each parent (the storage's `childOrder`, kept as children load and change) by the columns'
  /// ``TableColumn/sortable(by:)`` keys; expansion and selection stay with their nodes.
  ///
  /// The tree shows until ``ListBaseManager/storage`` is replaced. An unknown column is
  /// reported (``GtkListKitAnomaly/unknownColumn(id:operation:)``) and the first column shows
  /// the tree instead.
  @discardableResult
  public func showTree<ID>(_ storage: TreeStorage<ID>, expanderColumn: String) -> TreeListManager<ID> {
    let index: Int
    if let column = column(expanderColumn) {
      index = column.index
    } else {
      anomalyHandler.reportAnomaly(.unknownColumn(id: expanderColumn, operation: "showTree"))
      index = columns.first?.index ?? 0
    }
    let rows = self.rows!
    let tree = TreeListManager(
      storage: storage,
      core: { rowsStorage in
        core.storage = rowsStorage
        return core
      }
    ) { core, model in
      let cells = TreeColumnCells(model: model, column: index)
      rows.tree = cells
      return cells
    }
    let rowsStorage = tree.rowsStorage
    rows.tree?.shows = { [weak core = self.core, weak rowsStorage] in
      rowsStorage != nil && core?.storage === rowsStorage
    }
    sorting = TreeTableSorting(storage)
    shownTree = tree
    tree.editingController = editing  // the table's cells edit the tree's rows
    if storage.loadsChildrenAsynchronously { showLoadingRows(inColumn: index) }
    if !currentSort.isEmpty { sortOrder = currentSort }
    return tree
  }

  /// Loading rows (a node's children on their way) show the built-in loading cell in the tree's
  /// column and nothing in the others, unless a column registered its own cell for
  /// `TreeLoadingItem` (the first mapping that takes a model wins).
  private func showLoadingRows(inColumn index: Int) {
    for column in columns {
      let shows = column.index == index
      column.registry.add(
        ViewModelMapping<TreeLoadingCell, TreeLoadingItem>(viewKind: .cell) { cell, item in
          if shows { cell.update(with: item) }
        })
    }
    rows.rebindRealized()
  }
}
