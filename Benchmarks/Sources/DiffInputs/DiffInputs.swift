import Foundation
import ModelStorage

/// splitmix64, bit for bit the generator of Benchmarks/README.md (also used by the C and
/// Python baselines).
public struct SplitMix64: Sendable {
  public var state: UInt64
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// In [0, 1).
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

  /// `count` distinct positions in `0..<n`, drawn as `next() % n` skipping repeats, sorted
  /// ascending: the protocol's scattered positions.
  public mutating func scatteredPositions(n: Int, count: Int) -> [Int] {
    var seen = [Bool](repeating: false, count: n)
    var positions = [Int]()
    positions.reserveCapacity(count)
    while positions.count < count {
      let p = Int(next() % UInt64(n))
      if seen[p] { continue }
      seen[p] = true
      positions.append(p)
    }
    positions.sort()
    return positions
  }
}

/// A diffed element: identity `id`, content `text` (short: stored inline, no allocation).
public struct DiffElement<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
  public let id: ID
  public var text: String
  public init(id: ID, text: String) {
    self.id = id
    self.text = text
  }
}

/// One diff input: the old and new arrays, and their identifiers for `CollectionDifference`.
public struct DiffCase<ID: Hashable & Sendable>: Sendable {
  public let name: String
  public let summary: String
  public let old: [DiffElement<ID>]
  public let new: [DiffElement<ID>]
  public let oldIDs: [ID]
  public let newIDs: [ID]
  /// What was done to `old`.
  public let deletes: Int, inserts: Int, updates: Int, moves: Int

  public var n: Int { old.count }

  /// ModelStorage's diff (identity + content).
  @inline(never)
  public func runDiff() -> DiffResult { Diff.changes(from: old, to: new) }

  /// Swift's `CollectionDifference` on the same identifiers, moves inferred.
  @inline(never)
  public func runCollectionDifference() -> CollectionDifference<ID> {
    newIDs.difference(from: oldIDs).inferringMoves()
  }
}

/// Builds `old` = n elements, then `new` = `old` with `deletes` elements removed, `updates`
/// elements given new content (same id), `moves` elements taken out and put back elsewhere,
/// and `inserts` new identifiers, all at seeded random positions.
public func makeDiffCase<ID: Hashable & Sendable>(
  name: String, summary: String, n: Int, deletes: Int, inserts: Int, updates: Int, moves: Int,
  seed: UInt64 = 42, id makeID: (Int) -> ID
) -> DiffCase<ID> {
  var rng = SplitMix64(seed: seed)
  let old = (0..<n).map { DiffElement(id: makeID($0), text: "Row \($0)") }
  // Distinct positions for each role: 0 untouched, 1 delete, 2 update, 3 move.
  var role = [UInt8](repeating: 0, count: n)
  func pick(_ count: Int, _ value: UInt8) {
    var picked = 0
    while picked < count {
      let p = Int(rng.next() % UInt64(n))
      if role[p] != 0 { continue }
      role[p] = value
      picked += 1
    }
  }
  pick(deletes, 1)
  pick(updates, 2)
  pick(moves, 3)
  var base = [DiffElement<ID>]()
  base.reserveCapacity(n + inserts)
  var moved = [DiffElement<ID>]()
  for (index, element) in old.enumerated() {
    switch role[index] {
    case 1: continue
    case 2: base.append(DiffElement(id: element.id, text: "Changed \(index)"))
    case 3: moved.append(element)
    default: base.append(element)
    }
  }
  // Moved elements and new identifiers go to random slots of `base`, merged in one pass.
  var additions = moved + (0..<inserts).map { DiffElement(id: makeID(n + $0), text: "New \($0)") }
  var slots = additions.indices.map { _ in Int(rng.next() % UInt64(base.count + 1)) }
  let order = additions.indices.sorted { (slots[$0], $0) < (slots[$1], $1) }
  additions = order.map { additions[$0] }
  slots = order.map { slots[$0] }
  var new = [DiffElement<ID>]()
  new.reserveCapacity(base.count + additions.count)
  var next = 0
  for (index, element) in base.enumerated() {
    while next < additions.count, slots[next] == index {
      new.append(additions[next])
      next += 1
    }
    new.append(element)
  }
  while next < additions.count {
    new.append(additions[next])
    next += 1
  }
  return DiffCase(
    name: name, summary: summary, old: old, new: new, oldIDs: old.map(\.id), newIDs: new.map(\.id),
    deletes: deletes, inserts: inserts, updates: updates, moves: moves)
}

/// Deterministic UUIDs from splitmix64 (seeded by index, so old and new agree).
public func seededUUID(_ index: Int) -> UUID {
  var rng = SplitMix64(seed: 0xD1FF_0000 &+ UInt64(index))
  let a = rng.next(), b = rng.next()
  func byte(_ word: UInt64, _ k: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (8 * k)) }
  return UUID(
    uuid: (
      byte(a, 0), byte(a, 1), byte(a, 2), byte(a, 3), byte(a, 4), byte(a, 5), byte(a, 6), byte(a, 7),
      byte(b, 0), byte(b, 1), byte(b, 2), byte(b, 3), byte(b, 4), byte(b, 5), byte(b, 6), byte(b, 7)
    ))
}

/// The diff cases of BENCHMARKS.md (targets: `DIFF_TARGETS` in plan.py), by name.
public enum DiffCases {
  /// 1% id changes (0.5% deleted, 0.5% inserted), 1% content updates, 0.2% moves.
  public static func sparse(_ n: Int) -> DiffCase<Int> {
    makeDiffCase(
      name: "sparse-\(label(n))", summary: "\(label(n)) items: 0.5% deleted, 0.5% inserted, 1% updated, 0.2% moved",
      n: n, deletes: n / 200, inserts: n / 200, updates: n / 100, moves: n / 500, id: { $0 })
  }

  /// DifferenceKit's benchmark: 100k UUIDs, 10k deleted, 10k inserted, 2k moved.
  public static func differenceKit() -> DiffCase<UUID> {
    makeDiffCase(
      name: "differencekit-100k", summary: "100k UUIDs: 10k deleted, 10k inserted, 2k moved (DifferenceKit's case)",
      n: 100_000, deletes: 10_000, inserts: 10_000, updates: 0, moves: 2_000, id: seededUUID)
  }

  /// 1M items, 10 changes (5 deleted, 5 inserted).
  public static func tenChanges() -> DiffCase<Int> {
    makeDiffCase(
      name: "1m-10-random", summary: "1M items: 10 changes at random positions (5 deleted, 5 inserted)",
      n: 1_000_000, deletes: 5, inserts: 5, updates: 0, moves: 0, id: { $0 })
  }

  public static func label(_ n: Int) -> String {
    n >= 1_000_000 && n % 1_000_000 == 0 ? "\(n / 1_000_000)M" : n >= 1000 && n % 1000 == 0 ? "\(n / 1000)k" : "\(n)"
  }
}
