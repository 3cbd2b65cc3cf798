import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import Logging
import ModelStorage
import PostgresNIO
import XCTest

/// Bad input gets a typed anomaly, never a crash: a missing table, a key that is not unique, a
/// filter the server rejects, a table without its change log, a table dropped while shown, a
/// write the server refuses.
@MainActor
final class PostgresBadInputTests: GtkTestCase {
  private func open(
    _ test: TestServer, table: String, key: String = "id", filter: String? = nil, anomalies: PostgresAnomalyLog
  ) async -> (PostgresStorage<Ticket>, TestWindow) {
    let storage = PostgresStorage<Ticket>(
      server: test.server, table: table, key: key, filter: filter, anomalyHandler: anomalies.handler,
      decode: Ticket.decode)
    let manager = ListViewManager()
    manager.register(TicketCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    await PostgresTestPump.until { !storage.isLoadingOrder }
    await storage.settle(window)
    return (storage, window)
  }

  func testAMissingTableAKeyThatIsNotUniqueAndABadFilterAreReported() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 20)
    let anomalies = PostgresAnomalyLog()
    let (missing, w1) = await open(test, table: "no_such_table", anomalies: anomalies)
    let (notUnique, w2) = await open(test, table: test.table, key: "rank", anomalies: anomalies)
    let (badFilter, w3) = await open(test, table: test.table, filter: "no_such_column > 3", anomalies: anomalies)
    defer {
      for window in [w1, w2, w3] { window.close() }
      for storage in [missing, notUnique, badFilter] { storage.close() }
    }
    await PostgresTestPump.until { anomalies.anomalies.count >= 3 }
    XCTAssertEqual(missing.count, 0)
    XCTAssertEqual(notUnique.count, 0)
    XCTAssertEqual(badFilter.count, 0)
    let reported = anomalies.anomalies
    XCTAssertTrue(reported.contains(.tableNotFound("no_such_table")), "\(reported)")
    XCTAssertTrue(reported.contains(.keyNotUnique(table: test.table, key: "rank")), "\(reported)")
    XCTAssertTrue(
      reported.contains { if case .orderFailed(let text) = $0 { text.contains("no_such_column") } else { false } },
      "\(reported)")
  }

  func testATableWithoutItsChangeLogIsShownAndReported() async throws {
    let test = try TestServer()
    try await test.execute(
      """
      CREATE TABLE \(test.table) (id bigint PRIMARY KEY, title text NOT NULL, rank int NOT NULL);
      INSERT INTO \(test.table) VALUES (1, 'one', 1), (2, 'two', 2)
      """)
    let anomalies = PostgresAnomalyLog()
    let (storage, window) = await open(test, table: test.table, anomalies: anomalies)
    defer {
      window.close()
      storage.close()
    }
    XCTAssertEqual(storage.heldKeys, [1, 2])
    XCTAssertEqual(anomalies.anomalies, [.changeLogMissing(test.table)])
  }

  func testADroppedTableAndARefusedWriteKeepTheRowsShown() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 30)
    let anomalies = PostgresAnomalyLog()
    let (storage, window) = await open(test, table: test.table, anomalies: anomalies)
    defer {
      window.close()
      storage.close()
    }
    XCTAssertEqual(storage.count, 30)
    // A write the server refuses (NOT NULL) rolls back: reported, the rows stay the server's.
    let table = test.table
    let wrote = await storage.write { connection in
      try await connection.query(
        PostgresQuery(unsafeSQL: "INSERT INTO \(table) (title, rank) VALUES ('ok', 1)"), logger: .init(label: "t"))
      try await connection.query(
        PostgresQuery(unsafeSQL: "INSERT INTO \(table) (title, rank) VALUES (NULL, 1)"), logger: .init(label: "t"))
    }
    XCTAssertFalse(wrote)
    XCTAssertTrue(
      anomalies.anomalies.contains { if case .writeFailed(let text) = $0 { text.contains("null") } else { false } },
      "\(anomalies.anomalies)")
    try await Task.sleep(for: .milliseconds(200))
    XCTAssertEqual(storage.count, 30, "the rolled-back insert is not shown")
    // Dropped while shown: the next read fails, is reported, and the rows shown stay.
    try await test.execute("DROP TABLE \(table)")
    storage.reload()
    await PostgresTestPump.until { anomalies.anomalies.contains(.tableNotFound(table)) }
    XCTAssertTrue(anomalies.anomalies.contains(.tableNotFound(table)), "\(anomalies.anomalies)")
    XCTAssertEqual(storage.count, 30)
    GtkTestEnvironment.settle(window)
  }
}

/// A filtered list follows rows into and out of its filter, in key order and sorted.
@MainActor
final class PostgresFilterTests: GtkTestCase {
  func testRowsEnterAndLeaveTheFilterAsOtherClientsChangeThem() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 300)
    for terms in [[], [SQLSortTerm("rank", ascending: false)]] {
      let storage = PostgresStorage<Ticket>(
        server: test.server, table: test.table, filter: "rank < 50", sortedBy: terms, pageSize: 32,
        decode: Ticket.decode)
      let manager = ListViewManager()
      manager.register(TicketCell.self)
      manager.storage = storage
      let window = TestWindow(child: manager.widget)
      defer {
        window.close()
        storage.close()
      }
      await storage.settle(window)
      await PostgresTestPump.until { storage.connectionState.isConnected }
      let orderBy = terms.isEmpty ? "id" : "rank DESC, id"
      for (step, sql) in [
        "UPDATE \(test.table) SET rank = 90 WHERE id IN (SELECT id FROM \(test.table) WHERE rank < 50 LIMIT 3)",
        "UPDATE \(test.table) SET rank = 10 WHERE id IN (SELECT id FROM \(test.table) WHERE rank >= 50 LIMIT 4)",
        "INSERT INTO \(test.table) (title, rank) VALUES ('in', 1), ('out', 99)",
        "DELETE FROM \(test.table) WHERE id IN (SELECT id FROM \(test.table) WHERE rank < 50 ORDER BY id DESC LIMIT 2)",
      ].enumerated() {
        try await test.execute(sql)
        let expected = try await test.integers("SELECT id FROM \(test.table) WHERE rank < 50 ORDER BY \(orderBy)")
        let settled = await storage.settle(showing: expected, window)
        XCTAssertTrue(settled, "\(terms) step \(step): \(storage.count) rows, \(expected.count) expected")
      }
      for (path, cell) in ListProbe(manager).realizedItemCells {
        let rank = try XCTUnwrap(Int(try XCTUnwrap((cell as? TicketCell)?.text.split(separator: " ").last)))
        XCTAssertLessThan(rank, 50, "row \(path.item) is one the filter keeps")
      }
    }
  }
}
