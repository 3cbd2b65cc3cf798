import Foundation
import ModelStorage
import Testing

private struct M: Identifiable, Equatable { let id: Int; var v = 0 }

private final class ReportBox: @unchecked Sendable { var items: [ModelStorageAnomaly] = [] }

/// Anomalies reach the storage that has them: duplicate ids in a diffed list, and one handler
/// per storage.
@Suite struct AnomalyReportingTests {
  /// Duplicate ids in the new list of a diffing setItems are reported.
  @Test func duplicateIdsInNewListReported() {
    let storage = MemoryStorage()
    storage.setItems([M(id: 1), M(id: 2)])
    let box = ReportBox()
    storage.anomalyHandler.anomalyAction = { box.items.append($0) }
    storage.setItems([M(id: 1), M(id: 1)])
    #expect(box.items == [.duplicateIdentifiers(count: 1)])
  }

  /// An action set on one storage's handler does not see another storage's anomalies.
  @Test func handlersArePerStorage() {
    let a = MemoryStorage(), b = MemoryStorage()
    let box = ReportBox()
    a.anomalyHandler.anomalyAction = { box.items.append($0) }
    b.anomalyHandler.anomalyAction = { _ in }
    a.anomalyHandler.anomalyAction = { box.items.append($0) }
    b.moveItem(at: IndexPath(item: 5, section: 3), to: IndexPath(item: 0, section: 0))
    a.moveItem(at: IndexPath(item: 5, section: 3), to: IndexPath(item: 0, section: 0))
    #expect(box.items.count == 1)
  }
}
