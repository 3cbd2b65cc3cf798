// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  extension PagedDatabaseStorage: @MainActor SQLSortableStorage {
    /// Shows the rows in `terms` order, then `rowid` ascending (empty `terms`: rowid order again),
    /// sorted by SQLite. A table of up to 100,000 rows reports the new order as the fewest moves
    /// (a view keeps each row, its selection and scroll position); a larger one tells the delegate
    /// to reload (a million moves would cost the view more than a reload; a table view restores
    /// its selection by identity).
    ///
    /// Reads the rowids in the new order (`SELECT rowid ... ORDER BY ...`: SQLite reads only the
    /// key expressions and rowids, no records) and keeps them (8 bytes a row): all of them at once
    /// for a table that reports moves; for a larger one only the first pages, which the first frame
    /// shows, then the rest in chunks of 32,768 on later main-loop turns (through
    /// `DispatchQueue.main`, as live changes are delivered) and at once up to any row asked for
    /// beyond them (a scroll, a jump to the end, a row located by its rowid). A live change that
    /// arrives before the order is whole lands exactly among the rows read; past them, where no
    /// row was shown yet, the view learns only how many rows there are.
    ///
    /// Pages are still keyset queries: a page starts at its first row's `(key values..., rowid)`,
    /// `WHERE (k1, k2, rowid) >= (?, ?, ?) ORDER BY k1, k2, rowid LIMIT pageSize`, never an
    /// `OFFSET`. One row value holds only for ascending terms and a bound without `NULL`; descending
    /// terms and `NULL` bounds use the expanded form `k1 > ? OR (k1 = ? AND ...)`, with each
    /// comparison written for SQLite's `NULL` order (first ascending, last descending). An index on
    /// the terms' expressions lets SQLite sort and page without scanning the table.
    ///
    /// Live changes keep their place in the order: an inserted row appears where it sorts, a
    /// deleted one leaves its position, an updated one is rebound and moves when its key moved it.
    /// A transaction that inserts or updates more than 64 rows reloads the order instead (each
    /// such row costs one count over the table).
    ///
    /// An expression SQLite rejects reports ``DatabaseStorageAnomaly/sortFailed(_:)`` and the
    /// storage returns to rowid order.
    public func sort(by terms: [SQLSortTerm]) {
      let oldCount = count, reportsMoves = oldCount <= Self.sortMovesLimit
      // Moves need both orders whole; a reload needs only what the view will show first.
      if reportsMoves { loadSortedRowids(through: nil) }
      let oldRowids = sorted?.rowids
      sortTerms = terms
      readOrder(whole: reportsMoves, knownCount: oldCount)
      let newRowids = sorted?.rowids
      // Rowid order holds no rowid list: it is the other order's rowids, ascending.
      guard reportsMoves, count == oldCount, count <= Self.sortMovesLimit, oldRowids != nil || newRowids != nil,
        let moves = Self.moves(from: oldRowids ?? newRowids!.sorted(), to: newRowids ?? oldRowids!.sorted())
      else {
        delegate?.storageNeedsReloading()
        return
      }
      let update = StorageUpdate(
        itemChanges: moves.map {
          .move(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0))
        })
      if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
    }

    /// Most rows whose new order ``sort(by:)`` reports as moves; a larger table reloads.
    nonisolated static var sortMovesLimit: Int { 100_000 }

    /// The fewest moves from `old` to `new`, two orders of the same rowids; `nil` if they differ.
    nonisolated static func moves(from old: [Int64], to new: [Int64]) -> [DiffResult.Move]? {
      guard old.count == new.count else { return nil }
      let oldByRowid = old.indices.sorted { old[$0] < old[$1] }, newByRowid = new.indices.sorted { new[$0] < new[$1] }
      // For each new position, the old position of the same rowid.
      var order = [Int](repeating: 0, count: new.count)
      for (oldIndex, newIndex) in zip(oldByRowid, newByRowid) {
        guard old[oldIndex] == new[newIndex] else { return nil }
        order[newIndex] = oldIndex
      }
      return Diff.moves(ofPermutation: order)
    }

    /// Most inserted and updated rows of one transaction placed one by one under a sort; more
    /// reload the order.
    nonisolated static var sortedChangesLimit: Int { 64 }

    /// One keyset query from the key of the page's first row.
    func fetchSortedPage(_ pageIndex: Int, of sorted: SortedRowids) -> Page? {
      let rowids = sorted.rowids(ofPage: pageIndex)
      guard let first = rowids.first else { return nil }
      let quoted = table.quotedDatabaseIdentifier, keyset = sorted.keyset, limit = rowids.count
      do {
        let page = try writer.read { db -> Page? in
          // Gone already: its transaction is on its way and will re-place the rows.
          guard let key = try Self.key(of: first, in: db, table: quoted, keyset: keyset) else { return nil }
          let condition = keyset.after(key, rowid: first, inclusive: true)
          let sql = """
            SELECT rowid AS "gtklistkit_rowid", * FROM \(quoted) WHERE \(condition.sql) \
            ORDER BY \(keyset.orderBy) LIMIT \(limit)
            """
          return try Self.readPage(db, sql: sql, arguments: condition.arguments)
        }
        if let page { countFetched(page) }
        return page
      } catch {
        anomalyHandler.reportAnomaly(.pageFetchFailed(firstRow: pageIndex * sorted.pageSize, String(describing: error)))
        return nil
      }
    }

    /// The key values of `rowid` in `keyset` order, `nil` when the row does not exist.
    nonisolated static func key(
      of rowid: Int64, in db: Database, table quoted: String, keyset: SortKeyset
    ) throws -> [DatabaseValue]? {
      let sql = "SELECT \(keyset.keyColumns) FROM \(quoted) WHERE rowid = ?"
      guard let row = try Row.fetchOne(db, sql: sql, arguments: [rowid]) else { return nil }
      return Array(row.databaseValues)
    }
  }
#endif
