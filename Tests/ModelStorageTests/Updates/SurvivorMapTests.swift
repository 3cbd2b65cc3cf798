import Foundation
import Testing

@testable import ModelStorage

/// A filter's survivor map, read from its deletes and inserts by binary search, says where each
/// item went exactly as applying the deletes and inserts to the old items does.
@Suite struct SurvivorMapTests {
  /// The new index of each old item, found by doing the change: delete, then insert placeholders.
  private func applied(deletes: [Int], inserts: [Int], oldCount: Int) -> [Int] {
    var items: [Int?] = Array(0..<oldCount)
    for index in deletes.sorted(by: >) { items.remove(at: index) }
    for index in inserts.sorted() { items.insert(nil, at: index) }
    var newIndex = [Int](repeating: -1, count: oldCount)
    for (index, item) in items.enumerated() { if let item { newIndex[item] = index } }
    return newIndex
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func aDiffMapAgreesWithTheChangeApplied(seed: UInt64) {
    var random = SplitMix(state: seed)
    let oldCount = Int.random(in: 0...300, using: &random)
    let deletes = (0..<oldCount).filter { _ in Bool.random(using: &random) }
    let newCount = oldCount - deletes.count + Int.random(in: 0...100, using: &random)
    let inserts = Array((0..<newCount).shuffled(using: &random).prefix(newCount - (oldCount - deletes.count)))
    // Inserts in any order: the map sorts them.
    let map = SurvivorMap(deletes: deletes, inserts: inserts, oldCount: oldCount)
    let expected = applied(deletes: deletes, inserts: inserts, oldCount: oldCount)
    #expect(map.count == oldCount)
    #expect(map.indices.map { map[$0] } == expected)
    #expect(map[-1] == -1 && map[oldCount] == -1)
  }

  @Test func aTableMapReadsItsTable() {
    let map = SurvivorMap([2, -1, 0, 1])
    #expect(map.indices.map { map[$0] } == [2, -1, 0, 1])
    #expect(map[4] == -1)
  }

  @Test func aRepeatedDeleteCountsOnce() {
    let map = SurvivorMap(deletes: [3, 1, 1], inserts: [], oldCount: 5)
    #expect(map.indices.map { map[$0] } == [0, -1, 1, -1, 2])
  }
}
