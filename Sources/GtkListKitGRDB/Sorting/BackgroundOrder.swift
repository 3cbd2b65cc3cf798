// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB
  import GRDBSQLite
  import ModelStorage

  /// An order read on a reader, and how it differs from the order shown.
  struct BackgroundOrder: Sendable {
    typealias Change = KeyOrderChange

    let rowids: [Int64]
    let change: Change
    /// Rowid order's page bounds, made here too (a million rowids walked off the main thread).
    var index: RowidPageIndex?

    /// Reads `keyset` order of `table` and compares it with `shown` (`nil`: nothing shown yet, the
    /// view reloads), in pages of `pageSize` rows.
    static func read(
      _ db: Database, table: String, keyset: SortKeyset, shown: [Int64]?, movesUpTo limit: Int, pageSize: Int
    ) throws -> BackgroundOrder {
      let quoted = table.quotedDatabaseIdentifier
      var dense: [Int64]?
      if keyset.isRowidOrder { dense = try denseRowids(db, table: quoted) }
      let filter = keyset.whereClause
      let new =
        try dense
        ?? rowids(
          db, sql: "SELECT rowid FROM \(quoted)\(filter.sql) ORDER BY \(keyset.orderBy)", arguments: filter.arguments)
      var order = BackgroundOrder(
        rowids: new, change: KeyOrderChange(from: shown, to: new, movesUpTo: limit))
      if keyset.isRowidOrder {
        // A table without gaps (rows appended, few deleted): the bounds are arithmetic.
        if let first = new.first, let last = new.last, last - first == Int64(new.count - 1) {
          order.index = RowidPageIndex(pageSize: pageSize, denseFrom: first, count: new.count)
        } else {
          var next = new.makeIterator()
          order.index = RowidPageIndex(pageSize: pageSize) { next.next() }
        }
      }
      return order
    }

    /// Rowid order of a table without gaps in its rowids (the common case: rows appended, few
    /// deleted), without stepping through them: SQLite counts a table from its b-tree pages and
    /// finds the least and greatest rowid by one search each. `nil` when there are gaps.
    static func denseRowids(_ db: Database, table quoted: String) throws -> [Int64]? {
      let sql =
        "SELECT (SELECT count(*) FROM \(quoted)), (SELECT min(rowid) FROM \(quoted)), (SELECT max(rowid) FROM \(quoted))"
      guard let shape = try Row.fetchOne(db, sql: sql), let count = shape[0] as Int? else { return nil }
      guard count > 0 else { return [] }
      guard let low = shape[1] as Int64?, let high = shape[2] as Int64?, high - low + 1 == Int64(count) else {
        return nil
      }
      return Array(low...high)
    }

    /// The rowids `sql` selects, stepped with SQLite's C API: GRDB's typed fetch cost ~800
    /// instructions a row in its cursor and decoding (a quarter of a second for a million).
    static func rowids(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [Int64] {
      let statement = try db.makeStatement(sql: sql)
      try statement.setArguments(arguments)
      let handle = statement.sqliteStatement
      var rowids: [Int64] = []
      while true {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW {
          rowids.append(sqlite3_column_int64(handle, 0))
        } else if code == SQLITE_DONE {
          return rowids
        } else {
          throw DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
      }
    }
  }
#endif
