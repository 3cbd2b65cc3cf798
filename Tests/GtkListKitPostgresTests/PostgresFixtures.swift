import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import Logging
import ModelStorage
import PostgresNIO
import Synchronization
import XCTest

/// A row of a test's `ticket` table.
struct Ticket: Equatable, Sendable {
  var id: Int64
  var title: String
  var rank: Int

  /// Decodes a row of `SELECT id AS gtklistkit_key, * FROM ticket`.
  @Sendable static func decode(_ row: PostgresRow) throws -> Ticket {
    let columns = row.makeRandomAccess()
    return Ticket(
      id: try columns["id"].decode(Int64.self), title: try columns["title"].decode(String.self),
      rank: try columns["rank"].decode(Int.self))
  }
}

/// A label cell showing `title rank`.
final class TicketCell: ListCell, ModelTransfer {
  let widget: WidgetPointer = gtk_label_new(nil)!
  init() {}
  func update(with model: Ticket) { gtk_label_set_text(cgtk_label(widget), "\(model.title) \(model.rank)") }
  var text: String { String(cString: gtk_label_get_text(cgtk_label(widget))) }
}

/// Collects anomalies from any thread.
final class PostgresAnomalyLog: Sendable {
  private let recorded = Mutex<[PostgresStorageAnomaly]>([])
  var anomalies: [PostgresStorageAnomaly] { recorded.withLock { $0 } }
  var handler: PostgresStorageAnomalyHandler {
    PostgresStorageAnomalyHandler { [self] anomaly in recorded.withLock { $0.append(anomaly) } }
  }
}

/// The private server `scripts/test.sh` starts (scripts/postgres.sh): its libpq variables, a
/// table of a test's own, statements on a connection of the test's own, and a restart.
struct TestServer {
  let server: PostgresServer
  /// A table name no other test uses.
  let table = "ticket_\(UUID().uuidString.prefix(8).lowercased())"

  /// The server from the environment; fails the test (never skips it) without one.
  init() throws {
    guard ProcessInfo.processInfo.environment["PGPORT"] != nil, let server = PostgresServer.fromEnvironment() else {
      XCTFail("No PostgreSQL server: run the tests with `make test` (scripts/test.sh starts one).")
      throw CancellationError()
    }
    self.server = server
  }

  /// Runs `sql` (statements separated by `;`, one after another) on a new connection.
  /// Bounded: a server that stops answering fails the test instead of hanging the run.
  func execute(_ sql: String, within seconds: Double = 30) async throws {
    try await bounded(seconds, "executing \(sql.prefix(40))") { [server] in
      try await server.withConnection { connection in
        for statement in sql.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        where !statement.isEmpty {
          try await connection.query(PostgresQuery(unsafeSQL: statement), logger: Logger(label: "test"))
        }
      }
    }
  }

  /// The first column of `sql`'s rows as integers.
  func integers(_ sql: String) async throws -> [Int64] {
    try await bounded(30, "reading \(sql.prefix(40))") { [server] in
      try await server.withConnection { connection in
        var values: [Int64] = []
        let rows = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "test"))
        for try await value in rows.decode(Int64.self) { values.append(value) }
        return values
      }
    }
  }

  /// Creates `table` (`id bigserial` key, `title`, `rank`) with `rows` rows and its change log.
  func makeTickets(rows: Int) async throws {
    try await execute(
      """
      CREATE TABLE \(table) (id bigserial PRIMARY KEY, title text NOT NULL, rank int NOT NULL);
      INSERT INTO \(table) (title, rank) SELECT 'ticket ' || x, (x * 7919) % 97 FROM generate_series(1, \(rows)) x
      """)
    try await PostgresChangeLog.install(on: table, key: "id", server: server)
  }

  /// Restarts the server (`pg_ctl restart -m fast`, as scripts/postgres.sh says). Waits for
  /// pg_ctl through its termination handler, not `waitUntilExit()` on the main thread: that
  /// waited forever once on GTK 4.18's root while the main actor's jobs were blocked behind it.
  func restart() async throws {
    let status = try await bounded(120, "pg_ctl restart") {
      let environment = ProcessInfo.processInfo.environment
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
      process.arguments = [
        "-u", environment["GTKLISTKIT_PG_RUNAS"] ?? "", "--", environment["GTKLISTKIT_PG_CTL"] ?? "",
        "-D", environment["GTKLISTKIT_PG_DATA"] ?? "", "restart", "-m", "fast", "-w",
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do { try process.run() } catch { continuation.resume(throwing: error) }
      }
    }
    XCTAssertEqual(status, 0, "pg_ctl restart")
  }
}

typealias PostgresTestPump = MainActorPump

extension PostgresStorage {
  /// The keys held, in order.
  var heldKeys: [Int64] { (0..<count).compactMap { identity(at: IndexPath(item: $0, section: 0)) as? Int64 } }

  /// Waits until the rows shown are `keys` and no page is loading, settling `window`.
  @discardableResult
  func settle(showing keys: [Int64]? = nil, _ window: some GtkWidgetConvertible, timeout: Double = 20) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      GtkTestEnvironment.settle(window)
      await PostgresTestPump.until(timeout: 0.2) { !isLoadingOrder && !isLoadingPages }
      GtkTestEnvironment.settle(window)
      if !isLoadingOrder, !isLoadingPages, keys.map({ $0 == heldKeys }) ?? true { return true }
      // Suspends: the storage's tasks run on the main actor, which this loop would starve.
      try? await Task.sleep(nanoseconds: 5_000_000)
    } while Date() < deadline
    return false
  }
}
