import Foundation
import ModelStorage
import Testing

/// A kept sort: later sets, inserts and replacements land at their sorted place as inserts and
/// moves of one update (replayed and checked), and a move by hand out of order ends it.
@Suite struct KeptSortTests {
  private func values(_ storage: MemoryStorage) -> [Int] {
    (storage.items(inSection: 0) ?? []).map { ($0 as! Model).value }
  }

  private func sortedStorage() -> (MemoryStorage, SortUpdateLog) {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1, value: 5), Model(id: 2, value: 1), Model(id: 3, value: 9), Model(id: 4, value: 3)])
    let log = SortUpdateLog(storage)
    storage.keepSorted(byKey: { ($0 as! Model).value })
    return (storage, log)
  }

  @Test func keepingSortsNowAsMoves() {
    let (storage, log) = sortedStorage()
    #expect(values(storage) == [1, 3, 5, 9])
    #expect(storage.keepsSorted)
    #expect(log.updates.count == 1 && log.onlyMoves, "a short section: moves")
  }

  @Test func addedAndInsertedItemsLandAtTheirSortedPlaceAsInserts() throws {
    let (storage, log) = sortedStorage()
    storage.addItems([Model(id: 5, value: 4), Model(id: 6, value: 0)])
    #expect(values(storage) == [0, 1, 3, 4, 5, 9])
    let update = try #require(log.updates.last)
    #expect(
      Set(update.itemChanges) == [.insert(IndexPath(item: 0, section: 0)), .insert(IndexPath(item: 3, section: 0))])
    try storage.insertItem(Model(id: 7, value: 6), to: IndexPath(item: 0, section: 0))
    #expect(values(storage) == [0, 1, 3, 4, 5, 6, 9], "the index path chooses the section only")
    #expect(storage.keepsSorted)
  }

  @Test func aReplacedItemMovesToItsPlaceAndKeepsItsOrderAmongEquals() throws {
    let (storage, log) = sortedStorage()
    try storage.replaceItem(Model(id: 2, value: 1), with: Model(id: 2, value: 5))
    #expect(ids(storage) == [4, 2, 1, 3], "equal to 1's value: keeps its order among equals")
    let update = try #require(log.updates.last)
    #expect(update.itemChanges.contains(.update(IndexPath(item: 1, section: 0))))
    #expect(update.itemChanges.contains { if case .move = $0 { true } else { false } })
  }

  @Test func setItemsIsDiffedThenSortedInOneUpdate() {
    let (storage, log) = sortedStorage()
    let before = log.updates.count
    storage.setItems([Model(id: 3, value: 9), Model(id: 8, value: 2), Model(id: 1, value: 5), Model(id: 9, value: 2)])
    #expect(ids(storage) == [8, 9, 1, 3], "ties in the order given")
    #expect(log.updates.count == before + 1 && log.reloads == 0)
  }

  @Test func aMoveByHandOutOfOrderEndsTheSortAndSaysSo() {
    let (storage, _) = sortedStorage()
    var ended = 0
    storage.keptSortChanged = { ended += 1 }
    storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    #expect(values(storage) == [3, 5, 9, 1], "the app's order wins")
    #expect(!storage.keepsSorted && ended == 1)
    storage.addItem(Model(id: 9, value: 0))
    #expect(values(storage) == [3, 5, 9, 1, 0])
  }

  @Test func aMoveThatKeepsTheOrderKeepsTheSort() {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1, value: 1), Model(id: 2, value: 1), Model(id: 3, value: 2)])
    storage.keepSorted(byKey: { ($0 as! Model).value })
    storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    #expect(ids(storage) == [2, 1, 3] && storage.keepsSorted)
  }

  @Test func aComparatorSortIsKeptAcrossSections() {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1, value: 3), Model(id: 2, value: 1)], forSection: 0)
    storage.setItems([Model(id: 3, value: 2), Model(id: 4, value: 0)], forSection: 1)
    let log = SortUpdateLog(storage)
    storage.keepSorted(by: byValue)
    storage.addItem(Model(id: 5, value: 2), toSection: 1)
    #expect(ids(storage, 0) == [2, 1] && ids(storage, 1) == [4, 3, 5])
    storage.stopKeepingSorted()
    storage.addItem(Model(id: 6, value: -1), toSection: 1)
    #expect(ids(storage, 1) == [4, 3, 5, 6])
    #expect(log.reloads == 0)
  }

  @Test func aNewSortOfALongSectionIsOnePermutation() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<2_000).map { Model(id: $0, value: ($0 * 7919) % 2_000) })
    let log = SortUpdateLog(storage)
    storage.keepSorted(byKey: { ($0 as! Model).value })
    let order = try #require(log.updates.first?.reorderings[0])
    #expect(order.count == 2_000 && values(storage) == Array(0..<2_000))
  }

  @Test func insertingTenThousandIntoASortedLargeSectionIsOneUpdate() {
    let storage = MemoryStorage()
    storage.setItems((0..<200_000).map { Model(id: $0, value: $0 * 2) })
    storage.keepSorted(byKey: { ($0 as! Model).value })
    let log = SortUpdateLog(storage, maxSplices: 2)
    storage.addItems((0..<10_000).map { Model(id: 200_000 + $0, value: ($0 * 7919 % 10_000) * 40 + 1) })
    #expect(log.updates.count == 1)
    let all = values(storage)
    #expect(all.count == 210_000 && zip(all, all.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(log.updates.first?.itemChanges.count == 10_000, "inserts only")
  }
}
