import Foundation

/// A storage that cannot sort (neither the table's memory storage nor an SQL one): the sort's
/// primary column is reported, the rows keep the storage's order.
@MainActor
final class NoTableSorting: TableSorting {
  /// The memory storage's sort, which clearing the table's sort ends too (it may show again).
  private let memory: MemoryTableSorting

  init(clearing memory: MemoryTableSorting) { self.memory = memory }

  func sort(by keys: [(TableColumn, Bool)], cannotSort: (TableColumn) -> Void) {
    if let first = keys.first { cannotSort(first.0) }
  }

  func clear() { memory.clear() }
}
