import Foundation
import ModelStorage
import Testing

/// A kept sort after a batch that only added items: the new items are merged into the sorted
/// ones (a few key reads each), land where a full stable sort puts them, and are reported as
/// inserts; sections the batch did not touch are not read at all.
@Suite struct KeptSortMergeTests {
  /// Counts the keys a sort reads.
  private final class KeyReads {
    var count = 0
  }

  private func values(_ storage: MemoryStorage, _ section: Int = 0) -> [Int] {
    (storage.items(inSection: section) ?? []).map { ($0 as! Model).value }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func mergingPutsAddedItemsWhereAStableSortOfEveryPositionPutsThem(seed: UInt64) {
    var random = SplitMix(state: seed)
    let count = Int.random(in: 0...300, using: &random)
    let added = Int.random(in: 0...count, using: &random)
    let inserted = Array((0..<count).shuffled(using: &random).prefix(added)).sorted()
    // Few distinct keys: many ties between old and new items.
    var keys = [Int](repeating: 0, count: count)
    var oldKeys = (0..<(count - added)).map { _ in Int.random(in: 0..<12, using: &random) }.sorted()
    for position in 0..<count {
      keys[position] = inserted.contains(position) ? Int.random(in: 0..<12, using: &random) : oldKeys.removeFirst()
    }
    let merged = StableOrder.merging(count: count, inserted: inserted) { keys[$0] < keys[$1] }
    // A stable sort of every position: equal keys in position order.
    let expected = (0..<count).sorted { (keys[$0], $0) < (keys[$1], $1) }
    #expect(merged == expected)
  }

  @Test func addingToALargeSortedSectionReadsTheNewItemsAndAFewOthers() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<50_000).map { Model(id: $0, value: $0 * 2) })
    let reads = KeyReads()
    storage.keepSorted(byKey: { (item: Any) -> Int in
      reads.count += 1
      return (item as! Model).value
    })
    let log = SortUpdateLog(storage)
    reads.count = 0
    storage.addItems([Model(id: -1, value: 7), Model(id: -2, value: 0), Model(id: -3, value: 100_001)])
    #expect(reads.count < 200, "\(reads.count) keys read: the 50,000 sorted items were read again")
    let all = values(storage)
    #expect(all.count == 50_003 && zip(all, all.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(all[1] == 0 && all[0] == 0, "the new 0 goes after the old one")
    let ids = (storage.items(inSection: 0) ?? []).map { ($0 as! Model).id }
    #expect(ids[1] == -2 && ids.last == -3)
    let update = try #require(log.updates.last)
    let inserts = [1, 5, 50_002].map { ItemChange.insert(IndexPath(item: $0, section: 0)) }
    #expect(Set(update.itemChanges) == Set(inserts))
  }

  @Test func anInsertAnywhereAndARemovalAreMergedToo() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<1_000).map { Model(id: $0, value: $0) })
    let reads = KeyReads()
    storage.keepSorted(byKey: { (item: Any) -> Int in
      reads.count += 1
      return (item as! Model).value
    })
    reads.count = 0
    let log = SortUpdateLog(storage)
    try storage.performUpdates { () throws(ModelStorageAnomaly) -> Void in
      try storage.insertItem(Model(id: -1, value: 500), to: IndexPath(item: 0, section: 0))
      try storage.removeItems(at: [IndexPath(item: 10, section: 0)])
    }
    #expect(reads.count < 100, "\(reads.count) keys read")
    let ids = (storage.items(inSection: 0) ?? []).map { ($0 as! Model).id }
    #expect(ids.count == 1_000 && ids[499] == -1 && ids[500] == 500, "inserted before its equal, item 9 removed")
    let update = try #require(log.updates.last)
    #expect(
      Set(update.itemChanges) == [.delete(IndexPath(item: 9, section: 0)), .insert(IndexPath(item: 499, section: 0))])
  }

  @Test func anUpdatedItemSortsTheSectionAgain() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<100).map { Model(id: $0, value: $0) })
    storage.keepSorted(byKey: { ($0 as! Model).value })
    try storage.replaceItem(Model(id: 3, value: 3), with: Model(id: 3, value: 1_000))
    #expect(values(storage).last == 1_000 && values(storage).count == 100)
  }

  @Test func aSectionTheBatchDidNotTouchIsNotReadAgain() {
    let storage = MemoryStorage()
    storage.setItems((0..<1_000).map { Model(id: $0, value: -$0) }, forSection: 0)
    storage.setItems((0..<10).map { Model(id: 1_000 + $0, value: $0) }, forSection: 1)
    let reads = KeyReads()
    storage.keepSorted(byKey: { (item: Any) -> Int in
      reads.count += 1
      return (item as! Model).value
    })
    #expect(values(storage, 0).first == -999)
    reads.count = 0
    storage.addItem(Model(id: 5_000, value: 4), toSection: 1)
    #expect(reads.count < 20, "\(reads.count) keys read: section 0 was sorted again")
    #expect(values(storage, 1) == [0, 1, 2, 3, 4, 4, 5, 6, 7, 8, 9])
  }
}
