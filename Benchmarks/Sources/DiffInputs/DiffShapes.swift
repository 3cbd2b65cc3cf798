import Foundation
import ModelStorage

// Block-shaped and DeepDiff-shaped diff inputs, and the check that a diff result, applied to
// the old array, reproduces the new one.

/// One edit of `makeEditedCase`, at an old index.
public enum DiffEdit: Sendable {
  /// `count` consecutive old elements removed, from `at`.
  case delete(at: Int, count: Int)
  /// `count` new identifiers placed before old index `at`.
  case insert(at: Int, count: Int)
  /// `count` consecutive old elements from `at` get new content (same identity).
  case update(at: Int, count: Int)
  /// `count` consecutive old elements from `at` taken out and placed before old index `to`.
  case move(at: Int, count: Int, to: Int)
}

/// `new` = `old` (n elements with ids `0..<n`) with the given edits; edits must not overlap.
public func makeEditedCase(name: String, summary: String, n: Int, edits: [DiffEdit]) -> DiffCase<Int> {
  var role = [UInt8](repeating: 0, count: n)  // 1 delete, 2 update, 3 move
  var before = [Int: [DiffElement<Int>]]()  // old index -> elements placed before it
  var nextID = n, counts = (deletes: 0, inserts: 0, updates: 0, moves: 0)
  for edit in edits {
    switch edit {
    case .delete(let at, let count):
      for i in at..<(at + count) { role[i] = 1 }
      counts.deletes += count
    case .update(let at, let count):
      for i in at..<(at + count) { role[i] = 2 }
      counts.updates += count
    case .insert(let at, let count):
      before[at, default: []] += (0..<count).map { DiffElement(id: nextID + $0, text: "New \(nextID + $0)") }
      nextID += count
      counts.inserts += count
    case .move(let at, let count, let to):
      for i in at..<(at + count) { role[i] = 3 }
      before[to, default: []] += (at..<(at + count)).map { DiffElement(id: $0, text: "Row \($0)") }
      counts.moves += count
    }
  }
  let old = (0..<n).map { DiffElement(id: $0, text: "Row \($0)") }
  var new = [DiffElement<Int>]()
  new.reserveCapacity(n + counts.inserts)
  for i in 0...n {
    if let placed = before[i] { new += placed }
    guard i < n else { break }
    switch role[i] {
    case 1, 3: continue
    case 2: new.append(DiffElement(id: i, text: "Changed \(i)"))
    default: new.append(old[i])
    }
  }
  return DiffCase(
    name: name, summary: summary, old: old, new: new, oldIDs: old.map(\.id), newIDs: new.map(\.id),
    deletes: counts.deletes, inserts: counts.inserts, updates: counts.updates, moves: counts.moves)
}

/// `new` given whole (ids of `old` are `0..<n`; new identifiers are `n...`).
func makeShapedCase(name: String, summary: String, n: Int, newIDs: [Int]) -> DiffCase<Int> {
  let old = (0..<n).map { DiffElement(id: $0, text: "Row \($0)") }
  let new = newIDs.map { DiffElement(id: $0, text: $0 < n ? "Row \($0)" : "New \($0)") }
  let inserts = newIDs.count(where: { $0 >= n })
  return DiffCase(
    name: name, summary: summary, old: old, new: new, oldIDs: old.map(\.id), newIDs: newIDs,
    deletes: n - (newIDs.count - inserts), inserts: inserts, updates: 0, moves: 0)
}

extension DiffCases {
  /// 1M items, one contiguous block: 5 consecutive rows deleted and 5 new rows in their place.
  public static func tenChangesOneBlock(seed: UInt64 = 42) -> DiffCase<Int> {
    var rng = SplitMix64(seed: seed)
    let n = 1_000_000, at = Int(rng.next() % UInt64(n - 10))
    return makeEditedCase(
      name: "1m-10-one-block", summary: "1M items: one block of 5 consecutive deletes + 5 inserts in their place",
      n: n, edits: [.delete(at: at, count: 5), .insert(at: at, count: 5)])
  }

