import Foundation
import GRDB
import GtkListKitGRDB
import ModelStorage
import XCTest

/// A sort of more rows than it reports as moves reads only the first pages' rowids; the rest of
/// the order comes by keyset continuation (never `OFFSET`) when a row past them is needed, and
/// a live change that arrives before it lands where it sorts.
@MainActor
final class PagedDatabaseLazySortTests: XCTestCase {
  nonisolated static let rows = 120_000

  /// Commits `sql` now (GRDB's synchronous write, not the async one an async context picks).
  private static func write(_ sql: String, to queue: DatabaseQueue) throws {
    try queue.write { db in try db.execute(sql: sql) }
  }

  /// The rowids in the storage's order, read on to the end (no record is fetched).
  private func order(_ storage: PagedDatabaseStorage<Entry>) -> [Int64?] {
    (0..<storage.count).map { storage.identity(at: IndexPath(item: $0, section: 0)) as? Int64 }
  }

  /// Reads of the order that took every row left: a sort that read the whole order.
  private func wholeOrderReads(_ log: StatementLog) -> [String] {
    log.statements.filter { $0.hasPrefix("SELECT rowid FROM") && !$0.contains("LIMIT") }
  }

  func testASortReadsTheFirstPagesAndTheRestByKeysetOnDemand() async throws {
    let log = StatementLog()
    let queue = try entryQueue(rows: Self.rows, log: log)
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 64, cachedPages: 4)
    for (terms, orderBy) in [
      ([SQLSortTerm("score"), SQLSortTerm("name")], "score, name, rowid"),
      ([SQLSortTerm("score", ascending: false), SQLSortTerm("name")], "score DESC, name, rowid"),
    ] {
      log.removeAll()
      storage.sort(by: terms)
      XCTAssertEqual(storage.count, Self.rows)
      XCTAssertEqual(wholeOrderReads(log), [], "\(orderBy): the sort read only the first pages")
      let expected = try referenceIDs(queue, orderBy: orderBy)
      XCTAssertEqual((0..<100).map { storage.record(at: $0)?.id }, Array(expected.prefix(100)), orderBy)
      // A jump to the end reads on to it; then every row is where SQLite puts it.
      XCTAssertEqual(storage.record(at: Self.rows - 1)?.id, expected.last, orderBy)
      XCTAssertEqual(order(storage), expected, orderBy)
      XCTAssertEqual((70_000..<70_300).map { storage.record(at: $0)?.id }, Array(expected[70_000..<70_300]), orderBy)
      XCTAssertFalse(log.statements.contains { $0.uppercased().contains("OFFSET") }, orderBy)
    }
  }

  func testTheMainLoopReadsTheRestInChunks() async throws {
    let log = StatementLog()
    let queue = try entryQueue(rows: Self.rows, log: log)
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 64)
    storage.sort(by: [SQLSortTerm("score"), SQLSortTerm("name")])
    // Suspended, the test lets the main queue run the chunks (GRDB's delivery queue).
    let deadline = Date().addingTimeInterval(10)
    func chunks() -> Int { log.statements.filter { $0.hasSuffix("LIMIT 32768") }.count }
    while chunks() < (Self.rows + 32_767) / 32_768, Date() < deadline { try await Task.sleep(nanoseconds: 5_000_000) }
    XCTAssertEqual(chunks(), (Self.rows - 256 + 32_767) / 32_768)
    log.removeAll()
    XCTAssertEqual(order(storage), try referenceIDs(queue, orderBy: "score, name, rowid"))
    XCTAssertEqual(
      log.statements.filter { $0.hasPrefix("SELECT rowid FROM") }, [],
      "no read left: the main loop read the whole order")
    XCTAssertEqual(wholeOrderReads(log), [])
  }

  func testARowIsLocatedByRowidBeforeTheOrderIsRead() async throws {
    let queue = try entryQueue(rows: Self.rows)
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 64)
    storage.sort(by: [SQLSortTerm("score", ascending: false), SQLSortTerm("name")])
    let expected = try referenceIDs(queue, orderBy: "score DESC, name, rowid")
    for position in [Self.rows - 1, 70_000, 3] {
      XCTAssertEqual(
        storage.indexPath(ofIdentity: AnyHashable(expected[position])), IndexPath(item: position, section: 0))
    }
    XCTAssertNil(storage.indexPath(ofIdentity: AnyHashable(Int64(Self.rows + 1))))
  }

  func testLiveChangesBeforeTheOrderIsReadLandWhereTheySort() async throws {
    let log = StatementLog()
    let queue = try entryQueue(rows: Self.rows, log: log)
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 256, cachedPages: 8)
    let orderBy = "score DESC, name, rowid"
    storage.sort(by: [SQLSortTerm("score", ascending: false), SQLSortTerm("name")])
    var expected = try referenceIDs(queue, orderBy: orderBy)
    XCTAssertEqual(Self.rows, expected.count)
    let replay = EntryReplay(storage, shown: expected, shownRows: 200)
    XCTAssertEqual((0..<200).map { storage.record(at: $0)?.id }, Array(expected.prefix(200)))
    var applied = storage.transactionsApplied
    // Written synchronously: the delivery is queued before the next main-loop chunk of the order,
    // which waits for it, so the first commit lands on the first pages alone.
    func commit(_ sql: String) async throws {
      try Self.write(sql, to: queue)
      let deadline = Date().addingTimeInterval(5)
      while storage.transactionsApplied == applied, Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
      applied = storage.transactionsApplied
      XCTAssertEqual(wholeOrderReads(log), [], "\(sql): applied without reading the whole order")
      expected = try referenceIDs(queue, orderBy: orderBy)
      XCTAssertEqual(storage.count, expected.count, sql)
      XCTAssertEqual(replay.shown.count, expected.count, sql)
      // The rows a view has shown are the database's; the rest is read when asked for.
      XCTAssertEqual(Array(replay.shown.prefix(200)), Array(expected.prefix(200)), sql)
      XCTAssertEqual((0..<200).map { storage.record(at: $0)?.id }, Array(expected.prefix(200)), sql)
    }
    // One transaction: on top, deleted from the top and from far down, moved up from far down
    // and down from the top, edited in place.
    try await commit(
      """
      INSERT INTO entry (id, name, score, note) VALUES (200001, 'a', 13, 'top');
      DELETE FROM entry WHERE id IN (\(expected[10]), \(expected[100_000]));
      UPDATE entry SET score = 14 WHERE id = \(expected[90_000]);
      UPDATE entry SET score = 0 WHERE id = \(expected[5]);
      UPDATE entry SET note = 'edited' WHERE id = \(expected[20])
      """)
    // The same one at a time (the order may be read further meanwhile).
    try await commit("DELETE FROM entry WHERE id = \(expected[100_000])")
    try await commit("UPDATE entry SET score = 14 WHERE id = \(expected[80_000])")
    try await commit("UPDATE entry SET score = 0 WHERE id = \(expected[3])")
    try await commit(
      "INSERT INTO entry (id, name, score, note) VALUES (200002, 'n1', 1, 'x'); DELETE FROM entry WHERE id = \(expected[2])"
    )
    XCTAssertEqual(replay.reloads, 0)
    XCTAssertEqual(order(storage), try referenceIDs(queue, orderBy: orderBy), "the whole order, read after the changes")
  }
}
