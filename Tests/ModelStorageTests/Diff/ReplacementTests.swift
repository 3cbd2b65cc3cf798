import Foundation
import ModelStorage
import Testing

/// Replacing every item of a section is one `replaceItems` section change (O(1) to describe),
/// not one insert and one delete per item, and the planner keeps the header and footer rows.
@Suite struct ReplacementTests {
  final class UpdateLog: StorageUpdating {
    var updates: [StorageUpdate] = []
    func storageDidPerformUpdate(_ update: StorageUpdate) { updates.append(update) }
    func storageNeedsReloading() {}
  }

  /// Replacing all sections, then setting their headers and touching a section in the same
  /// batch, is one reload with everything in place (the headers used to index the tracker's old
  /// sections and crash when there were more new ones).
  @Test func aFullReplacementThenMoreChangesInOneBatchIsOneReload() {
    final class Reloads: StorageUpdating {
      var reloads = 0, updates = 0
      func storageDidPerformUpdate(_ update: StorageUpdate) { updates += 1 }
      func storageNeedsReloading() { reloads += 1 }
    }
    let storage = MemoryStorage()
    storage.setItems([Model(id: 0)])
    let log = Reloads()
    storage.delegate = log
    storage.performUpdates {
      let sections: [[Any]] = [[Model(id: 1), Model(id: 2)], [Model(id: 3)], [Model(id: 4)]]
      storage.setItems(sections)
      storage.setSectionHeaderModels(["A", "B", "C"])
      storage.setItems([Model(id: 5)], forSection: 3)
      try? storage.removeItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(log.reloads == 1)
    #expect(log.updates == 0)
    #expect((0..<storage.numberOfSections).map { storage.numberOfItems(inSection: $0) } == [1, 1, 1, 1])
    #expect(storage.headerModel(forSection: 2) as? String == "C")
  }

  @Test func firstFillAndDisjointDiffAreSectionReplacements() {
    let storage = MemoryStorage()
    let log = UpdateLog()
    storage.delegate = log
    storage.setItems((0..<1_000).map { Model(id: $0) })
    storage.setItems((5_000..<7_000).map { Model(id: $0) })
    #expect(log.updates.count == 2)
    #expect(log.updates.allSatisfy { $0.itemChanges.isEmpty }, "no per-item changes")
    #expect(log.updates[0].sectionChanges == [.insert(0)])
    #expect(log.updates[1].sectionChanges == [.replaceItems(0)])
  }

  /// A first fill keeps the caller's array itself (no copy, no work per item); a later diffed
  /// `setItems` still sends only the differences, and the caller's array stays as it was.
  @Test func firstFillSharesTheArrayAndLaterDiffsApply() {
    let items = (0..<10_000).map { Model(id: $0) }
    let storage = MemoryStorage()
    let log = UpdateLog()
    storage.delegate = log
    storage.setItems(items)
    let stored = storage.typedItems(section: 0)?.withItemBytes { bytes, _ in bytes.head.baseAddress }
    #expect(stored == items.withUnsafeBytes { $0.baseAddress }, "the storage holds the caller's buffer")
    var next = items
    next.remove(at: 5)
    next[100].value = 1
    next.append(Model(id: 20_000))
    storage.setItems(next)
    #expect(log.updates.count == 2)
    #expect(log.updates[1].sectionChanges.isEmpty)
    #expect(log.updates[1].itemChanges.count == 3, "a delete, an update and an insert")
    #expect((storage.items(inSection: 0) as? [Model]) == next)
    #expect(items.count == 10_000 && items[5].id == 5 && items[101].value == 0, "the caller's array is untouched")
  }

  /// Past the partitioned-join threshold too: the public diff lists every index, the storage
  /// asks for no lists and still replaces the section, keeping the new items.
  @Test func largeDisjointDiffListsEveryIndexAndTheStorageReplaces() {
    let old = (0..<70_000).map { Model(id: $0) }, new = (100_000..<170_000).map { Model(id: $0) }
    let diff = Diff.changes(from: old, to: new)
    #expect(diff.deletes == Array(0..<70_000) && diff.inserts == Array(0..<70_000) && diff.moves.isEmpty)
    let storage = MemoryStorage()
    storage.setItems(old)
    let log = UpdateLog()
    storage.delegate = log
    storage.setItems(new)
    #expect(log.updates.map(\.sectionChanges) == [[.replaceItems(0)]])
    #expect(log.updates.allSatisfy { $0.itemChanges.isEmpty })
    #expect((storage.items(inSection: 0) as? [Model])?.map(\.id) == new.map(\.id))
  }

  @Test func replacementKeepsHeaderAndFooterRows() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<300).map { Model(id: $0) })
    storage.setSectionHeaderModels(["H"])
    storage.setSectionFooterModels(["F"])
    let recorder = makeRecorder(storage)
    storage.setItems((1_000..<1_400).map { Model(id: $0) })
    // Header at 0 and footer after the items stay; items go as remove-all then add-all.
    #expect(recorder.expect("1-300+0", "1-0+400"))
    let old = FlatLayout(itemCounts: [300], headers: [true], footers: [true])
    let new = FlatLayout(storage: storage)
    let plan = ItemsChangedPlanner.plan(for: StorageUpdate(sectionChanges: [.replaceItems(0)]), from: old, to: new)
    let rows = plan.replay(on: ["h"] + (0..<300).map { "i\($0)" } + ["f"], makeRow: { "new\($0)" })
    #expect(rows?.first == "h" && rows?.last == "f" && rows?.count == 402)
  }

  @Test func partialSurvivorsStillDiff() {
    let storage = MemoryStorage()
    let log = UpdateLog()
    storage.setItems((0..<10).map { Model(id: $0) })
    storage.delegate = log
    storage.setItems([Model(id: 3)] + (100..<105).map { Model(id: $0) })
    #expect(log.updates.count == 1)
    #expect(log.updates[0].sectionChanges.isEmpty)
    #expect(!log.updates[0].itemChanges.isEmpty)
  }

  @Test func replacementThenMoreChangesInOneBatchStaysExact() {
    let storage = MemoryStorage()
    storage.setItems([[Model(id: 1), Model(id: 2)], [Model(id: 3)]] as [[Any]])
    let recorder = makeRecorder(storage)
    storage.performUpdates {
      storage.setItems([Model(id: 10), Model(id: 11)], forSection: 0)
      storage.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 0))
    }
    #expect(recorder.takeRecorded().count > 0)
    #expect((storage.items(inSection: 0) as? [Model])?.map(\.id) == [10, 3, 11])
    recorder.verifyAllChecked()
  }
}

