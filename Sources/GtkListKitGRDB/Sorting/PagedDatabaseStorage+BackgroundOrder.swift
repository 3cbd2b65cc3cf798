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
    /// Reads `terms` order of the rows ``requestedFilter`` keeps in the background and shows it
    /// when read (see the extension's note).
    func loadOrderInBackground(_ terms: [SQLSortTerm]) {
      loadGeneration += 1
      requestedTerms = terms
      let generation = loadGeneration, applied = transactionsApplied, filter = requestedFilter
      let table = table, shown = sorted?.rowids ?? rowidOrder, count = count
      let movesLimit = Self.sortMovesLimit, quoted = table.quotedDatabaseIdentifier, pageSize = pageSize
      setLoadingOrder(true)
      orderTask?.cancel()
      // Runs on a reader of GRDB's.
      let readOrder: @Sendable (Database) throws -> (BackgroundOrder, SortKeyset, [Page]) = { db in
        // The filter's SQL and each term's text order are settled here, where a database is.
        let keyset = SortKeyset(
          terms: try SQLNaturalCollation.resolve(terms, db, table: quoted),
          filter: try filter.map { try FilterClause($0, in: db) })
        let order = try BackgroundOrder.read(
          db, table: table, keyset: keyset, shown: shown, movesUpTo: movesLimit, pageSize: pageSize)
        // The first rows come with the order: a view that shows the top binds them once, with no
        // placeholder and no second round to the reader.
        let first = try (0..<Self.pagesReadWithOrder).map { page in
          let start = min(page * pageSize, order.rowids.count)
          return try Self.readPage(
            db, table: quoted, rowids: order.rowids[start..<min(start + pageSize, order.rowids.count)])
        }
        return (order, keyset, first)
      }
      orderTask = Task { @MainActor [weak self, writer] in
        // Superseded before it started (a saved sort set right after `init`): not read at all.
        guard !Task.isCancelled else { return }
        let result: Result<(BackgroundOrder, SortKeyset, [Page]), any Error>
        do {
          result = .success(try await writer.read(readOrder))
        } catch {
          result = .failure(error)
        }
        guard let self, generation == self.loadGeneration, !Task.isCancelled else { return }
        // A commit the read saw but the rows shown do not have yet: read again after it.
        if self.transactionsApplied != applied || self.observer?.hasUndelivered == true || self.count != count {
          return self.loadOrderInBackground(terms)
        }
        self.finishOrder(result, terms: terms, filter: filter)
      }
    }

    /// Shows an order read in the background (on the main actor).
    private func finishOrder(
      _ result: Result<(BackgroundOrder, SortKeyset, [Page]), any Error>, terms: [SQLSortTerm], filter: SQL?
    ) {
      defer { setLoadingOrder(false) }
      let filterWasAsked = filterChangePending
      filterChangePending = false
      let order: BackgroundOrder, keyset: SortKeyset, firstPages: [Page]
      switch result {
      case .success(let read): (order, keyset, firstPages) = read
      case .failure(let error):
        // The rows shown stay, in the order they have, with the filter they have: no freeze, no
        // jump; the next sort or reload reads the order shown, not the one that failed.
        let reason = String(describing: error)
        (requestedTerms, requestedFilter) = (sortTerms, self.filter)
        if filterWasAsked { return anomalyHandler.reportAnomaly(.filterFailed(reason)) }
        return anomalyHandler.reportAnomaly(terms.isEmpty ? .countFailed(reason) : .sortFailed(reason))
      }
      sortTerms = terms
      self.filter = filter
      // The same rows in the same order: what they show may have changed (another process's
      // writes), so the cached pages are read again and their rows presented again, in place.
      if case .none = order.change, keyset == sorted?.keyset || (keyset.isRowidOrder && sorted == nil) {
        contentWillChange()
        return refreshPages(cache.pageIndices)
      }
      // Commits from now on read their rows' places in this order (none in rowid order).
      observer?.placement.withLock { $0 = keyset.isRowidOrder ? nil : (keyset, Self.sortedChangesLimit) }
      if keyset.isRowidOrder {
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
      if case .reload = order.change {
        delegate?.storageNeedsReloading()
        return
      }
      if let update = order.change.storageUpdate, !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
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
#endif
