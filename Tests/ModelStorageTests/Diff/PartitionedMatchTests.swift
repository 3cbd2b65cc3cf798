import Foundation
import Testing

@testable import ModelStorage

/// The partitioned pairing used for large leftovers finds exactly what the single table finds:
/// the same pairs, the same unmatched elements and the same duplicate count, with repeats,
/// skipped indices and offsets, at sizes below the partition threshold and above it.
@Suite struct PartitionedMatchTests {
  @Test(arguments: [(500, 1), (5_000, 2), (70_000, 3), (140_000, 4)])
  func partitionsPairAsTheTableDoes(count: Int, seed: UInt64) {
    // `Int` identifiers are hashed again in each pass; others keep their hashes between passes.
    checkPairing(.partitions, count: count, seed: seed) { Model(id: $0) }
    checkPairing(.partitions, count: count, seed: seed) { NamedModel(id: "n\($0)") }
  }
}

/// How a test pairs leftovers besides the single table: partitions, or the sieve first.
enum PairingWay { case table, partitions, sieveThenTable }

/// Pairs the same leftovers with one table and `way`, and expects the same pairs, matched old
/// elements and duplicate count. Ids come from a range smaller than the list, so both sides
/// repeat; a new element takes an id of the old range with probability `shared`, otherwise one
/// no old element has. Returns whether the sieve ran (it gives up when most may pair).
@discardableResult
func checkPairing<Element: Identifiable & Equatable>(
  _ way: PairingWay, count: Int, seed: UInt64, shared: Double = 1, _ make: (Int) -> Element
) -> Bool {
  var random = SplitMix(state: seed)
  let old = (0..<count).map { _ in make(random.below(count * 2 / 3)) }
  let new = (0..<count).map { _ in
    let offset = Double(random.below(1_000_000)) < shared * 1_000_000 ? 0 : count
    return make(random.below(count * 2 / 3) + offset)
  }
  let base = 3
  let oldLeft = DiffLeftovers(skipped: [3, 5, 8], rest: 10..<count)
  let newLeft = DiffLeftovers(skipped: [4, 6], rest: 9..<count)
  return old.withUnsafeBufferPointer { oldBuffer in
    new.withUnsafeBufferPointer { newBuffer in
      let input = IdentifiableDiffInput(old: oldBuffer, new: newBuffer)
      let table = pairLeftovers(input, oldLeft, newLeft, base: base, count: count, way: .table)
      let other = pairLeftovers(input, oldLeft, newLeft, base: base, count: count, way: way)
      #expect(other.newToOld == table.newToOld, "the same new → old pairs")
      #expect(other.oldMatched == table.oldMatched, "the same old elements matched")
      #expect(other.duplicates == table.duplicates, "the same duplicate count")
      #expect(table.newToOld.contains { $0 >= 0 } && table.duplicates > 0, "the input pairs and repeats")
      return other.sieved
    }
  }
}

/// Pairs `oldLeft` and `newLeft` of `input` (both sides `count` long, indices from `base`).
private func pairLeftovers<Input: DiffInput>(
  _ input: Input, _ oldLeft: DiffLeftovers, _ newLeft: DiffLeftovers, base: Int, count: Int, way: PairingWay
) -> (newToOld: [Int], oldMatched: [Bool], duplicates: Int, sieved: Bool) {
  var newToOld = [Int](repeating: -1, count: count - base)
  var oldMatched = [Bool](repeating: false, count: count - base)
  var tally = DuplicateTally<Input.ID>(newCount: count)
  var (oldKept, newKept) = (oldLeft, newLeft)
  let kept = way == .sieveThenTable ? Diff.sieve(input, oldLeft: oldLeft, newLeft: newLeft, tally: &tally) : nil
  if let kept { (oldKept, newKept) = kept }
  if way == .partitions {
    Diff.matchByPartitions(
      input, oldLeft: oldKept, newLeft: newKept, oldBase: base, newBase: base,
      newToOld: &newToOld, oldMatched: &oldMatched, tally: &tally)
  } else {
    Diff.matchByTable(
      input, oldLeft: oldKept, newLeft: newKept, oldBase: base, newBase: base,
      newToOld: &newToOld, oldMatched: &oldMatched, tally: &tally)
  }
  return (newToOld, oldMatched, tally.count, kept != nil)
}

/// A model identified by a string: the diff hashes it through `Hasher`.
struct NamedModel: Identifiable, Equatable {
  let id: String
}
