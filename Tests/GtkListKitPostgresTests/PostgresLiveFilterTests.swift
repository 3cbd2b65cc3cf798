import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import ModelStorage
import PostgresNIO
import XCTest

/// A filter changed at run time: the server's rows for it, the selected rows that still match
/// kept by key, other clients' changes kept to it, a rejected predicate reported with the rows kept.
@MainActor
final class PostgresLiveFilterTests: GtkTestCase {
  func testAFilterChangedAtRunTimeKeepsTheSelectedRowsThatMatch() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 2_000)
    let anomalies = PostgresAnomalyLog()
    let storage = PostgresStorage<Ticket>(
      server: test.server, table: test.table, sortedBy: [SQLSortTerm("rank", ascending: false)], pageSize: 64,
      anomalyHandler: anomalies.handler, decode: Ticket.decode)
    let manager = ListViewManager()
    manager.register(TicketCell.self)
    manager.selectionMode = .multiple
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    defer {
      window.close()
      storage.close()
    }
    await storage.settle(window)
    await PostgresTestPump.until { storage.connectionState.isConnected }
    for item in 0..<6 { XCTAssertTrue(manager.select(IndexPath(item: item, section: 0))) }
    let picked = Set(manager.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 })
    XCTAssertEqual(picked.count, 6)
    let limit = 40
    storage.filter(
      by: "rank < \(limit) OR id IN (\(unescaped: picked.sorted().prefix(3).map(String.init).joined(separator: ",")))")
    let expected = try await test.integers(
      """
      SELECT id FROM \(test.table) WHERE rank < 40 OR id IN (\(picked.sorted().prefix(3).map(String.init).joined(separator: ",")))
      ORDER BY rank DESC, id
      """)
    let settled = await storage.settle(showing: expected, window)
    XCTAssertTrue(settled, "\(storage.count) rows, \(expected.count) expected")
    XCTAssertEqual(storage.filter?.contains("$1"), true, "the value is bound")
    let kept = Set(manager.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 })
    XCTAssertEqual(kept, picked.intersection(expected))
    XCTAssertEqual(kept.count, 3)
    // Another client's change keeps to the new filter.
    try await test.execute(
      "UPDATE \(test.table) SET rank = 1 WHERE id IN (SELECT id FROM \(test.table) WHERE rank = 60 LIMIT 2)")
    let after = try await test.integers(
      """
      SELECT id FROM \(test.table) WHERE rank < 40 OR id IN (\(picked.sorted().prefix(3).map(String.init).joined(separator: ",")))
      ORDER BY rank DESC, id
      """)
    let followed = await storage.settle(showing: after, window)
    XCTAssertTrue(followed)
    // A predicate the server rejects: reported, the rows and the filter stay.
    let shownFilter = storage.filter
    storage.filter(by: "no_such_column > 1")
    await PostgresTestPump.until(timeout: 10) { !anomalies.anomalies.isEmpty }
    _ = await storage.settle(window)
    XCTAssertTrue(anomalies.anomalies.contains { if case .orderFailed = $0 { true } else { false } })
    XCTAssertEqual(storage.heldKeys, after)
    XCTAssertEqual(storage.filter, shownFilter)
    // No filter: every row, the kept selection still selected.
    storage.filter(by: nil)
    let all = try await test.integers("SELECT id FROM \(test.table) ORDER BY rank DESC, id")
    let cleared = await storage.settle(showing: all, window)
    XCTAssertTrue(cleared)
    XCTAssertNil(storage.filter)
    XCTAssertEqual(Set(manager.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 }), kept)
  }
}

/// Natural text order through the ICU collation: "ticket 2" before "ticket 10"; numbers as they are.
@MainActor
final class PostgresNaturalOrderTests: GtkTestCase {
  func testTextSortsNaturallyThroughTheICUCollation() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 300)
    let installed = try await PostgresNaturalCollation.install(server: test.server)
    XCTAssertTrue(installed, "Debian's PostgreSQL is built with ICU")
    let anomalies = PostgresAnomalyLog()
    let storage = PostgresStorage<Ticket>(
      server: test.server, table: test.table, sortedBy: [SQLSortTerm("title", ascending: false, textOrder: .natural)],
      anomalyHandler: anomalies.handler, decode: Ticket.decode)
    let manager = ListViewManager()
    manager.register(TicketCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    defer {
      window.close()
      storage.close()
    }
    // Titles are "ticket <id>": natural order descending is the ids descending.
    let natural = await storage.settle(showing: Array((1...300).reversed()), window)
    XCTAssertTrue(natural, "\(storage.heldKeys.prefix(12))")
    storage.sort(by: [SQLSortTerm("title", textOrder: .plain)])
    let plain = try await test.integers("SELECT id FROM \(test.table) ORDER BY title, id")
    XCTAssertNotEqual(plain, Array(1...300))
    let plainShown = await storage.settle(showing: plain, window)
    XCTAssertTrue(plainShown)
    // A number column: no collation (PostgreSQL rejects one on an integer).
    storage.sort(by: [SQLSortTerm("rank", textOrder: .natural)])
    let ranks = try await test.integers("SELECT id FROM \(test.table) ORDER BY rank, id")
    let rankShown = await storage.settle(showing: ranks, window)
    XCTAssertTrue(rankShown)
    XCTAssertEqual(anomalies.anomalies, [])
  }
}
