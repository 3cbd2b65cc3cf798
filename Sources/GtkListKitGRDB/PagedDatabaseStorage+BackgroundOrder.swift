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
      let movesLimit = Self.sortMovesLimit
      setLoadingOrder(true)
      orderTask?.cancel()
      orderTask = Task { @MainActor [weak self, writer] in
        let result: Result<BackgroundOrder, any Error>
        do {
          result = .success(
            try await writer.read { db in
              try BackgroundOrder.read(db, table: table, keyset: keyset, shown: shown, movesUpTo: movesLimit)
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
    private func finishOrder(_ result: Result<BackgroundOrder, any Error>, terms: [SQLSortTerm], keyset: SortKeyset) {
      defer { setLoadingOrder(false) }
      let order: BackgroundOrder
      switch result {
      case .success(let read): order = read
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
      if terms.isEmpty {
        sorted = nil
        rowidOrder = order.rowids
        var rowids = order.rowids.makeIterator()
        index = RowidPageIndex(pageSize: pageSize) { rowids.next() }
      } else {
        sorted = SortedRowids(keyset: keyset, pageSize: pageSize, rowids: order.rowids)
        rowidOrder = nil
      }
      contentWillChange()
      cache.removeAll()
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
      case .permutation(let permutation):
        var update = StorageUpdate(sectionChanges: [.replaceItems(0)])
        update.reorderings[0] = permutation
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
      /// The same rows reordered: `permutation[new]` is the old position.
      case permutation([Int])
      /// Other rows: deletes at old positions, inserts at new ones, moves.
      case diff(DiffResult)
      /// Nothing to compare with (no order shown).
      case reload
    }

    let rowids: [Int64]
    let change: Change

    /// Reads `keyset` order of `table` and compares it with `shown` (`nil`: rowid order, read in
    /// the same transaction).
    static func read(_ db: Database, table: String, keyset: SortKeyset, shown: [Int64]?, movesUpTo limit: Int) throws
      -> BackgroundOrder
    {
      let quoted = table.quotedDatabaseIdentifier
      let new = try rowids(db, sql: "SELECT rowid FROM \(quoted) ORDER BY \(keyset.orderBy)")
      let old = try shown ?? rowids(db, sql: "SELECT rowid FROM \(quoted) ORDER BY rowid")
      return BackgroundOrder(rowids: new, change: change(from: old, to: new, movesUpTo: limit))
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
        return .permutation(permutation)
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
          var (low, high) = (0, old.count)
          while low < high {
            let middle = (low + high) / 2
            if old[middle] < rowid { low = middle + 1 } else { high = middle }
          }
          guard low < old.count, old[low] == rowid else { return nil }
          order[newIndex] = low
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
