import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import ModelStorage
import PostgresNIO
import XCTest

/// Two clients (two storages, each with its own connections, in two real windows) see each
/// other's inserts, updates, deletes and moves; what GTK shows is read back from the cells.
@MainActor
final class PostgresTwoClientsTests: GtkTestCase {
  private func show(_ storage: PostgresStorage<Ticket>) -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(TicketCell.self)
    manager.storage = storage
    return (manager, TestWindow(child: manager.widget))
  }

  /// Every realized row's label is the server's row at that position.
  private func assertShowsServerRows(
    _ manager: ListViewManager, _ test: TestServer, orderBy: String, _ note: String
  ) async throws {
    let expected = try await test.integers("SELECT id FROM \(test.table) ORDER BY \(orderBy)")
    let storage = try XCTUnwrap(manager.storage as? PostgresStorage<Ticket>)
    XCTAssertEqual(storage.heldKeys, expected, "\(note): keys")
    let titles = try await test.integers("SELECT rank FROM \(test.table) ORDER BY \(orderBy)")
    let cells = ListProbe(manager).realizedItemCells
    XCTAssertFalse(cells.isEmpty, note)
    for (path, cell) in cells {
      let text = try XCTUnwrap((cell as? TicketCell)?.text, "\(note): row \(path.item) shows a ticket")
      XCTAssertTrue(text.hasSuffix(" \(titles[path.item])"), "\(note): row \(path.item) shows \(text)")
    }
  }

  func testEachClientSeesTheOthersInsertsUpdatesDeletesAndMoves() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 500)
    let anomalies = PostgresAnomalyLog()
    let byKey = PostgresStorage<Ticket>(
      server: test.server, table: test.table, pageSize: 64, anomalyHandler: anomalies.handler, decode: Ticket.decode)
    let byRank = PostgresStorage<Ticket>(
      server: test.server, table: test.table, sortedBy: [SQLSortTerm("rank", ascending: false)], pageSize: 64,
      anomalyHandler: anomalies.handler, decode: Ticket.decode)
    let (keyManager, keyWindow) = show(byKey)
    let (rankManager, rankWindow) = show(byRank)
    defer {
      keyWindow.close()
      rankWindow.close()
      byKey.close()
      byRank.close()
    }
    let settled1 = await byKey.settle(keyWindow)
    XCTAssertTrue(settled1)
    let settled2 = await byRank.settle(rankWindow)
    XCTAssertTrue(settled2)
    await PostgresTestPump.until { byKey.connectionState.isConnected && byRank.connectionState.isConnected }
    XCTAssertEqual(byKey.count, 500)
    try await assertShowsServerRows(rankManager, test, orderBy: "rank DESC, id", "sorted, first")

    // The sorted client selects a row; the key-order client's writes move it, the selection stays.
    let selectedKey = try XCTUnwrap(byRank.identity(at: IndexPath(item: 3, section: 0)) as? Int64)
    XCTAssertTrue(rankManager.select(IndexPath(item: 3, section: 0)))
    let table = test.table
    let wrote = await byKey.write { connection in
      try await connection.query(
        PostgresQuery(unsafeSQL: "INSERT INTO \(table) (title, rank) VALUES ('new', 200), ('low', -1)"),
        logger: .init(label: "test"))
      try await connection.query(
        PostgresQuery(unsafeSQL: "UPDATE \(table) SET rank = 150 WHERE id = \(selectedKey)"),
        logger: .init(label: "test"))
      try await connection.query(
        PostgresQuery(unsafeSQL: "UPDATE \(table) SET title = 'renamed' WHERE id = 2"), logger: .init(label: "test"))
    }
    XCTAssertTrue(wrote)
    let afterInsert = try await test.integers("SELECT id FROM \(table) ORDER BY rank DESC, id")
    let settled3 = await byRank.settle(showing: afterInsert, rankWindow)
    XCTAssertTrue(settled3, "the sorted client shows the insert")
    let settled4 = await byKey.settle(showing: afterInsert.sorted(), keyWindow)
    XCTAssertTrue(settled4, "the writer shows its own insert")
    try await assertShowsServerRows(rankManager, test, orderBy: "rank DESC, id", "sorted, after the writes")
    try await assertShowsServerRows(keyManager, test, orderBy: "id", "key order, after the writes")
    XCTAssertEqual(
      rankManager.selectedIndexPaths.compactMap { byRank.identity(at: $0) as? Int64 }, [selectedKey],
      "the selection moved with its row")
    XCTAssertEqual(rankManager.selectedIndexPaths, [IndexPath(item: 1, section: 0)], "rank 150 sorts second")
    let renamed = try XCTUnwrap(ListProbe(keyManager).realizedItemCells[IndexPath(item: 1, section: 0)] as? TicketCell)
    XCTAssertTrue(renamed.text.hasPrefix("renamed "), "an update in place is rebound: \(renamed.text)")

    // The key-order client deletes; the sorted one sees it.
    let deleted = await byKey.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 10, section: 0)])
    XCTAssertTrue(deleted)
    let afterDelete = try await test.integers("SELECT id FROM \(table) ORDER BY rank DESC, id")
    XCTAssertEqual(afterDelete.count, 500)
    let settled5 = await byRank.settle(showing: afterDelete, rankWindow)
    XCTAssertTrue(settled5, "the sorted client shows the delete")
    let settled6 = await byKey.settle(showing: afterDelete.sorted(), keyWindow)
    XCTAssertTrue(settled6)
    try await assertShowsServerRows(rankManager, test, orderBy: "rank DESC, id", "sorted, after the delete")
    XCTAssertEqual(anomalies.anomalies, [])
    XCTAssertGreaterThanOrEqual(byRank.batchesApplied, 2)
    XCTAssertEqual(byRank.ordersLoaded, 1, "changes are applied as batches, not by reloading")
  }
}

