import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import Logging
import ModelStorage
import PostgresNIO
import XCTest

/// Nothing is lost and nothing applied twice: a transaction that commits late with a lower
/// sequence number, a killed `LISTEN` backend, a server restart mid-stream, a trimmed log.
@MainActor
final class PostgresReconnectTests: GtkTestCase {
  private func shown(
    _ test: TestServer, sortedBy terms: [SQLSortTerm] = [], anomalies: PostgresAnomalyLog
  ) async -> (PostgresStorage<Ticket>, ListViewManager, TestWindow) {
    let storage = PostgresStorage<Ticket>(
      server: test.server, table: test.table, sortedBy: terms, pageSize: 64, anomalyHandler: anomalies.handler,
      decode: Ticket.decode)
    let manager = ListViewManager()
    manager.register(TicketCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    await storage.settle(window)
    await PostgresTestPump.until { storage.connectionState.isConnected }
    return (storage, manager, window)
  }

  func testATransactionThatCommitsLateWithALowerSequenceIsNotSkipped() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 50)
    let anomalies = PostgresAnomalyLog()
    let (storage, _, window) = await shown(test, anomalies: anomalies)
    defer {
      window.close()
      storage.close()
    }
    let logger = Logger(label: "test")
    let early = try await PostgresConnection.connect(
      configuration: test.server.connectionConfiguration, id: 1, logger: logger)
    let late = try await PostgresConnection.connect(
      configuration: test.server.connectionConfiguration, id: 2, logger: logger)
    // The early transaction logs its row first (a lower sequence number) and commits last.
    try await early.query("BEGIN", logger: logger)
    try await early.query(
      PostgresQuery(unsafeSQL: "INSERT INTO \(test.table) (title, rank) VALUES ('early', 1)"), logger: logger)
    try await late.query(
      PostgresQuery(unsafeSQL: "INSERT INTO \(test.table) (title, rank) VALUES ('late', 2)"), logger: logger)
    let batches = storage.batchesApplied
    let sawLate = await PostgresTestPump.until { storage.count == 51 }
    XCTAssertTrue(sawLate, "the committed transaction is shown while the other is open")
    XCTAssertGreaterThan(storage.batchesApplied, batches)
    try await early.query("COMMIT", logger: logger)
    let expected = try await test.integers("SELECT id FROM \(test.table) ORDER BY id")
    let settled = await storage.settle(showing: expected, window)
    XCTAssertTrue(settled, "the late commit with the lower sequence number is shown: \(storage.heldKeys.suffix(3))")
    try await early.close()
    try await late.close()
    XCTAssertEqual(anomalies.anomalies, [])
  }

  func testAKilledListenBackendReconnectsAndCatchesUp() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 200)
    let anomalies = PostgresAnomalyLog()
    let (storage, manager, window) = await shown(test, sortedBy: [SQLSortTerm("rank")], anomalies: anomalies)
    defer {
      window.close()
      storage.close()
    }
    var states: [PostgresConnectionState] = []
    storage.connectionStateDidChange = { states.append($0) }
    let selected = try XCTUnwrap(storage.identity(at: IndexPath(item: 5, section: 0)) as? Int64)
    XCTAssertTrue(manager.select(IndexPath(item: 5, section: 0)))
    // Kill the listening backend and write while the storage is away.
    try await test.execute(
      """
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid();
      INSERT INTO \(test.table) (title, rank) VALUES ('while away', -5);
      DELETE FROM \(test.table) WHERE id = 7;
      UPDATE \(test.table) SET rank = 1000 WHERE id = \(selected)
      """)
    let expected = try await test.integers("SELECT id FROM \(test.table) ORDER BY rank, id")
    let settled = await storage.settle(showing: expected, window)
    XCTAssertTrue(settled, "the list converges to the table after the reconnect")
    XCTAssertTrue(states.contains { if case .disconnected = $0 { true } else { false } }, "went offline: \(states)")
    XCTAssertEqual(storage.connectionState, .connected)
    XCTAssertEqual(manager.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 }, [selected])
    XCTAssertEqual(
      manager.selectedIndexPaths, [IndexPath(item: expected.count - 1, section: 0)], "rank 1000 sorts last")
    XCTAssertEqual(storage.ordersLoaded, 1, "caught up from the log, not reloaded")
    XCTAssertEqual(anomalies.anomalies, [])
  }

  func testAServerRestartMidStreamLosesNothing() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 100)
    let anomalies = PostgresAnomalyLog()
    let (storage, _, window) = await shown(test, anomalies: anomalies)
    defer {
      window.close()
      storage.close()
    }
    var states: [PostgresConnectionState] = []
    storage.connectionStateDidChange = { states.append($0) }
    let table = test.table
    // A writer that keeps inserting through the restart (its failed statements are retried),
    // for two minutes at most, each statement for 10 s: a server that does not come back fails
    // the test instead of keeping the run waiting.
    let writer = Task.detached {
      var written = 0
      let deadline = ContinuousClock.now + .seconds(120)
      while written < 60, ContinuousClock.now < deadline {
        do {
          try await test.execute(
            "INSERT INTO \(table) (title, rank) VALUES ('stream \(written)', \(written))", within: 10)
          written += 1
        } catch {
          try? await Task.sleep(for: .milliseconds(50))
        }
      }
      return written
    }
    await PostgresTestPump.until { storage.count > 110 }
    try await test.restart()
    let written = await writer.value
    XCTAssertEqual(written, 60, "every insert of the writer went in after the restart")
    let expected = try await test.integers("SELECT id FROM \(table) ORDER BY id")
    XCTAssertEqual(expected.count, 160)
    let settled = await storage.settle(showing: expected, window, timeout: 30)
    XCTAssertTrue(settled, "converged after the restart: \(storage.count) rows")
    XCTAssertTrue(states.contains { if case .disconnected = $0 { true } else { false } }, "went offline: \(states)")
    await PostgresTestPump.until { storage.connectionState.isConnected }
    XCTAssertEqual(storage.connectionState, .connected)
    XCTAssertEqual(Set(storage.heldKeys).count, storage.count, "no row applied twice")
  }

  func testATrimmedLogResynchronizesKeepingTheSelection() async throws {
    let test = try TestServer()
    try await test.makeTickets(rows: 80)
    let anomalies = PostgresAnomalyLog()
    let (storage, manager, window) = await shown(test, anomalies: anomalies)
    defer {
      window.close()
      storage.close()
    }
    XCTAssertTrue(manager.select(IndexPath(item: 40, section: 0)))
    let selected = try XCTUnwrap(storage.identity(at: IndexPath(item: 40, section: 0)) as? Int64)
    // While the listener is killed, rows change and the log is trimmed past the storage.
    try await test.execute(
      """
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid();
      DELETE FROM \(test.table) WHERE id < 10;
      INSERT INTO \(test.table) (title, rank) VALUES ('after trim', 3)
      """)
    try await PostgresChangeLog.trim(olderThan: .zero, server: test.server)
    let expected = try await test.integers("SELECT id FROM \(test.table) ORDER BY id")
    let settled = await storage.settle(showing: expected, window)
    XCTAssertTrue(settled, "read again after the trim")
    XCTAssertTrue(anomalies.anomalies.contains { if case .resynchronized = $0 { true } else { false } })
    XCTAssertEqual(manager.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 }, [selected])
  }
}
