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
    check(count: count, seed: seed) { Model(id: $0) }
    check(count: count, seed: seed) { NamedModel(id: "n\($0)") }
  }

  private func check<Element: Identifiable & Equatable>(
    count: Int, seed: UInt64, _ make: (Int) -> Element
  ) {
    var random = SplitMix(state: seed)
    // Ids from a range smaller than the list, so both sides hold repeats and ids of the other.
    let old = (0..<count).map { _ in make(random.below(count * 2 / 3)) }
    let new = (0..<count).map { _ in make(random.below(count * 2 / 3)) }
    let base = 3
    let oldLeft = DiffLeftovers(skipped: [3, 5, 8], rest: 10..<count)
    let newLeft = DiffLeftovers(skipped: [4, 6], rest: 9..<count)
    old.withUnsafeBufferPointer { oldBuffer in
      new.withUnsafeBufferPointer { newBuffer in
        let input = IdentifiableDiffInput(old: oldBuffer, new: newBuffer)
        func run(partitioned: Bool) -> ([Int], [Bool], Int) {
          var newToOld = [Int](repeating: -1, count: count - base)
          var oldMatched = [Bool](repeating: false, count: count - base)
          var tally = DuplicateTally<Element.ID>(newCount: count)
          if partitioned {
            Diff.matchByPartitions(
              input, oldLeft: oldLeft, newLeft: newLeft, oldBase: base, newBase: base,
              newToOld: &newToOld, oldMatched: &oldMatched, tally: &tally)
          } else {
            Diff.matchByTable(
              input, oldLeft: oldLeft, newLeft: newLeft, oldBase: base, newBase: base,
              newToOld: &newToOld, oldMatched: &oldMatched, tally: &tally)
          }
          return (newToOld, oldMatched, tally.count)
        }
        let table = run(partitioned: false), partitions = run(partitioned: true)
        #expect(partitions.0 == table.0, "the same new → old pairs")
        #expect(partitions.1 == table.1, "the same old elements matched")
        #expect(partitions.2 == table.2, "the same duplicate count")
        #expect(table.0.contains { $0 >= 0 } && table.2 > 0, "the input pairs and repeats")
      }
    }
  }
}

/// A model identified by a string: the diff hashes it through `Hasher`.
private struct NamedModel: Identifiable, Equatable {
  let id: String
}
