import Foundation
import GRDB
import GtkListKitGRDB
import ModelStorage
import XCTest

/// A paged storage filtered by an SQL predicate at run time: the rows are SQLite's for the
/// predicate and order, the change arrives as deletes and inserts of the rows that left and came
/// (the rows that stay keep their identity), live changes keep to the filter, bad SQL is reported
/// and changes nothing.
@MainActor
final class PagedDatabaseFilterTests: XCTestCase {
  private func reference(_ queue: DatabaseQueue, where predicate: String, orderBy: String = "rowid") throws -> [Int64] {
    try queue.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM entry WHERE \(predicate) ORDER BY \(orderBy)") }
  }

  private func filterAndWait(_ storage: PagedDatabaseStorage<Entry>, _ predicate: SQL?) async {
    storage.filter(by: predicate)
    await DatabaseTestPump.until(timeout: 30) { !storage.isLoadingOrder }
  }

  func testAFilterShowsSQLitesRowsAsTheSmallestChange() async throws {
    let log = StatementLog()
    let queue = try entryQueue(rows: 5_000, log: log)
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 97, cachedPages: 4)
    await storage.waitUntilLoaded()
    let replay = EntryReplay(storage)
    let threshold = 6
    log.removeAll()
    await filterAndWait(storage, "score >= \(threshold)")
    XCTAssertFalse(log.statements.contains { $0.contains("score >= 6") }, "the value is an argument, not text")
    XCTAssertTrue(log.statements.contains { $0.contains("WHERE (score >= ?) ORDER BY rowid") })
    let expected = try reference(queue, where: "score >= 6")
    XCTAssertEqual(storage.allIDs(), expected)
    XCTAssertEqual(replay.shown, expected, "deletes of the rows that left, the others kept")
    XCTAssertEqual(replay.reloads, 0)
    XCTAssertTrue(replay.updates.last?.itemChanges.allSatisfy { if case .delete = $0 { true } else { false } } ?? false)
    let records = await storage.loadedRecords(at: 0..<storage.count).map { $0?.id ?? -1 }
    XCTAssertEqual(records, expected)
    XCTAssertNotNil(storage.filter)
    // A sort keeps the filter; a wider filter inserts; no filter shows every row again.
    await storage.sortAndWait(by: [SQLSortTerm("score", ascending: false), SQLSortTerm("name")])
    XCTAssertEqual(storage.allIDs(), try reference(queue, where: "score >= 6", orderBy: "score DESC, name, rowid"))
    await filterAndWait(storage, SQL(Column("score") >= 3))
    let wider = try reference(queue, where: "score >= 3", orderBy: "score DESC, name, rowid")
    XCTAssertEqual(storage.allIDs(), wider)
    XCTAssertEqual(replay.shown, wider)
    await filterAndWait(storage, nil)
    XCTAssertNil(storage.filter)
    XCTAssertEqual(storage.count, 5_000)
    XCTAssertEqual(replay.shown, try referenceIDs(queue, orderBy: "score DESC, name, rowid"))
    XCTAssertEqual(replay.reloads, 0)
  }

  func testBadSQLIsReportedAndKeepsTheRows() async throws {
    let queue = try entryQueue(rows: 2_000)
    let anomalies = DatabaseAnomalyLog()
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", anomalyHandler: anomalies.handler)
    await storage.waitUntilLoaded()
    await filterAndWait(storage, "score < 4")
    let shown = storage.allIDs()
    let replay = EntryReplay(storage)
    for bad: SQL in ["no_such_column = 1", "score <", "score = \(1) AND name = :named"] {
      await filterAndWait(storage, bad)
      XCTAssertEqual(storage.allIDs(), shown, "\(bad)")
    }
    XCTAssertEqual(anomalies.anomalies.count, 3)
    XCTAssertTrue(anomalies.anomalies.allSatisfy { if case .filterFailed = $0 { true } else { false } })
    XCTAssertEqual(replay.updates.count, 0)
    // The filter shown stays the one applied: a sort and a reload keep it.
    await storage.sortAndWait(by: [SQLSortTerm("name")])
    XCTAssertEqual(storage.allIDs(), try reference(queue, where: "score < 4", orderBy: "name, rowid"))
    await storage.reloadAndWait()
    XCTAssertEqual(storage.allIDs(), try reference(queue, where: "score < 4", orderBy: "name, rowid"))
  }

  func testLiveChangesKeepToTheFilter() async throws {
    for terms in [[], [SQLSortTerm("name"), SQLSortTerm("score", ascending: false)]] {
      let queue = try entryQueue(rows: 3_000)
      let orderBy = terms.isEmpty ? "rowid" : "name, score DESC, rowid"
      let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 64)
      await storage.waitUntilLoaded()
      await storage.sortAndWait(by: terms)
      await filterAndWait(storage, "score BETWEEN 2 AND 8")
      let replay = EntryReplay(storage)
      let steps = [
        "INSERT INTO entry (id, name, score, note) VALUES (5001, 'n3', 5, 'in'), (5002, 'n3', 12, 'out')",
        // Leaves (score 2 -> 11), enters (12 -> 3), stays but moves (name), stays out.
        "UPDATE entry SET score = 11 WHERE id IN (SELECT id FROM entry WHERE score = 2 LIMIT 3)",
        "UPDATE entry SET score = 3 WHERE id IN (SELECT id FROM entry WHERE score = 12 LIMIT 3)",
        "UPDATE entry SET name = 'a' || name WHERE id IN (SELECT id FROM entry WHERE score = 5 LIMIT 4)",
        "UPDATE entry SET note = 'x' WHERE id IN (SELECT id FROM entry WHERE score = 0 LIMIT 4)",
        "DELETE FROM entry WHERE id IN (SELECT id FROM entry WHERE score IN (0, 4) LIMIT 6)",
        // More rows than are placed one by one: the order is read again.
        "UPDATE entry SET score = 7 WHERE id % 40 = 1",
      ]
      for sql in steps {
        let applied = storage.transactionsApplied
        try await queue.write { db in try db.execute(sql: sql) }
        await DatabaseTestPump.until(timeout: 30) { storage.transactionsApplied > applied && !storage.isLoadingOrder }
        let expected = try reference(queue, where: "score BETWEEN 2 AND 8", orderBy: orderBy)
        XCTAssertEqual(storage.allIDs(), expected, "\(orderBy): \(sql)")
        XCTAssertEqual(replay.shown, expected, "\(orderBy): \(sql)")
      }
      let records = await storage.loadedRecords(at: 0..<storage.count).map { $0?.id ?? -1 }
      XCTAssertEqual(records, storage.allIDs())
    }
  }
}