/// The typed copy `setItems` keeps between diffs must never answer for changed items.
@Suite struct TypedCopyTests {
  @Test func diffAfterUntypedMutationsSeesTheRealItems() {
    let storage = MemoryStorage()
    storage.setItems((0..<5).map { Model(id: $0) })
    storage.addItem(Model(id: 99))
    try? storage.removeItems(at: [IndexPath(item: 0, section: 0)])
    let recorder = makeRecorder(storage)
    storage.setItems([1, 2, 3, 4, 99].map { Model(id: $0) })
    #expect(recorder.takeRecorded().isEmpty, "nothing changed")
    storage.setItems([99, 1, 2, 3, 4].map { Model(id: $0) })
    #expect(recorder.takeRecorded() == ["0-5+5"])
    recorder.verifyAllChecked()
  }

  @Test func sectionsInsertedBeforeDoNotReuseAnotherSectionsCopy() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<3).map { Model(id: $0) })
    try storage.insertSection(StorageSection(items: [Model(id: 7)]), atIndex: 0)
    let recorder = makeRecorder(storage)
    storage.setItems([Model(id: 7), Model(id: 8)], forSection: 0)
    #expect(recorder.takeRecorded() == ["1-0+1"])
    #expect((storage.items(inSection: 1) as? [Model])?.map(\.id) == [0, 1, 2])
    recorder.verifyAllChecked()
  }
}
