import Foundation
import ModelStorage

/// Sorting: the headers show the sort, the storage does it. A click on a sortable header
/// (GTK's `GtkColumnViewSorter` `changed`) becomes a ``ColumnSort`` at the front of
/// ``sortOrder``; the storage sorts and reports the change as moves, so the selection, the
/// scroll position and the cells stay with their items. A `MemoryStorage` keeps the sort:
/// items set, added or changed later land at their sorted place.
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

  /// Shows `order`'s arrow and sorts the storage by it. A memory storage keeps the sort (every
  /// key, least significant first; ties keep their order) through later changes.
  func apply(_ order: [ColumnSort]) {
    let keys = order.compactMap { sort in column(sort.columnID).map { ($0, sort.ascending) } }
    settingArrows = true
    core.host.setSort(keys.first?.0.handle, descending: !(keys.first?.1 ?? true))
    settingArrows = false
    currentSort = order
    if let sortTree, sortTree(keys) { return notifySort() }
    guard !keys.isEmpty else {
      if let kept = keptSort, memoryStorage.keptSort === kept { memoryStorage.stopKeepingSorted() }
      return notifySort()
    }
    if let sortable = storage as? SQLSortableStorage {
      let terms = keys.compactMap { column, ascending in
        column.sqlExpression.map { SQLSortTerm($0, ascending: ascending, textOrder: column.sqlTextOrder) }
      }
      if let missing = keys.first(where: { $0.0.sqlExpression == nil }) { reportCannotSort(missing.0) }
      keepingSelectedItems { sortable.sort(by: terms) }
    } else if storage === memoryStorage {
      if let missing = keys.first(where: { $0.0.memorySort == nil }) { reportCannotSort(missing.0) }
      keepMemorySorted(by: keys.compactMap { column, ascending in column.memorySort.map { ($0, ascending) } })
    } else if let first = keys.first {
      reportCannotSort(first.0)
    }
    notifySort()
  }

  /// Keeps the memory storage sorted by `keys` (primary first): later items land at their
  /// sorted place; a change by hand that breaks the order ends it and clears the arrow.
  private func keepMemorySorted(by keys: [(TableColumn.MemorySort, Bool)]) {
    let kept = Self.keptSort(by: keys)
    keptSort = kept
    memoryStorage.keptSortChanged = { [weak self] in self?.memorySortEnded() }
    memoryStorage.keepSorted(kept)
  }

  /// The sort of `keys` (primary first), every key least significant first; rows added later
  /// are merged in by the first key that tells two apart. Nonisolated: the storage calls these
  /// closures for every comparison, and a main-actor closure would check its executor each time.
  private nonisolated static func keptSort(by keys: [(TableColumn.MemorySort, Bool)]) -> KeptSort {
    KeptSort(
      order: { storage, section in
        var order: [Int]?
        for (sort, ascending) in keys.reversed() { order = sort.order(storage, section, ascending, order) }
        return order ?? Array(0..<storage.numberOfItems(inSection: section))
      },
      positions: { storage, section in
        let comparisons = keys.map { sort, ascending in (sort.comparison(storage, section), ascending) }
        return { first, second in
          for (compare, ascending) in comparisons {
            let result = compare(first, second)
            if result != 0 { return ascending == (result < 0) }
          }
          return false
        }
      })
  }

  /// The memory storage's kept sort ended (moved out of order by hand, or the app kept its
  /// own): the headers show no sort, so the arrow never claims an order the rows lost.
  private func memorySortEnded() {
    guard let mine = keptSort, memoryStorage.keptSort !== mine else { return }
    keptSort = nil
    guard !currentSort.isEmpty else { return }
    settingArrows = true
    core.host.setSort(nil, descending: false)
    settingArrows = false
    currentSort = []
    notifySort()
  }

  /// Runs `sort` and selects the same items again where they are now, when the storage can
  /// locate them (a sort reported as moves keeps the selection anyway; a reload does not).
  private func keepingSelectedItems(_ sort: () -> Void) {
    let selected = selectedIndexPaths
    guard let locating = storage as? ItemLocating, !selected.isEmpty else { return sort() }
    let identities = selected.compactMap(locating.identity(at:))
    sort()
    let now = identities.compactMap(locating.indexPath(ofIdentity:))
    if Set(now) != Set(selectedIndexPaths) { core.restoreSelection(now) }
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
