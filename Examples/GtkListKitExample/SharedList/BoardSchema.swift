import Foundation
import GtkListKitPostgres
import Logging
import PostgresNIO

/// The "Shared List" page's server and table: which server (`--postgres URL`, else libpq's
/// `PG*` variables), and the migration run on the first connect. Everything here runs off the
/// main thread and gives up after the connect timeout (5 s), so a missing server is a status
/// page, never a hang.
enum BoardSchema {
  /// The table every instance of the app shares.
  static let table = "board_ticket"

  /// `--postgres URL` (ExampleApplication), or a test's server.
  @MainActor static var serverOverride: PostgresServer?

  /// The server to use: the override, else the one the `PG*` variables name. Without either,
  /// `nil`: the page does not guess (libpq's defaults would write into whatever database the
  /// user's account happens to reach).
  @MainActor static func server(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> PostgresServer?
  {
    if let serverOverride { return serverOverride }
    guard ["PGHOST", "PGPORT", "PGUSER", "PGDATABASE"].contains(where: { environment[$0] != nil }) else { return nil }
    return PostgresServer.fromEnvironment(environment)
  }

  /// `user@host:port/database`, for the page's messages (never the password).
  static func describe(_ server: PostgresServer) -> String {
    let place = server.unixSocketPath ?? "\(server.host):\(server.port)"
    return "\(server.username)@\(place)/\(server.database ?? server.username)"
  }

  /// Creates the table and its change log (idempotent: every start runs it), then adds a few
  /// tickets if the table is empty. Two instances starting at once take turns (an advisory
  /// lock): one creates and seeds, the other finds it done.
  static func migrate(_ server: PostgresServer) async throws {
    try await server.withConnection { connection in
      try await connection.withTransaction(logger: logger) { connection in
        try await connection.query("SELECT pg_advisory_xact_lock(4301)", logger: logger)
        try await connection.query(
          """
          CREATE TABLE IF NOT EXISTS board_ticket (
            id bigserial PRIMARY KEY,
            title text NOT NULL,
            done boolean NOT NULL DEFAULT false,
            priority int NOT NULL DEFAULT 1,
            updated timestamptz NOT NULL DEFAULT now())
          """, logger: logger)
        // The page's order (priority, then id), read by the server from an index.
        try await connection.query(
          "CREATE INDEX IF NOT EXISTS board_ticket_priority ON board_ticket (priority DESC, id)", logger: logger)
      }
    }
    try await PostgresChangeLog.install(on: table, key: "id", server: server)
    try await server.withConnection { connection in
      try await connection.withTransaction(logger: logger) { connection in
        try await connection.query("SELECT pg_advisory_xact_lock(4301)", logger: logger)
        try await connection.query(
          """
          INSERT INTO board_ticket (title, priority, done)
          SELECT title, priority, done FROM (VALUES
            ('Crash when the list is emptied while scrolling', 3, false),
            ('Keyboard focus lost after a sort', 2, false),
            ('Dark style: selected row contrast', 2, true),
            ('Document the change log migration', 1, false),
            ('Release notes for the next version', 1, true),
            ('Tidy the example''s icons', 0, false)) AS seed(title, priority, done)
          WHERE NOT EXISTS (SELECT 1 FROM board_ticket)
          """, logger: logger)
      }
    }
  }

  /// PostgresNIO's logs stay out of the app's output (a GTK app's terminal shows warnings only).
  static let logger = Logger(label: "org.gtklistkit.Example.board") { _ in SwiftLogNoOpLogHandler() }

  /// An error's text for a person: the server's message, or what stopped the connection
  /// ("Connection refused"), as the storage's anomalies say it.
  static func describe(_ error: any Error) -> String { PostgresServer.message(for: error) }
}
