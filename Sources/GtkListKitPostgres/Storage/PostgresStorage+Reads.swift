// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import Logging
  import ModelStorage
  import PostgresNIO

  /// The reads of a storage, run off the main thread on a connection of the pool, each in one
  /// `REPEATABLE READ` transaction: what they return is one snapshot's truth, and that snapshot
  /// is where the next read of the change log starts.
  extension PostgresStorage {
    /// An order read: the keys, the snapshot they are of, the change from the keys shown, and the
    /// first pages (a view at the top binds them with no placeholder).
    struct OrderRead: Sendable {
      var keys: [Int64]
      var snapshot: String
      var change: KeyOrderChange
      var firstPages: [Page]
      /// Whether the table has its change log trigger.
      var isLive: Bool
      /// The table's oid, as its notifications name it.
      var tableOID: String
      /// The `ORDER BY` read with (natural terms settled), and whether the collation was missing.
      var orderBy: String
      var naturalMissing: Bool
    }

    /// A read of the changes committed since a snapshot.
    enum ChangesRead: Sendable {
      /// Nothing changed for these rows; the position moves to the snapshot.
      case unchanged(snapshot: String)
      /// The new keys, the view's change, and the changed rows that are still shown.
      case changed(keys: [Int64], diff: DiffResult, records: [Int64: Record], snapshot: String)
      /// The log cannot tell (trimmed past the position, or the table truncated): read the order.
      case resync(String)
    }

    /// Runs `body` inside a read-only `REPEATABLE READ` transaction on a connection of `client`.
    nonisolated static func inSnapshot<Result: Sendable>(
      _ client: PostgresClient, _ body: (PostgresConnection) async throws -> Result
    ) async throws -> Result {
      try await client.withConnection { connection in
        let logger = PostgresChangeLog.logger
        try await connection.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: logger)
        do {
          let result = try await body(connection)
          try await connection.query("COMMIT", logger: logger)
          return result
        } catch {
          _ = try? await connection.query("ROLLBACK", logger: logger)
          throw error
        }
      }
    }

    /// Reads the order of `query` and what changed from `shown` (see ``OrderRead``).
    nonisolated static func readOrder(
      _ client: PostgresClient, _ query: RowsQuery, terms: [SQLSortTerm], shown: [Int64]?, inKeyOrder: Bool,
      pageSize: Int, pages: Int, decode: @escaping @Sendable (PostgresRow) throws -> Record
    ) async throws -> OrderRead {
      var query = query
      return try await inSnapshot(client) { connection in
        let logger = PostgresChangeLog.logger
        var check = PostgresQuery(unsafeSQL: query.checkSQL)
        check.binds.append(query.table)
        check.binds.append(query.key)
        var snapshot = "", exists = false, unique = false, live = false, oid = ""
        let checked = try await connection.query(check, logger: logger)
        for try await row in checked.decode((String, Bool, Bool, Bool, String).self) {
          (snapshot, exists, unique, live, oid) = row
        }
        guard exists else { throw PostgresStorageAnomaly.tableNotFound(query.table) }
        guard unique else { throw PostgresStorageAnomaly.keyNotUnique(table: query.table, key: query.key) }
        let natural = try await PostgresNaturalCollation.naturalTerms(terms, table: query.table, connection)
        query.orderBy = PostgresNaturalCollation.orderBy(terms, key: query.key, natural: natural ?? [])
        let keys = try await readKeys(connection, query, inKeyOrder: inKeyOrder)
        var firstPages: [Page] = []
        for page in 0..<pages {
          let start = min(page * pageSize, keys.count), end = min(start + pageSize, keys.count)
          guard start < end else { break }
          // A page that does not decode is left to the view's own read, which reports it.
          guard let page = try? await readPage(connection, query, keys: Array(keys[start..<end]), decode: decode)
          else { break }
          firstPages.append(page)
        }
        return OrderRead(
          keys: keys, snapshot: snapshot, change: KeyOrderChange(from: shown, to: keys, movesUpTo: sortMovesLimit),
          firstPages: firstPages, isLive: live, tableOID: oid, orderBy: query.orderBy, naturalMissing: natural == nil)
      }
    }

    /// The keys of every row of `query`, in order (key order without gaps: from their bounds).
    nonisolated static func readKeys(
      _ connection: PostgresConnection, _ query: RowsQuery, inKeyOrder: Bool
    ) async throws -> [Int64] {
      let logger = PostgresChangeLog.logger
      if inKeyOrder {
        let shape = try await connection.query(query.statement(query.shapeSQL), logger: logger)
        for try await (count, low, high) in shape.decode((Int64, Int64?, Int64?).self) {
          if count == 0 { return [] }
          if let low, let high, high - low + 1 == count { return Array(low...high) }
        }
      }
      var keys: [Int64] = []
      let rows = try await connection.query(query.statement(query.orderSQL), logger: logger)
      for try await bytes in rows.decode(ByteBuffer.self) {
        keys = bytes.withUnsafeReadableBytes { raw in
          (0..<raw.count / 8).map { Int64(bigEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self)) }
        }
      }
      return keys
    }

    /// The rows with `keys`, as a page in the order of `keys` (rows gone are missing from it).
    nonisolated static func readPage(
      _ connection: PostgresConnection, _ query: RowsQuery, keys: [Int64],
      decode: @Sendable (PostgresRow) throws -> Record
    ) async throws -> Page {
      let read = try await readRows(connection, query, keys: keys, decode: decode)
      if let error = read.failure { throw error }
      let found = read.records
      var page = Page(keys: [], records: [])
      for key in keys {
        guard let record = found[key] else { continue }
        page.keys.append(key)
        page.records.append(record)
      }
      return page
    }

    /// The rows with `keys` whose filter holds: every key found, the records that decoded, and
    /// the first decoding error (a page reports it; a batch of changes places the row anyway).
    nonisolated static func readRows(
      _ connection: PostgresConnection, _ query: RowsQuery, keys: [Int64],
      decode: @Sendable (PostgresRow) throws -> Record
    ) async throws -> (present: Set<Int64>, records: [Int64: Record], failure: (any Error)?) {
      var statement = query.statement(query.rowsSQL)
      statement.binds.append(keys)
      var present = Set<Int64>(), found: [Int64: Record] = [:], failure: (any Error)?
      for try await row in try await connection.query(statement, logger: PostgresChangeLog.logger) {
        let key = try row.makeRandomAccess()[0].decode(Int64.self)
        present.insert(key)
        do { found[key] = try decode(row) } catch { failure = failure ?? error }
      }
      return (present, found, failure)
    }

    /// Reads the changes committed since `snapshot` for the rows `shown` (see ``ChangesRead``).
    /// In key order the changed rows are placed by halves; sorted, or for a large batch, the
    /// order is read again and compared.
    nonisolated static func readChanges(
      _ client: PostgresClient, _ query: RowsQuery, since snapshot: String, shown: [Int64], sorted: Bool,
      decode: @escaping @Sendable (PostgresRow) throws -> Record
    ) async throws -> ChangesRead {
      try await inSnapshot(client) { connection in
        let logger = PostgresChangeLog.logger
        var position = PostgresQuery(unsafeSQL: RowsQuery.positionSQL)
        position.binds.append(snapshot)
        var now = snapshot, trimmed = false
        for try await row in try await connection.query(position, logger: logger).decode((String, Bool).self) {
          (now, trimmed) = row
        }
        if trimmed { return .resync("the change log was trimmed past this list's position") }
        var changes = PostgresQuery(unsafeSQL: RowsQuery.changedKeysSQL)
        changes.binds.append(query.table)
        changes.binds.append(snapshot)
        var changed = Set<Int64>()
        for try await key in try await connection.query(changes, logger: logger).decode(Int64?.self) {
          guard let key else { return .resync("the table was truncated") }
          changed.insert(key)
        }
        guard !changed.isEmpty else { return .unchanged(snapshot: now) }
        let fetchRecords = changed.count <= recordsReadWithChanges
        let rows = fetchRecords ? try await readRows(connection, query, keys: Array(changed), decode: decode) : nil
        let records = rows?.records ?? [:]
        if !sorted, let rows {
          // Key order: the changed rows keep their places; no diff of the whole list.
          let batch = KeyOrderBatch(old: shown, changed: changed, present: rows.present)
          return .changed(keys: batch.keys, diff: batch.diff, records: records, snapshot: now)
        }
        let keys = try await readKeys(connection, query, inKeyOrder: !sorted)
        let diff = Diff.changes(
          from: shown, to: keys, identifiedBy: { $0 }, isEqual: { old, _ in !changed.contains(old) })
        return .changed(keys: keys, diff: diff, records: records, snapshot: now)
      }
    }

    /// Most changed rows read with their batch (their pages are read again beyond).
    nonisolated static var recordsReadWithChanges: Int { 2048 }
    /// Most rows whose reorder is shown as moves (beyond: one permutation).
    nonisolated static var sortMovesLimit: Int { 100_000 }
  }
#endif
