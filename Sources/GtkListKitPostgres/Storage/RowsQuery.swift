// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import ModelStorage
  import PostgresNIO

  /// The SQL of a storage's rows, as values a background read can take along.
  struct RowsQuery: Sendable {
    let table: String
    let key: String
    let filter: String?
    /// The filter's values (`$1`… in `filter`); the statements' own come after them.
    var filterBinds = PostgresBindings()
    /// `ORDER BY` (natural terms through the collation once read: see `readOrder`).
    var orderBy: String

    /// `FROM table WHERE filter AND extra` (either may be missing).
    func from(and extra: String? = nil) -> String {
      let conditions = [filter.map { "(\($0))" }, extra].compactMap { $0 }
      return "FROM \(table)" + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
    }

    /// The keys of every row, in order, as one `bytea` of big-endian 8-byte integers: one value
    /// to receive and copy, not a million rows (or array elements) to decode one by one.
    var orderSQL: String {
      "SELECT coalesce(string_agg(int8send(\(key)::bigint), ''::bytea ORDER BY \(orderBy)), ''::bytea) \(from())"
    }

    /// Count, least and greatest key: a table in key order without gaps needs no more.
    var shapeSQL: String { "SELECT count(*), min(\(key))::bigint, max(\(key))::bigint \(from())" }

    /// The rows with the keys of the bind after the filter's (whose filter holds), key first.
    var rowsSQL: String {
      "SELECT \(key) AS gtklistkit_key, * \(from(and: "\(key) = ANY($\(filterBinds.count + 1))"))"
    }

    /// `sql` with the filter's values bound.
    func statement(_ sql: String) -> PostgresQuery { PostgresQuery(unsafeSQL: sql, binds: filterBinds) }

    /// Table, key and change log, read in one statement: the snapshot, whether the table exists,
    /// whether the key is unique on its own, whether the trigger is installed, and the table's oid
    /// (the payload of its notifications).
    var checkSQL: String {
      """
      SELECT pg_current_snapshot()::text,
        to_regclass($1) IS NOT NULL,
        EXISTS (SELECT 1 FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                WHERE i.indrelid = to_regclass($1) AND i.indisunique AND i.indnatts = 1 AND a.attname = $2),
        EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = to_regclass($1) AND tgname = 'gtklistkit_log_changes'),
        coalesce(to_regclass($1)::oid::text, '')
      """
    }

    /// The keys the log holds for the table from the transactions that committed after snapshot
    /// `$2` (visible now, not then); a `NULL` key is a truncate.
    static let changedKeysSQL = """
      SELECT DISTINCT row_key FROM gtklistkit_change_log
      WHERE table_oid = to_regclass($1) AND xid >= pg_snapshot_xmin($2::text::pg_snapshot)
        AND NOT pg_visible_in_snapshot(xid, $2::text::pg_snapshot)
      """

    /// The snapshot now, and whether the log was trimmed past snapshot `$1`.
    static let positionSQL = """
      SELECT pg_current_snapshot()::text,
        coalesce((SELECT trimmed_before FROM gtklistkit_change_log_horizon) > pg_snapshot_xmin($1::text::pg_snapshot),
                 false)
      """
  }
#endif
