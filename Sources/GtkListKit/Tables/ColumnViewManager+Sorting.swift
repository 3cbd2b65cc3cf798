import Foundation
import ModelStorage

/// Sorting: the headers show the sort, the storage does it. A click on a sortable header
/// (GTK's `GtkColumnViewSorter` `changed`) becomes a ``ColumnSort`` at the front of
/// ``sortOrder``; the storage sorts and reports the change as moves, so the selection, the
/// scroll position and the cells stay with their items. How the storage sorts is a
/// ``TableSorting`` chosen when the storage is set: a `MemoryStorage` keeps the sort (items set,
/// added or changed later land at their sorted place), an `SQLSortableStorage` sorts in SQL.
extension ColumnViewManager {
  /// The sort, primary key first; empty: the storage's own order. Setting it shows the primary
  /// column's arrow and sorts the storage; unknown column ids are reported and left out.
  public var sortOrder: [ColumnSort] {
    get { currentSort }
    set { apply(known(newValue, operation: "sortOrder")) }
  }

  /// Calls `closure` with the new ``sortOrder`` after every sort (a header click or an
  /// assignment), e.g. to save it.
  public func sortDidChange(_ closure: @escaping ([ColumnSort]) -> Void) { sortHandlers.append(closure) }

  /// Most keys kept: the clicked column, then the ones clicked before it break its ties.
  static let sortDepth = 3

  /// The headers' sorter changed: a click (or GTK) chose a primary column and direction.
  func headerSortChanged() {
    guard !settingArrows else { return }
    guard let (tag, descending) = core.host.readSort(), let column = columns.first(where: { $0.index == tag }) else {
      return apply([])
    }
    let primary = ColumnSort(column.id, ascending: !descending)
    apply(Array(([primary] + currentSort.filter { $0.columnID != column.id }).prefix(Self.sortDepth)))
  }

  private func known(_ order: [ColumnSort], operation: String) -> [ColumnSort] {
    order.filter { sort in
      guard column(sort.columnID) == nil else { return true }
      anomalyHandler.reportAnomaly(.unknownColumn(id: sort.columnID, operation: operation))
      return false
    }
  }

  /// Chooses how the shown storage sorts: the memory storage keeps the sort, an SQL storage sorts
  /// in SQL, any other cannot sort (a tree in the table chooses its own, see `showTree`).
  func sortingStorageChanged() {
    if let sortable = storage as? SQLSortableStorage {
      sorting = SQLTableSorting(sortable, core: core, clearing: memorySorting)
    } else if storage === memoryStorage {
      sorting = memorySorting
    } else {
      sorting = NoTableSorting(clearing: memorySorting)
    }
  }

  /// Shows `order`'s arrow and sorts the storage by it (see ``TableSorting``).
  func apply(_ order: [ColumnSort]) {
    let keys = order.compactMap { sort in column(sort.columnID).map { ($0, sort.ascending) } }
    settingArrows = true
    core.host.setSort(keys.first?.0.handle, descending: !(keys.first?.1 ?? true))
    settingArrows = false
    currentSort = order
    if keys.isEmpty {
      sorting.clear()
    } else {
      sorting.sort(by: keys, cannotSort: reportCannotSort)
    }
    notifySort()
  }

  /// The memory storage's kept sort ended (moved out of order by hand, or the app kept its
  /// own): the headers show no sort, so the arrow never claims an order the rows lost.
  func memorySortEnded() {
    guard !currentSort.isEmpty else { return }
    settingArrows = true
    core.host.setSort(nil, descending: false)
    settingArrows = false
    currentSort = []
    notifySort()
  }

  func reportCannotSort(_ column: TableColumn) {
    anomalyHandler.reportAnomaly(
      .storageCannotSort(column: column.id, storage: String(describing: type(of: storage))))
  }

  private func notifySort() {
    for handler in sortHandlers { handler(currentSort) }
    notifyLayout()
  }
}
