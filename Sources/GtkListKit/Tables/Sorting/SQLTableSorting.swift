import Foundation
import ModelStorage

/// An `SQLSortableStorage` sorts in SQL by the columns' SQL expressions; the selected items stay
/// selected when the storage can locate them.
@MainActor
final class SQLTableSorting: TableSorting {
  private let storage: SQLSortableStorage
  private weak var core: ListManagerCore?
  /// The memory storage's sort, which clearing the table's sort ends too (it may show again).
  private let memory: MemoryTableSorting

  init(_ storage: SQLSortableStorage, core: ListManagerCore, clearing memory: MemoryTableSorting) {
    self.storage = storage
    self.core = core
    self.memory = memory
  }

  func sort(by keys: [(TableColumn, Bool)], cannotSort: (TableColumn) -> Void) {
    let terms = keys.compactMap { column, ascending in
      column.sqlExpression.map { SQLSortTerm($0, ascending: ascending, textOrder: column.sqlTextOrder) }
    }
    if let missing = keys.first(where: { $0.0.sqlExpression == nil }) { cannotSort(missing.0) }
    keepingSelectedItems { storage.sort(by: terms) }
  }

  func clear() { memory.clear() }

  /// Runs `sort` and selects the same items again where they are now, when the storage can
  /// locate them (a sort reported as moves keeps the selection anyway; a reload does not).
  private func keepingSelectedItems(_ sort: () -> Void) {
    guard let core, let locating = storage as? ItemLocating else { return sort() }
    let selected = core.selectedIndexPaths
    guard !selected.isEmpty else { return sort() }
    let identities = selected.compactMap(locating.identity(at:))
    sort()
    let now = identities.compactMap(locating.indexPath(ofIdentity:))
    if Set(now) != Set(core.selectedIndexPaths) { core.restoreSelection(now) }
  }
}
