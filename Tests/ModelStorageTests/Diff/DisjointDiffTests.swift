import Foundation
import Testing

@testable import ModelStorage

/// Large diffs whose leftovers share few or no identifiers: the sieve drops them and no pair
/// arrays are made when nothing pairs. Lock-step runs before the disjoint part, survivors among
/// it, and repeated identifiers still give a correct result with the fewest moves.
@Suite struct DisjointDiffTests {
  /// Old ids `0..<count`; new: a fresh id, a run of old ids (lock-step pairs it after a
  /// resync), then fresh ids with `survivors` old ids of the rest moved in (some changed).
  static func mixed(count: Int, survivors: Int, seed: UInt64) -> (old: [Model], new: [Model]) {
    var random = SplitMix(state: seed)
    let old = (0..<count).map { Model(id: $0) }
    var new = [Model(id: -1)] + old[0..<500] + (0..<count - 501).map { Model(id: 10 * count + $0) }
    var placed = Set<Int>()
    for _ in 0..<survivors {
      let survivor = Model(id: 500 + random.below(count - 500), value: random.below(2))
      guard placed.insert(survivor.id).inserted else { continue }
      new[501 + random.below(count - 501)] = survivor
    }
    return (old, new)
  }

  @Test(arguments: [(0, 1), (1, 2), (300, 3)])
  func runsAndSurvivorsPairAroundADisjointBulk(survivors: Int, seed: UInt64) {
    let (old, new) = Self.mixed(count: 100_000, survivors: survivors, seed: seed)
    let diff = Diff.changes(from: old, to: new)
    checkDiff(diff, old: old, new: new)
    #expect(diff.duplicateIdentifiers == 0)
    // The storage asks for no lists; the run survives, so it is not a replacement.
    let unlisted = Diff.changes(from: old, to: new, listingReplacement: false)
    #expect(!unlisted.replacesEverything && unlisted == diff)
  }

  @Test func aDisjointReplacementIsUnlistedOnRequest() {
    let old = (0..<200_000).map { Model(id: $0) }, new = (200_000..<400_000).map { Model(id: $0) }
    let unlisted = Diff.changes(from: old, to: new, listingReplacement: false)
    #expect(unlisted.replacesEverything && unlisted.isEmpty)
    let listed = Diff.changes(from: old, to: new)
    #expect(listed.deletes == Array(0..<200_000) && listed.inserts == Array(0..<200_000))
    #expect(listed.moves.isEmpty && listed.updates.isEmpty && !listed.replacesEverything)
  }

  /// Nothing shared, but new ids repeat (their bits repeat, so the sieve keeps them): each copy
  /// past the first is counted; repeats among the old ids that leave are not.
  @Test(arguments: [false, true])
  func repeatsInADisjointReplacementAreCounted(stringIDs: Bool) {
    let count = 100_000
    var random = SplitMix(state: 9)
    let oldIDs = (0..<count).map { $0 / 2 }
    var newIDs = Array(count..<2 * count)
    var copies = 0
    for position in stride(from: 7, to: count, by: 997) {
      newIDs[position] = newIDs[random.below(position)]
      copies += 1
    }
    let expected = newIDs.count - Set(newIDs).count
    #expect(expected > 0 && expected <= copies)
    if stringIDs {
      let diff = Diff.changes(from: oldIDs.map { NamedModel(id: "\($0)") }, to: newIDs.map { NamedModel(id: "\($0)") })
      #expect(diff.duplicateIdentifiers == expected && diff.inserts.count == count && diff.moves.isEmpty)
    } else {
      let diff = Diff.changes(from: oldIDs.map { Model(id: $0) }, to: newIDs.map { Model(id: $0) })
      #expect(diff.duplicateIdentifiers == expected && diff.inserts.count == count && diff.moves.isEmpty)
    }
  }
}

/// Checks a diff of lists with unique ids: applied it gives `new`, every shared id pairs, the
/// moves are the fewest (pairs outside a longest increasing run), updates are the changed pairs.
func checkDiff(_ diff: DiffResult, old: [Model], new: [Model]) {
  let map = diff.newToOld(oldCount: old.count, newCount: new.count)
  let inserted = Set(diff.inserts)
  var pairedOld = [Int]()
  for (index, oldIndex) in map.enumerated() {
    if let oldIndex {
      #expect(old[oldIndex].id == new[index].id, "new \(index) pairs its own id")
      pairedOld.append(oldIndex)
    } else {
      #expect(inserted.contains(index), "new \(index) is inserted")
    }
  }
  let shared = Set(old.map(\.id)).intersection(new.map(\.id))
  #expect(pairedOld.count == shared.count, "every shared id pairs")
  #expect(diff.deletes.count == old.count - shared.count)
  #expect(diff.moves.count == pairedOld.count - longestIncreasingLength(pairedOld), "fewest moves")
  let changed = new.indices.filter { index in map[index].map { old[$0] != new[index] } ?? false }
  #expect(diff.updates == changed)
}

/// Length of the longest increasing subsequence, O(n log n) (patience sorting).
func longestIncreasingLength(_ values: [Int]) -> Int {
  var tails = [Int]()
  for value in values {
    var low = 0, high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}
