import Foundation
import XCTest

@testable import ModelStorage

/// A new key order that drops or brings many keys (a database filter) is reported as the
/// survivors of the keys shown, by identity, not as one change per key; a small one as a diff.
final class KeyOrderChangeTests: XCTestCase {
  private func survivors(_ change: KeyOrderChange) -> [Int]? {
    if case .survivors(let survivors) = change { survivors } else { nil }
  }

  func testAFilterOfManyKeysReportsWhereEachShownKeyWent() throws {
    let old = (1...30_000).map(Int64.init)
    let new = old.filter { $0 % 7 == 3 }
    let change = KeyOrderChange(from: old, to: new, movesUpTo: 10_000)
    let mapped = try XCTUnwrap(survivors(change))
    XCTAssertEqual(mapped.count, old.count)
    for (index, key) in old.enumerated() {
      XCTAssertEqual(mapped[index], new.firstIndex(of: key) ?? -1, "key \(key)")
      if index > 200 { break }
    }
    XCTAssertEqual(mapped.filter { $0 >= 0 }, Array(new.indices))
    let update = try XCTUnwrap(change.storageUpdate)
    XCTAssertEqual(update.sectionChanges, [.replaceItems(0)])
    XCTAssertTrue(update.itemChanges.isEmpty)
    // A selection follows by key: key 3 (old 2) is the new first, key 1 left.
    XCTAssertEqual(update.indexPath(following: IndexPath(item: 2, section: 0)), IndexPath(item: 0, section: 0))
    XCTAssertNil(update.indexPath(following: IndexPath(item: 0, section: 0)))
    // Back to every key: each shown key finds its place among the new ones.
    let back = try XCTUnwrap(survivors(KeyOrderChange(from: new, to: old, movesUpTo: 10_000)))
    XCTAssertEqual(back, new.map { Int($0) - 1 })
  }

  func testKeysOutOfOrderArePairedByKey() throws {
    let old = (1...20_000).map { Int64(($0 * 7_919) % 20_011) }
    let new = old.filter { $0 % 5 == 0 }.reversed().map { $0 }
    let mapped = try XCTUnwrap(survivors(KeyOrderChange(from: old, to: new, movesUpTo: 10_000)))
    let place = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
    XCTAssertEqual(mapped, old.map { place[$0] ?? -1 })
    let wider = try XCTUnwrap(survivors(KeyOrderChange(from: new, to: old, movesUpTo: 10_000)))
    let oldPlace = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
    XCTAssertEqual(wider, new.map { oldPlace[$0]! })
  }

  func testFewChangesStayADiff() {
    let old = (1...20_000).map(Int64.init)
    let new = old.filter { $0 % 1_000 != 0 }
    guard case .diff(let diff) = KeyOrderChange(from: old, to: new, movesUpTo: 10_000) else {
      return XCTFail("20 deletes are a diff")
    }
    XCTAssertEqual(diff.deletes.count, 20)
    XCTAssertNil(KeyOrderChange.survivors(from: [1, 2, 3], to: [2], changesAbove: 10_000))
  }
}
