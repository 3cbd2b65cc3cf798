import CGtkBench
import Foundation
import GRDB
import GtkListKit
import GtkListKitPostgres
import Logging
import PostgresNIO
import Synchronization

// What the `*-postgres` workloads share: the record, its label cell (which records what it
// shows, so a run can read back the GTK label), the server, a plain connection for setup and
// the writer client, and the tables. The server is the private one of scripts/postgres.sh
// (run.py starts it when PGPORT is unset); its libpq variables name it.

/// A row of `id bigint PRIMARY KEY, title text, rank int` in PostgreSQL, or of the same columns
/// in SQLite (first-frame-postgres compares the two).
struct PGItem: Codable, FetchableRecord, Identifiable, Equatable, Sendable {
  var id: Int64
  var title: String
  var rank: Int

  /// Decodes a row of `SELECT id AS gtklistkit_key, * FROM table` by column (as the tests do).
  @Sendable static func decode(_ row: PostgresRow) throws -> PGItem {
    let columns = row.makeRandomAccess()
    return PGItem(
      id: try columns["id"].decode(Int64.self), title: try columns["title"].decode(String.self),
      rank: try columns["rank"].decode(Int.self))
  }
}

/// Every `PGItemCell` label made (referenced: they live until `_exit`).
nonisolated(unsafe) var pgLabels: [WidgetPointer] = []
/// The title a run waits for (change-latency), and when a cell was first given it.
nonisolated(unsafe) var watchedTitle: String?
nonisolated(unsafe) var watchedSetNs: Int64 = 0
/// The end of the first frame painted after `watchedSetNs` (0 until then).
nonisolated(unsafe) var watchedShownNs: Int64 = 0

/// One `GtkLabel` (xalign 0) showing the title, as `ItemCell` does.
final class PGItemCell: ListCell, ModelTransfer {
  let widget: WidgetPointer
  init() {
    widget = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(widget), 0)
    g_object_ref(widget)
    pgLabels.append(widget)
  }
  func update(with model: PGItem) {
    setLabelText(widget, model.title)
    if watchedSetNs == 0, let watchedTitle, model.title == watchedTitle { watchedSetNs = nowNs() }
  }
}

private let watchPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
  if watchedSetNs != 0 && watchedShownNs == 0 { watchedShownNs = nowNs() }
}

/// Stamps `watchedShownNs` at the end of the frame that first draws the watched title.
func watchFrames(of window: WidgetPointer) {
  g_signal_connect_data(
    UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)!), "after-paint",
    unsafeBitCast(watchPaint, to: GCallback.self), nil, nil,
    GConnectFlags(0))
}

/// The text of the mapped label nearest the top of `view` (nil: none mapped).
func topLabelText(in view: WidgetPointer) -> String? {
  var best: (y: Float, text: String)?
  for label in pgLabels where gtk_widget_get_mapped(label) != 0 {
    var p = graphene_point_t(x: 0, y: 0)
    var q = graphene_point_t()
    guard gtk_widget_compute_point(label, view, &p, &q) != 0, q.y >= 0 else { continue }
    if best == nil || q.y < best!.y { best = (q.y, String(cString: gtk_label_get_text(OpaquePointer(label)))) }
  }
  return best?.text
}

/// The server from PGHOST/PGPORT/PGUSER/PGDATABASE; exit 1 without one (run.py starts it).
func benchServer(port: Int? = nil) -> PostgresServer {
  guard ProcessInfo.processInfo.environment["PGPORT"] != nil, var server = PostgresServer.fromEnvironment() else {
    writeStderr("gtklistkit-bench: no PostgreSQL server (PGPORT unset): run.py starts one, or scripts/postgres.sh\n")
    exit(1)
  }
  if let port { server.port = port }
  return server
}

let pgLogger = Logger(label: "gtklistkit-bench") { _ in SwiftLogNoOpLogHandler() }

