import Foundation
import ModelStorage
import Testing

struct Row: Identifiable, Equatable, Hashable {
  var id: UUID
  var value = 0
}

/// Applies a diff to `old` (batch semantics) with the elements of `new`, checking it is consistent.
func apply(_ diff: DiffResult, old: [Row], new: [Row]) -> [Row]? {
  let map = diff.newToOld(oldCount: old.count, newCount: new.count)
  let inserted = Set(diff.inserts)
  var result = [Row]()
  for (index, oldIndex) in map.enumerated() {
    if let oldIndex {
      guard old[oldIndex].id == new[index].id else { return nil }
      result.append(new[index])
    } else {
      guard inserted.contains(index) else { return nil }
      result.append(new[index])
    }
  }
  return result
}

@Suite struct DiffTests {
  static func differenceKitCase(count: Int = 100_000, seed: UInt64 = 1) -> (old: [Row], new: [Row]) {
    var random = SplitMix(state: seed)
    let old = (0..<count).map { _ in Row(id: UUID()) }
    var new = old
    for _ in 0..<count / 10 { new.remove(at: random.below(new.count)) }
    for _ in 0..<count / 10 { new.insert(Row(id: UUID()), at: random.below(new.count + 1)) }
    for _ in 0..<count / 50 {
      let moved = new.remove(at: random.below(new.count))
      new.insert(moved, at: random.below(new.count + 1))
    }
    return (old, new)
  }

  @Test func smallCases() {
    let a = Row(id: UUID()), b = Row(id: UUID()), c = Row(id: UUID()), d = Row(id: UUID())
    #expect(Diff.changes(from: [a, b, c], to: [a, b, c]).isEmpty)
    #expect(Diff.changes(from: [a, b, c], to: [c, a, b]).moves == [.init(from: 2, to: 0)])
    #expect(Diff.changes(from: [a, b, c], to: [b, c, a]).moves == [.init(from: 0, to: 2)])
    let result = Diff.changes(from: [a, b, c], to: [a, d, c])
    #expect(result.deletes == [1] && result.inserts == [1] && result.moves.isEmpty)
    var changed = b
    changed.value = 1
    #expect(Diff.changes(from: [a, b, c], to: [a, changed, c]).updates == [1])
    #expect(Diff.changes(from: [a, b, c], to: [c, changed, a]).updates == [1])
    #expect(Diff.changes(from: [], to: [a]).inserts == [0])
    #expect(Diff.changes(from: [a], to: []).deletes == [0])
  }

  @Test func blockMoveIsMinimal() {
    let old = (0..<1000).map { _ in Row(id: UUID()) }
    let new = Array(old[100..<1000] + old[0..<100])
    let result = Diff.changes(from: old, to: new)
    #expect(result.moves.count == 100)
    #expect(apply(result, old: old, new: new) == new)
  }

  @Test func differenceKitCaseIsCorrect() {
    let (old, new) = Self.differenceKitCase()
    let result = Diff.changes(from: old, to: new)
    #expect(apply(result, old: old, new: new) == new)
    let oldIDs = Set(old.map(\.id)), newIDs = Set(new.map(\.id))
    #expect(result.deletes.count == oldIDs.subtracting(newIDs).count)
    #expect(result.inserts.count == newIDs.subtracting(oldIDs).count)
    #expect(result.moves.count <= 2_000 + 100)
  }

  @Test func millionWithTenChanges() {
    var random = SplitMix(state: 7)
    let old = (0..<1_000_000).map { _ in Row(id: UUID()) }
    var new = old
    for _ in 0..<3 { new.remove(at: random.below(new.count)) }
    for _ in 0..<3 { new.insert(Row(id: UUID()), at: random.below(new.count)) }
    for _ in 0..<2 { new[random.below(new.count)].value = 1 }
    for _ in 0..<2 {
      let moved = new.remove(at: random.below(new.count)); new.insert(moved, at: random.below(new.count))
    }
    let result = Diff.changes(from: old, to: new)
    #expect(apply(result, old: old, new: new) == new)
    #expect(result.changeCount <= 12)
  }

  @Test(arguments: 1...40)
  func randomSmallDiffsAreCorrect(seed: Int) {
    var random = SplitMix(state: UInt64(seed))
    let pool = (0..<30).map { Row(id: UUID(), value: $0) }
    let old = pool.filter { _ in random.below(3) > 0 }.shuffled(using: &random)
    var new = pool.filter { _ in random.below(3) > 0 }.shuffled(using: &random)
    if !new.isEmpty { new[random.below(new.count)].value += 100 }
    let result = Diff.changes(from: old, to: new)
    #expect(apply(result, old: old, new: new) == new)
    let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
    let expectedUpdates = new.indices.filter { index in oldByID[new[index].id].map { $0 != new[index] } ?? false }
    #expect(result.updates == expectedUpdates)
  }
}

extension SplitMix: RandomNumberGenerator {}
