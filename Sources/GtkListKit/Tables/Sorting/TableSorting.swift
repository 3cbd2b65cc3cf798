import Foundation

/// How a table sorts the storage it shows, chosen when the storage is set (see
/// `ColumnViewManager.sortingStorageChanged()`): the memory storage keeps the sort
/// (``MemoryTableSorting``), an SQL storage sorts in SQL (``SQLTableSorting``), a tree sorts its
/// siblings (``TreeTableSorting``), any other storage cannot sort (``NoTableSorting``).
@MainActor
protocol TableSorting: AnyObject {
  /// Sorts by `keys` (primary first, never empty; `true` is ascending) and passes each column
  /// this storage cannot sort by to `cannotSort`.
  func sort(by keys: [(TableColumn, Bool)], cannotSort: (TableColumn) -> Void)
  /// Ends the sort: the storage's own order.
  func clear()
}
