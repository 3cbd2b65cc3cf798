import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// Where a reordering puts each row (`Reordering`, the replace path of a large sort), worked out
/// from the sections' permutations only when a row is asked for.
final class ReorderingTests: XCTestCase {
  /// Two sections with headers: rows 0 and 5 are headers, 1–4 and 6–8 items.
  private let layout = FlatLayout(itemCounts: [4, 3], headers: [true, true])

  private func update(_ orders: [Int: [Int]], moves: [ItemChange] = []) -> StorageUpdate {
    var update = StorageUpdate(sectionChanges: orders.keys.sorted().map { .replaceItems($0) }, itemChanges: moves)
    for (section, order) in orders { update.reorderings[section] = order }
    return update
  }

  func testAPermutationMapsEachRowToWhereItsItemWent() throws {
    // Section 0 reversed (order[new] = old); section 1 has no permutation and stays.
    let reordering = try XCTUnwrap(Reordering(update([0: [3, 2, 1, 0]]), in: layout))
    XCTAssertEqual(reordering.moves, 4)
    XCTAssertEqual((0..<9).map { reordering.newPosition(of: $0, in: layout) }, [0, 4, 3, 2, 1, 5, 6, 7, 8])
  }

  func testPermutationsOfEverySectionAreApplied() throws {
    let reordering = try XCTUnwrap(Reordering(update([0: [1, 0, 2, 3], 1: [2, 0, 1]]), in: layout))
    XCTAssertEqual(reordering.moves, 7)
    XCTAssertEqual((0..<9).map { reordering.newPosition(of: $0, in: layout) }, [0, 2, 1, 3, 4, 5, 7, 8, 6])
  }

  func testAPermutationWithMovesInAnotherSectionPlacesBoth() throws {
    let move = ItemChange.move(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
    let reordering = try XCTUnwrap(Reordering(update([0: [3, 2, 1, 0]], moves: [move]), in: layout))
    XCTAssertEqual(reordering.moves, 5)
    XCTAssertEqual((0..<9).map { reordering.newPosition(of: $0, in: layout) }, [0, 4, 3, 2, 1, 5, 8, 6, 7])
  }

  func testAPermutationThatRepeatsAnItemLosesOnlyTheItemItLacks() throws {
    // Old item 3 appears nowhere: it has no new place; the others have theirs. No trap.
    let reordering = try XCTUnwrap(Reordering(update([0: [0, 1, 2, 2]]), in: layout))
    XCTAssertEqual(reordering.newPosition(of: 1, in: layout), 1)
    XCTAssertNil(reordering.newPosition(of: 4, in: layout))
  }

  func testAPermutationOfTheWrongLengthIsNoReordering() {
    XCTAssertNil(Reordering(update([0: [1, 0]]), in: layout))
  }

  func testInsertsAreNoReordering() {
    let insert = ItemChange.insert(IndexPath(item: 0, section: 1))
    XCTAssertNil(Reordering(StorageUpdate(itemChanges: [insert]), in: layout))
  }
}
