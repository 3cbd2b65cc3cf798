import Foundation
import ModelStorage
import Testing

@Suite struct AnomalyTests {
  static let path = IndexPath(item: 4, section: 1)

  @Test(arguments: [
    (
      ModelStorageAnomaly.indexPathTooBig(path, itemsInSection: 2), "index path too big",
      "[ModelStorage] Index path [1, 4] is too big: section 1 has 2 item(s)."
    ),
    (
      .sectionOutOfRange(3, sectionCount: 1), "section out of range",
      "[ModelStorage] Section 3 is out of range: the storage has 1 section(s)."
    ),
    (
      .malformedIndexPath(IndexPath(index: 1)), "malformed index path",
      "[ModelStorage] Index path [1] is not a [section, item] pair of non-negative numbers."
    ),
    (.itemNotFound("42"), "item not found", "[ModelStorage] Item 42 was not found in the storage."),
    (
      .moveItemFailedInvalidIndexPaths(from: path, to: IndexPath(item: 0, section: 0)),
      "move item failed: invalid index paths",
      "[ModelStorage] Failed to move item from [1, 4] to [0, 0]: an index path does not exist."
    ),
    (
      .moveSectionFailed(from: 0, to: 5, sectionCount: 2), "move section failed",
      "[ModelStorage] Failed to move section 0 to 5: the storage has 2 section(s)."
    ),
    (
      .countMismatch(expected: 1, actual: 2, context: "x"), "count mismatch",
      "[ModelStorage] Count mismatch in x: expected 1, got 2."
    ),
    (
      .invalidUpdate("why"), "invalid update",
      "[ModelStorage] The update does not match the storage (why); it was sent as a full reload."
    ),
    (
      .duplicateIdentifiers(count: 3), "duplicate identifiers",
      "[ModelStorage] Diff found 3 duplicate identifier(s); the extra copies were treated as deletes and inserts."
    ),
  ])
  func texts(anomaly: ModelStorageAnomaly, short: String, long: String) {
    #expect(anomaly.description == short)
    #expect(anomaly.debugDescription == long)
  }

  @Test func handlerSilencing() {
    let log = AnomalyLog()
    let handler = log.handler()
    handler.silenceAnomaly { if case .itemNotFound = $0 { return true } else { return false } }
    handler.reportAnomaly(.itemNotFound("a"))
    handler.reportAnomaly(.duplicateIdentifiers(count: 1))
    #expect(log.all == [.duplicateIdentifiers(count: 1)])
    handler.silenceAll()
    handler.reportAnomaly(.duplicateIdentifiers(count: 2))
    #expect(log.all.count == 1)
    handler.unsilence()
    handler.reportAnomaly(.duplicateIdentifiers(count: 2))
    #expect(log.all.count == 2)
  }

  @Test func diffReportsDuplicates() {
    let storage = MemoryStorage()
    let log = AnomalyLog()
    storage.anomalyHandler = log.handler()
    storage.setItems([Model(id: 1), Model(id: 2)])
    storage.setItems([Model(id: 3), Model(id: 3), Model(id: 1)])
    #expect(storage.totalNumberOfItems == 3)
    #expect(log.all == [.duplicateIdentifiers(count: 1)])
  }
}
