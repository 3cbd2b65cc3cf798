import Foundation
import GRDB
import GtkListKitGRDB
import ModelStorage
import XCTest

/// A paged storage sorted by SQL terms: every page read back is SQLite's own order (NULLs, ties,
/// mixed directions), pages are keyset queries without `OFFSET`, live changes land where they sort.
@MainActor
final class PagedDatabaseSortingTests: XCTestCase {
  /// Terms and the hand-written `ORDER BY` SQLite must agree with.
  nonisolated static let mixed =
    "CASE WHEN id % 5 = 0 THEN 't' || (id % 3) WHEN id % 7 = 0 THEN NULL WHEN id % 2 = 0 THEN score * 0.5 ELSE score END"
  nonisolated static let orders: [([SQLSortTerm], String)] = [
    ([SQLSortTerm("name")], "name, rowid"),
    ([SQLSortTerm("name", ascending: false)], "name DESC, rowid"),
    ([SQLSortTerm("score"), SQLSortTerm("name")], "score, name, rowid"),
    ([SQLSortTerm("score", ascending: false), SQLSortTerm("name")], "score DESC, name, rowid"),
    ([SQLSortTerm("score"), SQLSortTerm("name", ascending: false)], "score, name DESC, rowid"),
    ([SQLSortTerm("score", ascending: false), SQLSortTerm("name", ascending: false)], "score DESC, name DESC, rowid"),
    ([SQLSortTerm("length(name)"), SQLSortTerm("score")], "length(name), score, rowid"),
    // Mixed storage classes (NULL < numbers < text), one of them a REAL.
    (
      [SQLSortTerm(PagedDatabaseSortingTests.mixed, ascending: false), SQLSortTerm("name")],
      "\(PagedDatabaseSortingTests.mixed) DESC, name, rowid"
    ),
  ]