  /// 1M items, 10 changes in four blocks of consecutive rows: 3 deleted, 3 inserted, 2 updated,
  /// 2 moved together elsewhere; one block per quarter of the list, at seeded positions.
  public static func tenChangesBlocks(seed: UInt64 = 42) -> DiffCase<Int> {
    var rng = SplitMix64(seed: seed)
    let n = 1_000_000, quarter = n / 4
    let starts = (0..<4).map { $0 * quarter + Int(rng.next() % UInt64(quarter - 10)) }
    let target = Int(rng.next() % UInt64(quarter - 10)) + 10  // first quarter, off the others
    return makeEditedCase(
      name: "1m-10-blocks",
      summary: "1M items: 4 blocks of consecutive changes: 3 deleted, 3 inserted, 2 updated, 2 moved",
      n: n,
      edits: [
        .delete(at: starts[1], count: 3), .insert(at: starts[2], count: 3), .update(at: starts[3], count: 2),
        .move(at: starts[0], count: 2, to: starts[0] < target ? max(target, starts[0] + 3) : target),
      ])
  }

  /// DeepDiff-style shapes at `n` (default 10k): many inserts at the front, everything
  /// replaced, reversed order, new rows interleaved with the old ones.
  public static func deepDiffShapes(_ n: Int = 10_000) -> [DiffCase<Int>] {
    let l = label(n)
    return [
      makeShapedCase(
        name: "deepdiff-front-inserts-\(l)", summary: "\(l) items, \(label(n / 5)) new ones inserted at the front",
        n: n,
        newIDs: Array(n..<(n + n / 5)) + Array(0..<n)),
      makeShapedCase(
        name: "deepdiff-replace-all-\(l)", summary: "\(l) items all deleted, \(l) new ones inserted", n: n,
        newIDs: Array(n..<(2 * n))),
      makeShapedCase(
        name: "deepdiff-reversed-\(l)", summary: "\(l) items in reversed order", n: n, newIDs: (0..<n).reversed()),
      makeShapedCase(
        name: "deepdiff-interleaved-\(l)", summary: "\(l) items, a new one after each", n: n,
        newIDs: (0..<n).flatMap { [$0, n + $0] }),
    ]
  }
}

extension DiffCase {
  /// Applies `result` to `old` and compares with `new`: each new index takes its old element
  /// (through `newToOld`, with the new content where the result lists an update) or, for an
  /// insert, the new element; ids and contents must match `new`, and the listed deletes must
  /// be exactly the old elements that were not taken. Returns what is wrong, or nil.
  public func verify(_ result: DiffResult) -> String? {
    let map = result.newToOld(oldCount: old.count, newCount: new.count)
    var updated = [Bool](repeating: false, count: new.count)
    var inserted = [Bool](repeating: false, count: new.count)
    var taken = [Bool](repeating: false, count: old.count)
    for index in result.updates {
      guard index >= 0 && index < new.count else { return "update index \(index) out of range" }
      updated[index] = true
    }
    for index in result.inserts {
      guard index >= 0 && index < new.count else { return "insert index \(index) out of range" }
      inserted[index] = true
    }
    for newIndex in 0..<new.count {
      let element: DiffElement<ID>
      if let oldIndex = map[newIndex] {
        guard !inserted[newIndex] else { return "new \(newIndex) is both inserted and taken from old \(oldIndex)" }
        guard !taken[oldIndex] else { return "old \(oldIndex) taken twice" }
        taken[oldIndex] = true
        element = updated[newIndex] ? DiffElement(id: old[oldIndex].id, text: new[newIndex].text) : old[oldIndex]
      } else {
        guard inserted[newIndex] else { return "new \(newIndex) has no old element and is not inserted" }
        element = new[newIndex]
      }
      guard element == new[newIndex] else { return "new \(newIndex): applied \(element), expected \(new[newIndex])" }
    }
    let deleted = Set(result.deletes)
    for oldIndex in 0..<old.count where taken[oldIndex] == deleted.contains(oldIndex) {
      return "old \(oldIndex): \(taken[oldIndex] ? "kept but listed as deleted" : "dropped but not listed as deleted")"
    }
    return nil
  }

  /// `oldIDs.applying(difference) == newIDs`.
  public func verify(_ difference: CollectionDifference<ID>) -> String? {
    guard let applied = oldIDs.applying(difference) else { return "CollectionDifference does not apply" }
    return applied == newIDs ? nil : "CollectionDifference applied differs from new"
  }
}
