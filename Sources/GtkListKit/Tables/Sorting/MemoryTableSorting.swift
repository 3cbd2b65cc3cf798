import Foundation
import ModelStorage

/// The table's memory storage keeps the sort: every key, least significant first (ties keep
/// their order), and items set, added or changed later land at their sorted place. A change by
/// hand that breaks the order ends the sort and calls ``ended``.
@MainActor
final class MemoryTableSorting: TableSorting {
  private let storage: MemoryStorage
  /// The sort this table asked the storage to keep; `nil` once it ended.
  private(set) var keptSort: KeptSort?
  /// The storage stopped keeping this table's sort (moved out of order by hand, or the app kept
  /// its own).
  var ended: () -> Void = {}

  init(_ storage: MemoryStorage) { self.storage = storage }

  func sort(by keys: [(TableColumn, Bool)], cannotSort: (TableColumn) -> Void) {
    if let missing = keys.first(where: { $0.0.memorySort == nil }) { cannotSort(missing.0) }
    let kept = Self.keptSort(by: keys.compactMap { column, ascending in column.memorySort.map { ($0, ascending) } })
    keptSort = kept
    storage.keptSortChanged = { [weak self] in self?.keptSortChanged() }
    storage.keepSorted(kept)
  }

  func clear() {
    if let kept = keptSort, storage.keptSort === kept { storage.stopKeepingSorted() }
  }

  private func keptSortChanged() {
    guard let mine = keptSort, storage.keptSort !== mine else { return }
    keptSort = nil
    ended()
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
}