  func testEveryPageMatchesSQLiteOrderWithoutOffset() async throws {
    let log = StatementLog()
    let queue = try entryQueue(rows: 10_000, log: log)
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 97, cachedPages: 4)
    await storage.waitUntilLoaded()
    let replay = EntryReplay(storage)
    for (terms, orderBy) in Self.orders {
      log.removeAll()
      await storage.sortAndWait(by: terms)
      XCTAssertEqual(storage.sortTerms, terms)
      XCTAssertEqual(storage.count, 10_000)
      let expected = try referenceIDs(queue, orderBy: orderBy)
      // The new order arrived as moves: the rows the view had, rearranged.
      XCTAssertEqual(replay.shown, expected, orderBy)
      XCTAssertEqual(storage.allIDs(), expected, orderBy)
      // Every page's records, read as a view would: the rows SQLite's order has there.
      let records = await storage.loadedRecords(at: 0..<10_000).map { $0?.id ?? -1 }
      XCTAssertEqual(records, expected, orderBy)
      let statements = log.statements
      XCTAssertFalse(statements.contains { $0.uppercased().contains("OFFSET") }, orderBy)
      // One query a page, by its rows' rowids (the first two come with the order).
      XCTAssertEqual(statements.filter { $0.contains("rowid IN (") }.count, (10_000 + 96) / 97, orderBy)
    }
    await storage.sortAndWait(by: [])
    XCTAssertEqual(storage.sortTerms, [])
    XCTAssertEqual(replay.shown, Array(1...10_000))
    XCTAssertEqual(storage.allIDs(), Array(1...10_000))
    XCTAssertEqual(replay.reloads, 0)
    XCTAssertEqual(replay.updates.count, Self.orders.count + 1)
    XCTAssertTrue(
      replay.updates.allSatisfy { $0.itemChanges.allSatisfy { if case .move = $0 { true } else { false } } })
  }

  func testMoreRowsThanTheMovesLimitAreOnePermutation() async throws {
    let queue = try entryQueue(rows: 100_001)
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 256)
    await storage.waitUntilLoaded()
    let counter = UpdateCounter()
    storage.delegate = counter
    await storage.sortAndWait(by: [SQLSortTerm("score", ascending: false)])
    XCTAssertEqual(counter.reloads, 0)
    XCTAssertEqual(counter.updates, 1, "one update carrying the permutation")
    let head = try referenceIDs(queue, orderBy: "score DESC, rowid LIMIT 600")
    let ids = await storage.loadedRecords(at: 0..<600).map { $0?.id }
    XCTAssertEqual(ids, head)
  }

  func testASortSetRightAfterInitReadsOnlyItsOrder() async throws {
    let log = StatementLog()
    let queue = try entryQueue(rows: 1_000, log: log)
    log.removeAll()
    // A window opened with a saved sort: the rowid order is never read.
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 64)
    storage.sort(by: [SQLSortTerm("score", ascending: false)])
    await storage.waitUntilLoaded()
    XCTAssertEqual(storage.count, 1_000)
    XCTAssertEqual(storage.allIDs(), try referenceIDs(queue, orderBy: "score DESC, rowid"))
    XCTAssertEqual(
      log.statements.filter { $0.hasPrefix("SELECT rowid FROM") },
      [
        "SELECT rowid FROM \"entry\" ORDER BY (score) DESC, rowid"
      ])
  }

  func testAnExpressionSQLiteRejectsKeepsTheOrderShown() async throws {
    let queue = try entryQueue(rows: 50)
    let anomalies = DatabaseAnomalyLog()
    let storage = PagedDatabaseStorage<Entry>(
      writer: queue, table: "entry", pageSize: 10, anomalyHandler: anomalies.handler)
    await storage.waitUntilLoaded()
    await storage.sortAndWait(by: [SQLSortTerm("no_such_column")])
    XCTAssertEqual(storage.sortTerms, [])
    XCTAssertEqual(storage.allIDs(), Array(1...50))
    XCTAssertEqual(anomalies.anomalies.map(\.description), ["sort failed"])
  }

  func testLiveChangesLandWhereTheySortMixedDirections() async throws {
    try await liveChanges([SQLSortTerm("score", ascending: false), SQLSortTerm("name")], "score DESC, name, rowid")
  }

  func testLiveChangesLandWhereTheySortAscending() async throws {
    try await liveChanges([SQLSortTerm("name"), SQLSortTerm("score")], "name, score, rowid")
  }

  /// Inserts, updates (of a key and of another column) and deletes, alone and together, under
  /// `terms`: the replayed updates and the storage both read SQLite's own order after each.
  private func liveChanges(_ terms: [SQLSortTerm], _ orderBy: String) async throws {
    let queue = try entryQueue(rows: 10_000)
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 64, cachedPages: 8)
    await storage.waitUntilLoaded()
    await storage.sortAndWait(by: terms)
    let replay = EntryReplay(storage)
    _ = await storage.loadedRecords(at: [0, 5_000])
    var applied = storage.transactionsApplied
    let ordersBefore = storage.ordersLoaded

    func commit(_ sql: String, _ check: (StorageUpdate) -> Void = { _ in }) async throws {
      try await queue.write { db in try db.execute(sql: sql) }
      let deadline = Date().addingTimeInterval(5)
      while storage.transactionsApplied == applied, Date() < deadline { try await Task.sleep(nanoseconds: 2_000_000) }
      applied = storage.transactionsApplied
      await DatabaseTestPump.until(timeout: 10) { !storage.isLoadingOrder }  // an order read again
      let expected = try referenceIDs(queue, orderBy: orderBy)
      XCTAssertEqual(replay.shown, expected, sql)
      XCTAssertEqual(storage.allIDs(), expected, sql)
      if let last = replay.updates.last { check(last) }
    }

    try await commit("INSERT INTO entry (id, name, score, note) VALUES (20001, 'n3', 5, 'new')") {
      XCTAssertEqual($0.itemChanges.count, 1)
    }
    try await commit("INSERT INTO entry (id, name, score, note) VALUES (20002, NULL, NULL, 'nulls')")
    // A key change moves the row; a change of another column rebinds it in place.
    try await commit("UPDATE entry SET score = 12, name = 'a' WHERE id = 4000") { update in
      XCTAssertTrue(update.itemChanges.contains { if case .move = $0 { true } else { false } })
    }
    try await commit("UPDATE entry SET note = 'edited' WHERE id = 4001") { update in
      XCTAssertEqual(update.itemChanges.count, 1)
      XCTAssertEqual(update.updatedIndexPaths.count, 1)
    }
    try await commit("UPDATE entry SET note = 'bulk' WHERE id BETWEEN 100 AND 140") { update in
      XCTAssertFalse(update.itemChanges.contains { if case .move = $0 { true } else { false } })
    }
    try await commit("DELETE FROM entry WHERE id = 17")
    try await commit(
      """
      INSERT INTO entry (id, name, score, note) VALUES (20003, 'n0', 0, 'x'), (20004, 'n49', NULL, 'y');
      DELETE FROM entry WHERE id IN (1, 9999);
      UPDATE entry SET score = NULL WHERE id IN (2, 3);
      UPDATE entry SET name = 'zz' WHERE id = 20001
      """)
    XCTAssertEqual(replay.reloads, 0)
    // Each of those was placed where it sorts (read in its commit's snapshot), not by reading the
    // whole order again.
    XCTAssertEqual(storage.ordersLoaded, ordersBefore)
    // More placed rows than the limit: the order is read again (off the main thread) and the
    // view gets the difference, no reload.
    let orders = storage.ordersLoaded
    try await commit("UPDATE entry SET score = (score + 1) % 13 WHERE id <= 200")
    XCTAssertEqual(storage.ordersLoaded, orders + 1)
    XCTAssertEqual(replay.reloads, 0)
  }
}

/// Counts what a storage tells its delegate.
@MainActor
final class UpdateCounter: @MainActor StorageUpdating {
  private(set) var updates = 0, reloads = 0
  func storageDidPerformUpdate(_ update: StorageUpdate) { updates += 1 }
  func storageNeedsReloading() { reloads += 1 }
}
