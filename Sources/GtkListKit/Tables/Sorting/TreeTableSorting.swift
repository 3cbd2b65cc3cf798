import Foundation
import ModelStorage

/// A tree in a table sorts the siblings within each parent (the storage's `childOrder`, kept as
/// children load and change) by the columns' model orders.
@MainActor
final class TreeTableSorting<ID: Hashable & Sendable>: TableSorting {
  private let storage: TreeStorage<ID>

  init(_ storage: TreeStorage<ID>) { self.storage = storage }

  func sort(by keys: [(TableColumn, Bool)], cannotSort: (TableColumn) -> Void) {
    if let missing = keys.first(where: { $0.0.modelOrder == nil }) { cannotSort(missing.0) }
    let orders = keys.compactMap { column, ascending in column.modelOrder.map { ($0, ascending: ascending) } }
    storage.childOrder = orders.isEmpty ? nil : TableColumn.childOrder(orders)
  }

  func clear() { storage.childOrder = nil }
}