/// A plain PostgresNIO connection (setup, and the other client of the live workloads).
func pgConnect(_ server: PostgresServer, id: Int = 1) async throws -> PostgresConnection {
  try await PostgresConnection.connect(
    configuration: .init(
      host: server.host, port: server.port, username: server.username, password: server.password,
      database: server.database, tls: .disable),
    id: id, logger: pgLogger)
}

/// Runs `sql`'s statements (split at `;`), each its own implicit transaction.
func pgExecute(_ connection: PostgresConnection, _ sql: String) async throws {
  for statement in sql.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) })
  where !statement.isEmpty {
    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: pgLogger)
  }
}

/// The first column of `sql`'s rows as integers.
func pgIntegers(_ connection: PostgresConnection, _ sql: String) async throws -> [Int64] {
  var values: [Int64] = []
  for try await value in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: pgLogger).decode(Int64.self)
  {
    values.append(value)
  }
  return values
}

/// Waits on the calling (main) thread for `body`, run on the cooperative pool: setup only,
/// never inside a timed span. Exit 1 on an error.
func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> T {
  let outcome = BlockingOutcome<T>()
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    do {
      let value = try await body()
      outcome.result.withLock { $0 = .success(value) }
    } catch { outcome.result.withLock { $0 = .failure(error) } }
    done.signal()
  }
  done.wait()
  switch outcome.result.withLock({ $0 })! {
  case .success(let value): return value
  case .failure(let error):
    writeStderr("gtklistkit-bench: postgres: \(String(reflecting: error))\n")
    exit(1)
  }
}

/// What `blocking`'s task hands back to the waiting thread.
final class BlockingOutcome<T: Sendable>: Sendable {
  let result = Mutex<Result<T, any Error>?>(nil)
}

/// Creates `table` with `n` rows (id from 0, `'Row ' || id`, rank `(id × 7919) mod 97`) and its
/// change log, unless it exists: made by the first program of a run that needs it, then reused.
func ensurePGTable(_ server: PostgresServer, _ table: String, rows n: Int, fresh: Bool = false) {
  blocking {
    let connection = try await pgConnect(server)
    defer { Task { try? await connection.close() } }
    if fresh { try await pgExecute(connection, "DROP TABLE IF EXISTS \(table)") }
    let exists = try await pgIntegers(connection, "SELECT count(*) FROM pg_tables WHERE tablename = '\(table)'")
    guard exists.first == 0 else { return }
    try await pgExecute(
      connection,
      """
      BEGIN;
      CREATE TABLE \(table) (id bigint PRIMARY KEY, title text NOT NULL, rank int NOT NULL);
      INSERT INTO \(table) SELECT x, 'Row ' || x, (x::bigint * 7919) % 97 FROM generate_series(0, \(n - 1)) x;
      COMMIT;
      VACUUM ANALYZE \(table)
      """)
    try await PostgresChangeLog.install(on: table, key: "id", server: server)
    // The rows on disk before any timing: no checkpoint of the load under a measured run.
    try await pgExecute(connection, "CHECKPOINT")
  }
}

/// The same rows in SQLite (`$TMPDIR/gtklistkit-bench-pgitems-N.sqlite`, table `item`), made
/// once per N and reused.
func pgItemsSQLite(rows n: Int) -> DatabasePool {
  orExit {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-bench-pgitems-\(n).sqlite")
      .path
    if !FileManager.default.fileExists(atPath: path) {
      let building = path + ".building-\(getpid())"
      do {
        let pool = try DatabasePool(path: building)
        try pool.write { db in
          try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT NOT NULL, rank INTEGER NOT NULL)")
          try db.execute(
            sql: """
              WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
              INSERT INTO item SELECT x, 'Row ' || x, (x * 7919) % 97 FROM n
              """, arguments: [n - 1])
        }
        _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
      }
      for suffix in ["-wal", "-shm"] { unlink(building + suffix) }
      rename(building, path)
    }
    return try DatabasePool(path: path)
  }
}
