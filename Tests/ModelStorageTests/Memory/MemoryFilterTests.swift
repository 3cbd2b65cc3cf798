import Foundation
import ModelStorage
import Testing

/// A predicate filter on a memory storage: applied as deletes and inserts (replayed and
/// checked), index paths count shown items, later changes respect the filter and a kept sort.
@Suite struct MemoryFilterTests {
  private func storage(_ values: [Int]) -> (MemoryStorage, SortUpdateLog) {
    let storage = MemoryStorage()
    storage.setItems(values.enumerated().map { Model(id: $0.offset, value: $0.element) })
    return (storage, SortUpdateLog(storage))
  }

  private let even: (Any) -> Bool = { ($0 as! Model).value.isMultiple(of: 2) }

  @Test func filteringHidesAsDeletesAndClearingRestoresTheOrderAsInserts() {
    let (storage, log) = storage([1, 2, 3, 4, 5, 6])
    storage.setFilter(even)
    #expect(ids(storage) == [1, 3, 5] && storage.isFiltered)
    #expect(storage.numberOfHiddenItems(inSection: 0) == 3)
    #expect(log.updates.last?.itemChanges.allSatisfy { if case .delete = $0 { true } else { false } } == true)
    #expect(storage.allItems(inSection: 0)?.map { ($0 as! Model).id } == [0, 1, 2, 3, 4, 5])
    storage.removeFilter()
    #expect(ids(storage) == [0, 1, 2, 3, 4, 5] && !storage.isFiltered)
    #expect(log.updates.last?.itemChanges.allSatisfy { if case .insert = $0 { true } else { false } } == true)
    #expect(log.reloads == 0)
  }

  @Test func aTypedSectionStaysTypedThroughAFilter() {
    let (storage, _) = storage([1, 2, 3, 4])
    storage.setFilter(even)
    storage.removeFilter()
    // A typed section diffs the next setItems without casting: it still works as one.
    storage.setItems([Model(id: 9, value: 0)])
    #expect(ids(storage) == [9])
  }

  @Test func changingTheFilterKeepsTheItemsThatStay() throws {
    let (storage, log) = storage([1, 2, 3, 4, 5, 6])
    storage.setFilter(even)
    storage.setFilter { ($0 as! Model).value > 3 }
    #expect(ids(storage) == [3, 4, 5])
    let update = try #require(log.updates.last)
    #expect(
      !update.itemChanges.contains { if case .delete(IndexPath(item: 1, section: 0)) = $0 { true } else { false } })
  }

  @Test func insertsAndReplacementsWhileFilteredRespectTheFilter() throws {
    let (storage, _) = storage([1, 2, 3])
    storage.setFilter(even)
    storage.addItems([Model(id: 10, value: 8), Model(id: 11, value: 7)])
    #expect(ids(storage) == [1, 10])
    try storage.replaceItem(at: IndexPath(item: 0, section: 0), with: Model(id: 1, value: 9))
    #expect(ids(storage) == [10], "stopped matching: hidden")
    storage.removeFilter()
    #expect(ids(storage) == [0, 1, 2, 10, 11])
  }

  @Test func indexPathsCountShownItems() throws {
    let (storage, _) = storage([2, 1, 4, 3, 6])
    storage.setFilter(even)
    #expect(storage.item(at: IndexPath(item: 1, section: 0)).map { ($0 as! Model).id } == 2)
    try storage.removeItems(at: [IndexPath(item: 1, section: 0)])
    storage.removeFilter()
    #expect(ids(storage) == [0, 1, 3, 4])
  }

  @Test func setItemsWhileFilteredReplacesTheHiddenOnesToo() {
    let (storage, _) = storage([1, 2, 3])
    storage.setFilter(even)
    storage.setItems([Model(id: 7, value: 4), Model(id: 8, value: 5), Model(id: 9, value: 6)])
    #expect(ids(storage) == [7, 9])
    storage.removeFilter()
    #expect(ids(storage) == [7, 8, 9])
  }

  @Test func withAKeptSortItemsComeBackAtTheirSortedPlace() {
    let (storage, log) = storage([5, 2, 9, 4, 7])
    storage.keepSorted(byKey: { ($0 as! Model).value })
    storage.setFilter { ($0 as! Model).value > 4 }
    #expect(ids(storage) == [0, 4, 2])
    storage.addItems([Model(id: 5, value: 6), Model(id: 6, value: 3)])
    #expect(ids(storage) == [0, 5, 4, 2])
    storage.removeFilter()
    #expect((storage.items(inSection: 0) ?? []).map { ($0 as! Model).value } == [2, 3, 4, 5, 6, 7, 9])
    #expect(log.reloads == 0)
  }
}
