import Foundation
import ModelStorage
import Testing

/// Items added to a long typed section whose array is full are kept apart from it, so the
/// array is not moved to grow; every way of reading and changing the section still sees one
/// list in order.
@Suite struct TypedTailTests {
  /// A storage whose one section is `count` models in an array with no spare capacity.
  private func fullStorage() -> (MemoryStorage, count: Int) {
    var items = [Model]()
    items.reserveCapacity(10_000)
    while items.count < items.capacity { items.append(Model(id: items.count, value: items.count)) }
    let storage = MemoryStorage()
    storage.setItems(items)
    return (storage, items.count)
  }

  private func arrayAddress(_ storage: MemoryStorage) -> UnsafeRawPointer? {
    storage.typedItems(section: 0)?.withItemBytes { bytes, _ in bytes.head.baseAddress }
  }

  private func ids(_ storage: MemoryStorage) -> [Int] {
    (storage.items(inSection: 0) ?? []).map { ($0 as! Model).id }
  }

  @Test func addingToAFullLongSectionLeavesItsArrayWhereItIs() throws {
    let (storage, count) = fullStorage()
    let before = try #require(arrayAddress(storage))
    storage.addItems((0..<100).map { Model(id: count + $0, value: -$0) })
    #expect(arrayAddress(storage) == before, "the million-row array moved to grow")
    #expect(ids(storage) == Array(0..<count + 100))
    #expect((storage.item(at: IndexPath(item: count + 7, section: 0)) as? Model)?.id == count + 7)
    #expect(storage.typedItems(section: 0)?.count == count + 100)
  }

  @Test func aSortAReplacementAndARemovalSeeTheAddedItems() throws {
    let (storage, count) = fullStorage()
    storage.addItems((0..<100).map { Model(id: count + $0, value: -1 - $0) })
    storage.sortItems(byKey: { ($0 as! Model).value })
    #expect(ids(storage).prefix(3) == [count + 99, count + 98, count + 97])
    try storage.replaceItem(at: IndexPath(item: 0, section: 0), with: Model(id: -5, value: -1_000))
    #expect(ids(storage).first == -5)
    try storage.removeItems(at: [IndexPath(item: 1, section: 0)])
    #expect(ids(storage).prefix(2) == [-5, count + 97] && ids(storage).count == count + 99)
  }

  @Test func aTypedFilterAndAKeptSortSeeTheAddedItems() {
    let (storage, count) = fullStorage()
    storage.keepSorted(byKey: { -($0 as! Model).value })
    storage.addItems((0..<50).map { Model(id: count + $0, value: count + $0) })
    #expect(ids(storage).prefix(2) == [count + 49, count + 48])
    storage.setFilter(of: Model.self) { $0.id >= count - 10 }
    #expect(ids(storage) == Array((count - 10..<count + 50).reversed()))
    storage.removeFilter()
    #expect(ids(storage).count == count + 50)
  }
}
