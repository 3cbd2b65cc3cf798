/// Cells waiting for reuse, one pool per mapping: a row that switches to another mapping
/// returns its cell here and takes one of the new mapping's (UIKit's reuse queue).
@MainActor
final class CellReuse {
  private var pools: [ObjectIdentifier: [CellSlot]] = [:]
  private let registry: MappingRegistry
  private let statistics: ListStatistics
  private let anomalies: GtkListKitAnomalyHandler

  init(registry: MappingRegistry, statistics: ListStatistics, anomalies: GtkListKitAnomalyHandler) {
    self.registry = registry
    self.statistics = statistics
    self.anomalies = anomalies
  }

  /// A cell of `mapping` from its pool, or a new one.
  func dequeue(_ mapping: any CellMapping) -> CellSlot {
    // By index: the optional-chained `modify` of the dictionary built the metadata of an
    // optional pool on every call (a few hundred instructions a new row).
    if let index = pools.index(forKey: ObjectIdentifier(mapping)), let reused = pools.values[index].popLast() {
      return reused
    }
    statistics.cellsCreated += 1
    return CellSlot(mapping: mapping, anomalies: anomalies)
  }

  /// Returns a cell to its mapping's pool (dropped when the mapping was unregistered).
  func recycle(_ slot: CellSlot) {
    guard registry.contains(slot.mapping) else { return }
    pools[ObjectIdentifier(slot.mapping), default: []].append(slot)
  }

  /// Forgets the pool of an unregistered mapping (its cells are torn down).
  func drop(_ mapping: any CellMapping) { pools[ObjectIdentifier(mapping)] = nil }
}
