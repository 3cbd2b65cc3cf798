import Foundation
import ModelStorage
import Testing

/// `Int` keys are sorted by their bits (a radix sort); the order must be the comparison sort's,
/// ties in position order, in both directions.
@Suite struct RadixOrderTests {
  private func mergeOrder(_ keys: [Int], ascending: Bool) -> [Int] {
    StableOrder.positions(count: keys.count) { ascending ? keys[$0] < keys[$1] : keys[$1] < keys[$0] }
  }

  @Test(arguments: [
    [3, 1, 2, 1, 3, 0], [Int.max, Int.min, 0, -1, 1, Int.min, Int.max], [5, 5, 5], [], [7],
  ])
  func smallCasesMatchTheComparisonSort(keys: [Int]) {
    for ascending in [true, false] {
      #expect(StableOrder.positions(sortedBy: keys, ascending: ascending) == mergeOrder(keys, ascending: ascending))
    }
  }

  @Test func randomKeysOfEveryWidthMatchTheComparisonSort() {
    var generator = SplitMix(state: 42)
    for range in [0..<10, 0..<100_000, -1_000..<1_000, Int.min / 2..<Int.max / 2] {
      let keys = (0..<20_000).map { _ in Int.random(in: range, using: &generator) }
      for ascending in [true, false] {
        #expect(StableOrder.positions(sortedBy: keys, ascending: ascending) == mergeOrder(keys, ascending: ascending))
      }
    }
  }

  @Test func aStorageSortedByIntKeysKeepsTiesInTheirOrder() {
    let storage = MemoryStorage()
    storage.setItems((0..<30_000).map { Model(id: $0, value: ($0 * 7919) % 1_000 - 500) })
    storage.sortItems(inSection: 0, byKey: { ($0 as! Model).value }, ascending: false)
    let sorted = (storage.items(inSection: 0) ?? []).map { $0 as! Model }
    #expect(sorted == sorted.sorted { ($0.value, $1.id) > ($1.value, $0.id) })
  }
}
