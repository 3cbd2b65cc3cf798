import Foundation
import ModelStorage
import Testing

/// A sort whose fewest moves are more than `StorageUpdate.largeReordering` is reported as one
/// replace of the section's items that carries the permutation; smaller ones as their fewest moves.
@Suite struct LargeSortReportTests {
  /// `count` models whose values are a scrambling of their ids.
  private func scrambled(_ count: Int) -> [Model] {
    (0..<count).map { Model(id: $0, value: ($0 * 7919) % count) }
  }

  /// Checks that the update's permutation of section 0 turns `before` into what the storage holds.
  private func expectPermutation(_ update: StorageUpdate?, turns before: [Int], into storage: MemoryStorage) throws {
    let order = try #require(update?.reorderings[0])
    #expect(order.map { before[$0] } == ids(storage))
  }

  /// 40,000 scrambled models sorted, then `then` done to the storage, in one batch.
  private func sortedInABatch(then: (MemoryStorage) -> Void) -> (MemoryStorage, SortUpdateLog) {
    let storage = MemoryStorage()
    storage.setItems(scrambled(40_000))
    let log = SortUpdateLog(storage)
    storage.performUpdates {
      storage.sortItems(inSection: 0, byKey: { ($0 as! Model).value })
      then(storage)
    }
    return (storage, log)
  }

  @Test func aShuffledSortIsOneReplaceCarryingThePermutation() throws {
    let storage = MemoryStorage()
    storage.setItems(scrambled(40_000))
    let before = ids(storage)
    let log = SortUpdateLog(storage)
    storage.sortItems(inSection: 0, byKey: { ($0 as! Model).value })
    #expect(log.updates.count == 1)
    #expect(log.updates.first?.sectionChanges == [.replaceItems(0)])
    #expect(log.updates.first?.itemChanges.isEmpty == true)
    try expectPermutation(log.updates.first, turns: before, into: storage)
    #expect(log.checker.updates == 1)
  }

  @Test func aReversalOfMoreThanTheLimitIsAReplace() throws {
    // 12,000 blocks of one item: few enough to search the fewest moves (11,999), too many moves.
    let storage = MemoryStorage()
    storage.setItems((0..<12_000).map { Model(id: $0, value: $0) })
    let log = SortUpdateLog(storage)
    storage.sortItems(inSection: 0, byKey: { ($0 as! Model).value }, ascending: false)
    #expect(log.updates.first?.sectionChanges == [.replaceItems(0)])
    try expectPermutation(log.updates.first, turns: Array(0..<12_000), into: storage)
  }

  @Test func aLargeSortOfFewMovesStaysMoves() {
    // The first item goes last: one move among 50,000 items.
    let storage = MemoryStorage()
    storage.setItems((0..<50_000).map { Model(id: $0, value: $0 == 0 ? 50_000 : $0) })
    let log = SortUpdateLog(storage)
    storage.sortItems(inSection: 0, byKey: { ($0 as! Model).value })
    #expect(log.onlyMoves)
    #expect(log.updates.first?.itemChanges.count == 1)
    #expect(log.updates.first?.reorderings.isEmpty == true)
  }

  @Test func aSortFollowedByAnInsertInOneBatchIsReportedItemByItem() {
    let (storage, log) = sortedInABatch {
      try? $0.insertItem(Model(id: -1, value: -1), to: IndexPath(item: 0, section: 0))
    }
    let update = log.updates.first
    #expect(update?.sectionChanges.isEmpty == true && update?.reorderings.isEmpty == true)
    #expect(update?.itemChanges.contains(.insert(IndexPath(item: 0, section: 0))) == true)
    // The replay checker applied the per-item changes to the old rows and found the new ones.
    #expect(log.checker.updates == 1)
    #expect(ids(storage).prefix(2) == [-1, 0])
  }

  @Test func newItemsAfterASortInOneBatchCarryNoPermutation() {
    let (storage, log) = sortedInABatch { $0.setItems(scrambled(30_000)) }
    #expect(log.updates.first?.reorderings.isEmpty == true)
    #expect(log.checker.updates == 1 && ids(storage) == Array(0..<30_000))
  }
}
