import Foundation
import ModelStorage
import Testing

/// Handlers belong to one storage unless shared on purpose, and are safe across threads.
@Suite struct AnomalyHandlerTests {
  @Test func eachMemoryStorageHasItsOwnHandler() {
    let first = MemoryStorage(), second = MemoryStorage()
    #expect(first.anomalyHandler !== second.anomalyHandler)
    let log = AnomalyLog()
    first.anomalyHandler.anomalyAction = { log.append($0) }
    second.anomalyHandler.silenceAll()  // the default action would print
    second.removeItem(Model(id: 7))
    #expect(log.all.isEmpty)
    first.removeItem(Model(id: 8))
    #expect(log.all == [.itemNotFound("M8")])
  }

  @Test func eachSingleSectionStorageHasItsOwnHandler() {
    let first = SingleSectionStorage<Model>(), second = SingleSectionStorage<Model>()
    #expect(first.anomalyHandler !== second.anomalyHandler)
    let log = AnomalyLog()
    first.anomalyHandler.anomalyAction = { log.append($0) }
    second.anomalyHandler.silenceAll()
    second.setItems([Model(id: 1), Model(id: 1)])
    #expect(log.all.isEmpty)
    first.setItems([Model(id: 2), Model(id: 2)])
    #expect(log.all == [.duplicateIdentifiers(count: 1)])
  }

  @Test func oneHandlerSharedOnPurposeReceivesBoth() {
    let log = AnomalyLog()
    let handler = log.handler()
    let first = MemoryStorage(), second = MemoryStorage()
    first.anomalyHandler = handler
    second.anomalyHandler = handler
    first.removeItem(Model(id: 1))
    second.removeItem(Model(id: 2))
    #expect(log.all == [.itemNotFound("M1"), .itemNotFound("M2")])
  }

  @Test func silencingOneValueKeepsTheOthers() {
    let log = AnomalyLog()
    let handler = log.handler()
    handler.silenceAnomaly(.itemNotFound("a"))
    handler.reportAnomaly(.itemNotFound("a"))
    handler.reportAnomaly(.itemNotFound("b"))
    #expect(log.all == [.itemNotFound("b")])
  }

  @Test func defaultActionWritesTheDebugDescriptionLine() throws {
    let pipe = Pipe()
    let anomaly = ModelStorageAnomaly.itemNotFound("x")
    ModelStorageAnomalyHandler.write(anomaly, to: pipe.fileHandleForWriting)
    try pipe.fileHandleForWriting.close()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(text == anomaly.debugDescription + "\n")
  }

  @Test func reportsFromManyTasksAllArrive() async {
    let log = AnomalyLog()
    let handler = log.handler()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask { handler.reportAnomaly(.duplicateIdentifiers(count: index)) }
        if index == 50 { group.addTask { handler.silenceAnomaly(.itemNotFound("never")) } }
      }
    }
    #expect(log.all.count == 100)
  }

  @MainActor @Test func usableFromTheMainActor() async {
    let log = AnomalyLog()
    let handler = ModelStorageAnomalyHandler()
    handler.anomalyAction = { log.append($0) }
    handler.reportAnomaly(.invalidUpdate("main"))
    await Task.detached { handler.reportAnomaly(.invalidUpdate("detached")) }.value
    #expect(log.all == [.invalidUpdate("main"), .invalidUpdate("detached")])
  }
}
