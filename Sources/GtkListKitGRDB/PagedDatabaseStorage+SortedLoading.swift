// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import GRDBSQLite

  /// Reading a sort order in parts: the first pages when the sort is made (what the first frame
  /// shows), the rest by keyset continuation, `WHERE (key..., rowid) > (last key..., last rowid)
  /// ORDER BY key..., rowid LIMIT n` (never an `OFFSET`), in bounded chunks on main-loop turns and
  /// at once up to a position someone needs.
  extension PagedDatabaseStorage {
    /// Rowids a large table's sort reads at once: the first pages, which the first frame binds.
    var firstSortedRows: Int { 4 * pageSize }

    /// Rowids read on one main-loop turn (~3 ms with an index on the key, release build).
    nonisolated static var idleSortedRows: Int { 32_768 }

    /// Reads ``sortTerms`` order into ``sorted``: every rowid when `whole`, else the first pages,
    /// with `knownCount` rows (a sort keeps the count; `nil`: counted in the same read). `false`
    /// (reported) on failure.
    func loadSortedRowids(whole: Bool, knownCount: Int?) -> Bool {
      let keyset = SortKeyset(terms: sortTerms), limit = whole ? nil : firstSortedRows
      let quoted = table.quotedDatabaseIdentifier
      do {
        let (chunk, total) = try writer.read { db in
          let chunk = try readSortedRowids(db, keyset: keyset, after: nil, limit: limit)
          if chunk.cut == nil { return (chunk, chunk.rowids.count) }
          let total = try knownCount ?? Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoted)") ?? 0
          return (chunk, total)
        }
        var order = SortedRowids(keyset: keyset, pageSize: pageSize, count: total)
        order.append(chunk)
        sorted = order
        scheduleSortedLoading()
        return true
      } catch {
        anomalyHandler.reportAnomaly(.sortFailed(String(describing: error)))
        return false
      }
    }

    /// Reads the order on through `position` (doubling what is read, so a scroll costs few
    /// queries), or to its end when `nil`. Never tells the delegate: GTK may be asking for a row.
    func loadSortedRowids(through position: Int?) {
      while let sorted, !sorted.isComplete {
        let read = sorted.rowids.count
        if let position, position < read { return }
        readMoreSortedRowids(limit: position.map { max($0 + 1 - read, read, pageSize) })
      }
    }

    /// Reads up to `limit` more rowids (all the rest when `nil`). A failure is reported and ends
    /// the read: rows past it show as `nil`, as a page that fails; ``reload()`` starts again.
    func readMoreSortedRowids(limit: Int?, unlessChanged: Bool = false) {
      guard let sorted, !sorted.isComplete else { return }
      do {
        let chunk = try writer.read { db in
          try readSortedRowids(db, keyset: sorted.keyset, after: sorted.cut, limit: limit)
        }
        // A commit seen by the read but not applied yet (counted before readers can see it).
        if unlessChanged, observer?.hasUndelivered == true { return }
        self.sorted?.append(chunk)
      } catch {
        self.sorted?.isComplete = true
        anomalyHandler.reportAnomaly(.pageFetchFailed(firstRow: sorted.rowids.count, String(describing: error)))
      }
    }

    /// Reads the next chunk on a later main-loop turn, and the next after it, until the order is
    /// whole. GRDB's delivery queue (`DispatchQueue.main`) carries the turns, as it carries live
    /// changes: without the bridge to GLib the order is read only as it is needed.
    func scheduleSortedLoading() {
      guard let sorted, !sorted.isComplete else { return }
      let generation = loadGeneration
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          // A newer sort or reload has its own turns.
          guard let self, generation == self.loadGeneration else { return }
          // Rows read while a change is on its way could hold it twice (once read, once applied):
          // its delivery is queued before the next turn.
          if self.observer?.hasUndelivered != true {
            self.readMoreSortedRowids(limit: Self.idleSortedRows, unlessChanged: true)
          }
          self.scheduleSortedLoading()
        }
      }
    }

    /// Up to `limit` rowids (all when `nil`) in `keyset` order after `(key, rowid)` (from the
    /// first row when `nil`), stepped with SQLite's C API: GRDB's typed fetch cost ~800
    /// instructions a row in its cursor and decoding. The last row's key comes in the same read.
    nonisolated func readSortedRowids(
      _ db: Database, keyset: SortKeyset, after bound: SortedRowids.Cut?, limit: Int?
    ) throws -> SortedRowids.Chunk {
      let quoted = table.quotedDatabaseIdentifier
      var sql = "SELECT rowid FROM \(quoted)", arguments = StatementArguments()
      if let bound {
        let condition = keyset.after(bound.key, rowid: bound.rowid, inclusive: false)
        sql += " WHERE \(condition.sql)"
        arguments = condition.arguments
      }
      sql += " ORDER BY \(keyset.orderBy)"
      if let limit { sql += " LIMIT \(limit)" }
      let statement = try db.makeStatement(sql: sql)
      try statement.setArguments(arguments)
      let handle = statement.sqliteStatement
      var rowids: [Int64] = []
      if let limit { rowids.reserveCapacity(limit) }
      while true {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW {
          rowids.append(sqlite3_column_int64(handle, 0))
        } else if code == SQLITE_DONE {
          break
        } else {
          throw DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
      }
      guard let limit, rowids.count == limit, let last = rowids.last,
        let key = try Self.key(of: last, in: db, table: quoted, keyset: keyset)
      else { return SortedRowids.Chunk(rowids: rowids, cut: nil) }
      return SortedRowids.Chunk(rowids: rowids, cut: (key, last))
    }
  }
#endif
