import Foundation
import Testing

@testable import ModelStorage

/// The sieve that drops unpairable leftovers before a large pairing changes nothing the table
/// finds (see ``checkPairing(_:count:seed:shared:_:)``), gives up on leftovers that mostly
/// pair, and a diff through it still turns the old list into the new one.
@Suite struct SieveTests {
  @Test(arguments: [(70_000, 5), (140_000, 6)])
  func sievedLeftoversPairAsTheTableDoes(count: Int, seed: UInt64) {
    // `String` identifiers keep their bits between the sieve's passes; `Int` ones are rehashed.
    #expect(checkPairing(.sieveThenTable, count: count, seed: seed, shared: 0.05) { Model(id: $0) })
    #expect(checkPairing(.sieveThenTable, count: count, seed: seed, shared: 0.05) { NamedModel(id: "s\($0)") })
  }

  @Test func leftoversThatMostlyPairAreNotSieved() {
    #expect(!checkPairing(.sieveThenTable, count: 70_000, seed: 7) { Model(id: $0) })
  }

  @Test func aLargeReplacementWithAFewSurvivorsDiffsCorrectly() {
    var random = SplitMix(state: 8)
    let count = 200_000
    let old = (0..<count).map { _ in Row(id: UUID()) }
    // New identities, except a few survivors (moved, some with new content).
    var new = (0..<count).map { _ in Row(id: UUID()) }
    for _ in 0..<300 {
      var survivor = old[random.below(count)]
      survivor.value = random.below(2)
      new[random.below(count)] = survivor
    }
    let survivors = Set(new.map(\.id)).intersection(old.map(\.id))
    let diff = Diff.changes(from: old, to: new)
    #expect(apply(diff, old: old, new: new) == new)
    let map = diff.newToOld(oldCount: old.count, newCount: new.count)
    #expect(map.compactMap { $0 }.count == survivors.count, "every survivor was paired")
    #expect(diff.updates.count == new.filter { survivors.contains($0.id) && $0.value == 1 }.count)
  }
}
