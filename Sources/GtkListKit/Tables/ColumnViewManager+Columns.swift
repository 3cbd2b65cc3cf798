import Foundation

/// Columns that come and go other than by `addColumn`: the columns an adopted view was built
/// with, and cell types unregistered from a column.
extension ColumnViewManager {
  /// Makes a ``TableColumn`` of every column the view already has (a GtkBuilder UI's), in
  /// display order. A column whose name another one took is reported and removed: a table's
  /// columns are found, saved and sorted by their ids.
  func adoptViewColumns() {
    for pointer in core.host.columnOrder {
      let handle = ColumnHandle(adopting: pointer)
      let named = handle.name ?? handle.title
      let id = named.isEmpty ? "column-\(nextColumnIndex)" : named
      guard column(id) == nil else {
        anomalyHandler.reportAnomaly(.duplicateColumn(id: id))
        core.host.removeColumn(handle)
        continue
      }
      install(TableColumn(id: id, adopting: handle, index: nextColumnIndex))
    }
    rebuildColumnMenu()
  }

  /// Removes `column`'s mappings of `viewType`, then reloads so no row keeps such a cell.
  func unregister(_ viewType: any ListCell.Type, from column: TableColumn) {
    guard let (presenter, removed) = detach(viewType, from: column) else { return }
    core.keepingSelection { core.updater.reload() }
    presenter?.forgetCells(of: removed)
  }

  /// Takes `column`'s mappings of `viewType` out of its registry; a column left with none shows
  /// the manager's cells. Returns the column's presenter and what went (their waiting cells are
  /// torn down after the reload, once the rows gave theirs back); `nil` when nothing went.
  func detach(_ viewType: any ListCell.Type, from column: TableColumn) -> (CellPresenter?, [any CellMapping])? {
    let removed = column.registry.remove { $0.viewType == viewType }
    guard !removed.isEmpty else { return nil }
    let presenter = rows.columnPresenters[column.index]
    if column.registry.mappings.isEmpty { rows.columnPresenters[column.index] = nil }
    return (presenter, removed)
  }
}
