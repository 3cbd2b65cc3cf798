import Foundation
import ModelStorage
import Testing

/// A section set from `[T]` keeps `[T]`; every public way to read or change it must behave as if
/// it held `[Any]`, and a batch that throws must leave the typed items as they were.
@Suite struct TypedSectionTests {
  struct Note: Equatable { var text: String }

  @Test func typedSectionReadsLikeAnyOther() {
    let storage = MemoryStorage()
    storage.setItems((0..<4).map { Model(id: $0) })
    #expect(storage.numberOfItems(inSection: 0) == 4)
    #expect((storage.item(at: IndexPath(item: 2, section: 0)) as? Model)?.id == 2)
    #expect(storage.item(at: IndexPath(item: 4, section: 0)) == nil)
    #expect(storage.indexPath(forItem: Model(id: 3)) == IndexPath(item: 3, section: 0))
    #expect((storage.items(inSection: 0) as? [Model])?.map(\.id) == [0, 1, 2, 3])
  }

  @Test func anotherModelTypeMixesTheSectionKeepingOrder() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<3).map { Model(id: $0) })
    try storage.insertItem(Note(text: "n"), to: IndexPath(item: 1, section: 0))
    storage.addItem(Model(id: 9))
    let items = storage.items(inSection: 0) ?? []
    #expect(items.count == 5)
    #expect((items[1] as? Note)?.text == "n")
    #expect(items.compactMap { ($0 as? Model)?.id } == [0, 1, 2, 9])
    #expect(storage.indexPath(forItem: Note(text: "n")) == IndexPath(item: 1, section: 0))
  }

  @Test func mutationsOfTheSameTypeThenADiffAreExact() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<6).map { Model(id: $0) })
    try storage.insertItem(Model(id: 10), to: IndexPath(item: 0, section: 0))
    try storage.replaceItem(at: IndexPath(item: 3, section: 0), with: Model(id: 2, value: 5))
    storage.moveItem(at: IndexPath(item: 6, section: 0), to: IndexPath(item: 1, section: 0))
    _ = try storage.removeItems(at: [IndexPath(item: 2, section: 0)])
    let ids = (storage.items(inSection: 0) as? [Model])?.map(\.id)
    #expect(ids == [10, 5, 1, 2, 3, 4])
    let recorder = makeRecorder(storage)
    storage.setItems([10, 5, 1, 2, 3, 4].map { Model(id: $0, value: $0 == 2 ? 5 : 0) })
    #expect(recorder.takeRecorded().isEmpty, "the stored items are what was set")
    recorder.verifyAllChecked()
  }

  @Test func aThrowingBatchLeavesTheTypedItemsUntouched() {
    let storage = MemoryStorage()
    storage.setItems((0..<3).map { Model(id: $0) })
    #expect(throws: ModelStorageAnomaly.self) {
      try storage.performUpdates { () throws(ModelStorageAnomaly) in
        storage.addItem(Model(id: 7))
        try storage.replaceItem(at: IndexPath(item: 0, section: 0), with: Model(id: 0, value: 1))
        try storage.insertItem(Model(id: 8), to: IndexPath(item: 99, section: 0))
      }
    }
    #expect((storage.items(inSection: 0) as? [Model]) == (0..<3).map { Model(id: $0) })
  }

  @Test func setItemsWithoutDiffingIsOneReplacement() {
    let storage = MemoryStorage()
    let recorder = makeRecorder(storage)
    storage.setItemsWithoutDiffing([Note(text: "a"), Note(text: "b")])
    storage.setItemsWithoutDiffing([Note(text: "c")])
    #expect(recorder.takeRecorded() == ["0-0+2", "0-2+1"])
    #expect((storage.items(inSection: 0) as? [Note]) == [Note(text: "c")])
    recorder.verifyAllChecked()
  }

  @Test func aDiffReportsOnlyItsChangesAndStaysExactWhenTouchedAgain() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<1_000).map { Model(id: $0) })
    let recorder = makeRecorder(storage)
    var next = (0..<1_000).map { Model(id: $0) }
    next[500].value = 1
    storage.setItems(next)
    #expect(recorder.takeRecorded().isEmpty, "a content change is a rebind, not a splice")
    // A diff, then other changes to the same section in one batch.
    try storage.performUpdates { () throws(ModelStorageAnomaly) in
      var moved = next
      moved.swapAt(10, 20)
      storage.setItems(moved)
      try storage.insertItem(Model(id: 5_000), to: IndexPath(item: 0, section: 0))
    }
    #expect(storage.numberOfItems(inSection: 0) == 1_001)
    #expect(recorder.takeRecorded() == ["0-0+1", "11-11+11"], "the insert, then the swap as one splice")
    recorder.verifyAllChecked()
  }
}

/// The first fill's duplicate count, taken without building a diff result, is the diff's own.
@Suite struct FirstFillDuplicateTests {
  @Test(arguments: [0, 1, 5, 300, 70_000])
  func countMatchesTheDiff(count: Int) {
    var random = SplitMix(state: UInt64(count) + 11)
    let items = (0..<count).map { _ in Model(id: Int(random.next() % UInt64(max(1, count / 2 + 1)))) }
    #expect(Diff.duplicateIdentifiers(in: items) == Diff.changes(from: [], to: items).duplicateIdentifiers)
    if count == 300 { #expect(Diff.duplicateIdentifiers(in: items) > 0, "a list with repeats reports them") }
  }
}