/// A reorder from the list (a drag and drop's `move`) is written as a position between the new
/// neighbours'; both clients show the new order.
@MainActor
final class PostgresReorderTests: GtkTestCase {
  func testAMoveFromTheListIsWrittenAndBothClientsShowIt() async throws {
    let test = try TestServer()
    try await test.execute(
      """
      CREATE TABLE \(test.table) (id bigserial PRIMARY KEY, title text NOT NULL, rank int NOT NULL,
        position double precision NOT NULL);
      INSERT INTO \(test.table) (title, rank, position) SELECT 'card ' || x, x, x FROM generate_series(1, 20) x
      """)
    try await PostgresChangeLog.install(on: test.table, key: "id", server: test.server)
    let anomalies = PostgresAnomalyLog()
    let byPosition = [SQLSortTerm("position")]
    let mover = PostgresStorage<Ticket>(
      server: test.server, table: test.table, sortedBy: byPosition, anomalyHandler: anomalies.handler,
      decode: Ticket.decode)
    let other = PostgresStorage<Ticket>(
      server: test.server, table: test.table, sortedBy: byPosition, anomalyHandler: anomalies.handler,
      decode: Ticket.decode)
    let manager = ListViewManager()
    manager.register(TicketCell.self)
    manager.storage = other
    let window = TestWindow(child: manager.widget)
    defer {
      window.close()
      mover.close()
      other.close()
    }
    await PostgresTestPump.until { !mover.isLoadingOrder && !other.isLoadingOrder }
    await other.settle(window)
    let moves = [(0, 5), (19, 0), (7, 8), (3, 2)]
    var expected = Array(Int64(1)...20)
    for (from, to) in moves {
      let moved = await mover.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
      XCTAssertTrue(moved)
      expected.insert(expected.remove(at: from), at: to)
      let shown = await other.settle(showing: expected, window)
      XCTAssertTrue(shown, "\(from) → \(to): \(other.heldKeys)")
      await PostgresTestPump.until { mover.heldKeys == expected }
    }
    let server = try await test.integers("SELECT id FROM \(test.table) ORDER BY position, id")
    XCTAssertEqual(server, expected)
    XCTAssertEqual(mover.heldKeys, expected)
    let unsorted = PostgresStorage<Ticket>(
      server: test.server, table: test.table, anomalyHandler: anomalies.handler, decode: Ticket.decode)
    defer { unsorted.close() }
    await PostgresTestPump.until { !unsorted.isLoadingOrder }
    let refused = await unsorted.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    XCTAssertFalse(refused, "key order has no position to write")
    XCTAssertEqual(anomalies.anomalies.count, 1)
  }
}
