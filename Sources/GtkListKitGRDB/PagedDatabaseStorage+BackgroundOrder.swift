// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import GRDBSQLite
  import ModelStorage

  /// A new order (a sort, or a sorted storage's reload) is read off the main thread: one query
  /// for the whole order on a reader of GRDB's (`SELECT rowid ... ORDER BY ...`, no chunks: for
  /// `ORDER BY plays DESC, rowid` SQLite re-sorted the whole tie group for every keyset chunk, 7.7 s
  /// against 0.32 s for one query of a million rows), and the change from the order shown is
  /// worked out there too. The main thread only swaps the rowid list and tells the view: a
  /// permutation (GtkListKit keeps the selection, the focus and the top row by identity through
  /// it), the fewest moves for a small table, or the diff of two row sets (another process's
  /// writes). Meanwhile the view shows the previous order and stays responsive; a newer request
  /// supersedes an older one.
  extension PagedDatabaseStorage {
    /// Reads `terms` order in the background and shows it when read (see the extension's note).
    func loadOrderInBackground(_ terms: [SQLSortTerm]) {
      loadGeneration += 1
      let generation = loadGeneration, applied = transactionsApplied
      let keyset = SortKeyset(terms: terms), table = table, shown = sorted?.rowids ?? rowidOrder, count = count
      let movesLimit = Self.sortMovesLimit, quoted = table.quotedDatabaseIdentifier, pageSize = pageSize
      setLoadingOrder(true)
      orderTask?.cancel()
      orderTask = Task { @MainActor [weak self, writer] in
        // Superseded before it started (a saved sort set right after `init`): not read at all.
        guard !Task.isCancelled else { return }
        let result: Result<(BackgroundOrder, [Page]), any Error>
        do {
          result = .success(
            try await writer.read { db in
              let order = try BackgroundOrder.read(
                db, table: table, keyset: keyset, shown: shown, movesUpTo: movesLimit, pageSize: pageSize)
              // The first rows come with the order: a view that shows the top binds them once,
              // with no placeholder and no second round to the reader.
              let first = try (0..<Self.pagesReadWithOrder).map { page in
                let start = min(page * pageSize, order.rowids.count)
                let rowids = order.rowids[start..<min(start + pageSize, order.rowids.count)]
                return try Self.readPage(db, table: quoted, rowids: rowids)
              }
              return (order, first)
            })
        } catch {
          result = .failure(error)
        }
        guard let self, generation == self.loadGeneration, !Task.isCancelled else { return }
        // A commit the read saw but the rows shown do not have yet: read again after it.
        if self.transactionsApplied != applied || self.observer?.hasUndelivered == true || self.count != count {
          return self.loadOrderInBackground(terms)
        }
        self.finishOrder(result, terms: terms, keyset: keyset)
      }
    }

    /// Shows an order read in the background (on the main actor).
    private func finishOrder(
      _ result: Result<(BackgroundOrder, [Page]), any Error>, terms: [SQLSortTerm], keyset: SortKeyset
    ) {
      defer { setLoadingOrder(false) }
      let order: BackgroundOrder, firstPages: [Page]
      switch result {
      case .success(let read): (order, firstPages) = read
      case .failure(let error):
        // The rows shown stay, in the order they have: no freeze, no jump.
        let reason = String(describing: error)
        return anomalyHandler.reportAnomaly(terms.isEmpty ? .countFailed(reason) : .sortFailed(reason))
      }
      sortTerms = terms
      // The same rows in the same order: what they show may have changed (another process's
      // writes), so the cached pages are read again and their rows presented again, in place.
      if case .none = order.change, keyset == sorted?.keyset || (terms.isEmpty && sorted == nil) {
        contentWillChange()
        return refreshPages(cache.pageIndices)
      }
      // Commits from now on read their rows' places in this order (none in rowid order).
      observer?.placement.withLock { $0 = terms.isEmpty ? nil : (keyset, Self.sortedChangesLimit) }
      if terms.isEmpty {
        sorted = nil
        rowidOrder = order.rowids
        index = order.index ?? RowidPageIndex()
      } else {
        sorted = SortedRowids(keyset: keyset, pageSize: pageSize, rowids: order.rowids)
        rowidOrder = nil
      }
      contentWillChange()
      cache.removeAll()
      for (pageIndex, page) in firstPages.enumerated()
      where pageIndex < pageCount && !page.rowids.isEmpty && page.rowids.count == expectedRows(ofPage: pageIndex) {
        countFetched(page)
        cache.insert(page, at: pageIndex)
      }
      ordersLoaded += 1
      defer { contentDidChange() }
      switch order.change {
      case .none: break
      case .moves(let moves):
        let update = StorageUpdate(
          itemChanges: moves.map {
            .move(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0))
          })
        if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
      case .permutation(let permutation, let inverse):
        var update = StorageUpdate(sectionChanges: [.replaceItems(0)])
        update.reorderings[0] = permutation
        update.reorderingInverses[0] = inverse
        delegate?.storageDidPerformUpdate(update)
      case .diff(let diff):
        var update = StorageUpdate()
        update.itemChanges += diff.deletes.map { .delete(IndexPath(item: $0, section: 0)) }
        update.itemChanges += diff.inserts.map { .insert(IndexPath(item: $0, section: 0)) }
        update.itemChanges += diff.moves.map {
          .move(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0))
        }
        if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
      case .reload: delegate?.storageNeedsReloading()
      }
    }

    /// Pages of a new order read with it (the rows a view at its top shows: GTK 4.8 makes about
    /// 200 rows at once).
    nonisolated static var pagesReadWithOrder: Int { 2 }

    private func setLoadingOrder(_ loading: Bool) {
      guard isLoadingOrder != loading else { return }
      isLoadingOrder = loading
      loadingOrderDidChange?(loading)
    }
  }

  /// Whether `rowids` ascend strictly.
  private func isAscending(_ rowids: [Int64]) -> Bool {
    rowids.withUnsafeBufferPointer { buffer in
      var index = 1
      while index < buffer.count {
        if buffer[index - 1] >= buffer[index] { return false }
        index += 1
      }
      return true
    }
  }

  /// An order read on a reader, and how it differs from the order shown.
  struct BackgroundOrder: Sendable {
    enum Change: Sendable {
      /// The same rows in the same order.
      case none
      /// The same rows, few enough for moves (the view keeps and animates each row).
      case moves([DiffResult.Move])
      /// The same rows reordered: `permutation[new]` is the old position, `inverse[old]` the new one.
      case permutation([Int], inverse: [Int])
      /// Other rows: deletes at old positions, inserts at new ones, moves.
      case diff(DiffResult)
      /// Nothing to compare with (no order shown).
      case reload
    }

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
      let new = try rowids(db, sql: "SELECT rowid FROM \(quoted) ORDER BY \(keyset.orderBy)")
      var order = BackgroundOrder(
        rowids: new, change: shown.map { change(from: $0, to: new, movesUpTo: limit) } ?? .reload)
      if keyset.terms.isEmpty {
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

    /// The rowids `sql` selects, stepped with SQLite's C API: GRDB's typed fetch cost ~800
    /// instructions a row in its cursor and decoding (a quarter of a second for a million).
    static func rowids(_ db: Database, sql: String) throws -> [Int64] {
      let statement = try db.makeStatement(sql: sql)
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

    static func change(from old: [Int64], to new: [Int64], movesUpTo limit: Int) -> Change {
      if old == new { return .none }
      if old.count == new.count, let permutation = permutation(from: old, to: new) {
        if new.count <= limit { return .moves(Diff.moves(ofPermutation: permutation)) }
        var inverse = [Int](repeating: 0, count: permutation.count)
        inverse.withUnsafeMutableBufferPointer { inverse in
          for (new, old) in permutation.enumerated() { inverse[old] = new }
        }
        return .permutation(permutation, inverse: inverse)
      }
      return .diff(Diff.changes(from: old, to: new, identifiedBy: { $0 }, isEqual: ==))
    }

    /// For each new position the old position of the same rowid; `nil` unless both hold the same
    /// rowids. By sorting positions by rowid (no hash table of a million entries).
    static func permutation(from old: [Int64], to new: [Int64]) -> [Int]? {
      // Rowid order of a table without gaps (rows appended, few deleted): a rowid is its place.
      if let first = old.first, let last = old.last, last - first == Int64(old.count - 1), isAscending(old) {
        var order = [Int](repeating: 0, count: new.count)
        for (newIndex, rowid) in new.enumerated() {
          guard rowid >= first, rowid <= last else { return nil }
          order[newIndex] = Int(rowid - first)
        }
        return order
      }
      // Rowid order shown (the common case): each old position is found by halves, no sort.
      if isAscending(old) {
        var order = [Int](repeating: 0, count: new.count)
        for (newIndex, rowid) in new.enumerated() {
          let position = lowerBound(old, rowid)
          guard position < old.count, old[position] == rowid else { return nil }
          order[newIndex] = position
        }
        return order  // as many rows, each found, rowids unique: a permutation
      }
      let oldByRowid = old.indices.sorted { old[$0] < old[$1] }, newByRowid = new.indices.sorted { new[$0] < new[$1] }
      var order = [Int](repeating: 0, count: new.count)
      for (oldIndex, newIndex) in zip(oldByRowid, newByRowid) {
        guard old[oldIndex] == new[newIndex] else { return nil }
        order[newIndex] = oldIndex
      }
      return order
    }
  }
#endif
