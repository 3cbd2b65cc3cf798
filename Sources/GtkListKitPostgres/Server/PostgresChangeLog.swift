// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Logging
  import PostgresNIO

  /// The change log a ``PostgresStorage`` follows: one table every watched table's trigger
  /// appends to (which row, in which transaction), and a `NOTIFY` on commit.
  ///
  /// `NOTIFY` alone is lost while a client is disconnected, so it is only a hint: the log is the
  /// truth. A storage remembers the snapshot it last read (`pg_current_snapshot()`) and reads the
  /// log entries of the transactions that committed since: those visible now and not in that
  /// snapshot. A transaction that took a lower sequence number and committed later is therefore
  /// read when it commits, and none is read twice, however long a client was away.
  ///
  /// Run ``install(on:key:server:)`` once per table (a migration: it is idempotent), or put
  /// ``migrationSQL(table:key:)`` in your own migrations. ``trim(olderThan:server:)`` keeps the
  /// log small; a storage whose position was trimmed reads its rows again.
  public enum PostgresChangeLog {
    /// The channel the triggers notify on.
    public static let channel = "gtklistkit_changes"

    /// The statements that create the log (once) and the trigger on `table` whose unique
    /// integer key column is `key`. Idempotent. `table` may be schema-qualified; both names are
    /// SQL identifiers written by the app, never user input.
    public static func migrationSQL(table: String, key: String) -> [String] {
      let trigger = "gtklistkit_log_changes"
      return [
        """
        CREATE TABLE IF NOT EXISTS gtklistkit_change_log (
          seq bigserial PRIMARY KEY,
          xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
          table_oid oid NOT NULL,
          row_key bigint,
          at timestamptz NOT NULL DEFAULT now())
        """,
        "CREATE INDEX IF NOT EXISTS gtklistkit_change_log_xid ON gtklistkit_change_log (xid)",
        """
        CREATE TABLE IF NOT EXISTS gtklistkit_change_log_horizon (
          single boolean PRIMARY KEY DEFAULT true CHECK (single),
          trimmed_before xid8 NOT NULL DEFAULT '0')
        """,
        "INSERT INTO gtklistkit_change_log_horizon DEFAULT VALUES ON CONFLICT DO NOTHING",
        // Row triggers log the old and the new key (an update that changes the key is both);
        // a truncate logs a NULL key: every row changed.
        """
        CREATE OR REPLACE FUNCTION gtklistkit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          old_key bigint;
          new_key bigint;
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            INSERT INTO gtklistkit_change_log (table_oid, row_key) VALUES (TG_RELID, NULL);
          ELSE
            IF TG_OP <> 'INSERT' THEN old_key := (to_jsonb(OLD) ->> TG_ARGV[0])::bigint; END IF;
            IF TG_OP <> 'DELETE' THEN new_key := (to_jsonb(NEW) ->> TG_ARGV[0])::bigint; END IF;
            IF old_key IS NOT NULL THEN
              INSERT INTO gtklistkit_change_log (table_oid, row_key) VALUES (TG_RELID, old_key);
            END IF;
            IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN
              INSERT INTO gtklistkit_change_log (table_oid, row_key) VALUES (TG_RELID, new_key);
            END IF;
          END IF;
          PERFORM pg_notify('\(channel)', TG_RELID::text);
          RETURN NULL;
        END $$
        """,
        "DROP TRIGGER IF EXISTS \(trigger) ON \(table)",
        """
        CREATE TRIGGER \(trigger) AFTER INSERT OR UPDATE OR DELETE ON \(table)
        FOR EACH ROW EXECUTE FUNCTION gtklistkit_log_change('\(key)')
        """,
        "DROP TRIGGER IF EXISTS \(trigger)_truncate ON \(table)",
        """
        CREATE TRIGGER \(trigger)_truncate AFTER TRUNCATE ON \(table)
        FOR EACH STATEMENT EXECUTE FUNCTION gtklistkit_log_change('\(key)')
        """,
      ]
    }

    /// Creates the log and `table`'s trigger on `server`, in one transaction (see
    /// ``migrationSQL(table:key:)``).
    public static func install(on table: String, key: String = "id", server: PostgresServer) async throws {
      try await server.withConnection { connection in
        try await connection.withTransaction(logger: logger) { connection in
          // One installer at a time: two clients migrating at once would race on CREATE.
          try await connection.query("SELECT pg_advisory_xact_lock(7401523)", logger: logger)
          for statement in migrationSQL(table: table, key: key) {
            try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
          }
        }
      }
    }

    /// Deletes the log entries older than `age` (all of them for `.zero`). A storage whose
    /// position is older reads its rows again (``PostgresStorageAnomaly/resynchronized(_:)``).
    public static func trim(olderThan age: Duration, server: PostgresServer) async throws {
      let seconds = Double(age.components.seconds) + Double(age.components.attoseconds) / 1e18
      try await server.withConnection { connection in
        _ = try await connection.withTransaction(logger: logger) { connection in
          try await connection.query(
            """
            WITH gone AS (DELETE FROM gtklistkit_change_log WHERE at <= now() - make_interval(secs => \(seconds))
                          RETURNING xid)
            UPDATE gtklistkit_change_log_horizon
            SET trimmed_before = greatest(trimmed_before, ((SELECT max(xid) FROM gone)::text::bigint + 1)::text::xid8)
            WHERE EXISTS (SELECT 1 FROM gone)
            """, logger: logger)
        }
      }
    }

    /// postgres-nio's logging is off: failures reach the app as anomalies and connection states.
    static let logger = Logger(label: "GtkListKitPostgres") { _ in SwiftLogNoOpLogHandler() }
  }
#endif
