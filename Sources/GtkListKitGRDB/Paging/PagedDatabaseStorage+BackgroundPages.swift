// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  /// The view never waits for a page: ``item(at:)`` answers from the page cache, or with a
  /// `PendingItem` while the page is fetched on a reader of GRDB's. When it arrives its rows are
  /// presented again in place (one update of `.update` changes: rebinds, no `items-changed`), so the
  /// row count, positions and scroll bar were right all along.
  ///
  /// Fetches follow the view: the page asked for last is fetched first (a scroll's newest rows
  /// before those it left), the next page in the scroll direction is prefetched, at most
  /// ``concurrentPageLoads`` run at once, and the cache stays bounded (``cachedPages``). A page
  /// read while a transaction or a new order changed the rows is read again.
  extension PagedDatabaseStorage {
    /// The row at `position` if its page is cached; else a `PendingItem` while its page is
    /// requested (with the next one in the scroll direction); `nil` past the rows or for a page
    /// that failed (reported).
    func itemWithoutWaiting(at position: Int) -> Any? {
      guard let (pageIndex, offset) = sorted?.page(forPosition: position) ?? index.page(forPosition: position) else {
        return nil
      }
      if let page = cache.page(pageIndex) { return offset < page.records.count ? page.records[offset] : nil }
      if failedPages.contains(pageIndex) { return nil }
      defer { pendingShown = true }
      guard !stalePages.contains(pageIndex) else { return PendingItem(IndexPath(item: position, section: 0)) }
      let direction = pageIndex >= lastRequestedPage ? 1 : -1
      lastRequestedPage = pageIndex
      requestPage(pageIndex)
      requestPage(pageIndex + direction)  // prefetch ahead of the scroll
      return PendingItem(IndexPath(item: position, section: 0))
    }

    /// Fetches cached `pages` again; their rows show what they showed until a page is there, then
    /// are presented again.
    func refreshPages(_ pages: [Int]) {
      for pageIndex in pages.sorted() { requestPage(pageIndex, refresh: true) }
    }

    /// Fetches cached pages again whose rows a transaction updated in place: the rows keep showing
    /// what they showed until the new page is there, then are presented again (no placeholder).
    func refreshPages(_ rowids: [Int: Set<Int64>]) {
      for (pageIndex, updated) in rowids.sorted(by: { $0.key < $1.key }) {
        refreshedRowids[pageIndex, default: []].formUnion(updated)
        requestPage(pageIndex, refresh: true)
      }
    }

    /// Whether pages are being fetched or wait to be.
    public var isLoadingPages: Bool { !pagesLoading.isEmpty || !pageQueue.isEmpty }

    /// Queues page `pageIndex` for a background fetch (newest request first).
    private func requestPage(_ pageIndex: Int, refresh: Bool = false) {
      guard pageIndex >= 0, pageIndex < pageCount, refresh || !cache.contains(pageIndex),
        !pagesLoading.contains(pageIndex)
      else { return }
      pageQueue.removeAll { $0 == pageIndex }
      pageQueue.append(pageIndex)
      startPageLoads()
    }

    /// Starts queued fetches up to the concurrency limit.
    private func startPageLoads() {
      while pagesLoading.count < concurrentPageLoads, let pageIndex = pageQueue.popLast() {
        guard let query = pageQuery(pageIndex) else { continue }
        pagesLoading.insert(pageIndex)
        let generation = contentGeneration
        Task { @MainActor [weak self, writer] in
          let result: Result<Page?, any Error>
          do { result = .success(try await writer.read(query)) } catch { result = .failure(error) }
          self?.pageArrived(pageIndex, result, generation: generation)
        }
      }
    }

    /// The read of page `pageIndex` as a closure for a reader (values only: no state of ours).
    func pageQuery(_ pageIndex: Int) -> (@Sendable (Database) throws -> Page?)? {
      let quoted = table.quotedDatabaseIdentifier
      if let sorted {
        let rowids = sorted.rowids(ofPage: pageIndex)
        guard !rowids.isEmpty else { return nil }
        return { db in try Self.readPage(db, table: quoted, rowids: rowids) }
      }
      let (lower, upper) = index.range(ofPage: pageIndex)
      let limit = index.counts[pageIndex]
      return { db in
        var sql = "SELECT rowid AS \"gtklistkit_rowid\", * FROM \(quoted) WHERE rowid >= ?"
        var arguments: StatementArguments = [lower]
        if let upper {
          sql += " AND rowid < ?"
          arguments += [upper]
        }
        return try Self.readPage(db, sql: sql + " ORDER BY rowid LIMIT \(limit)", arguments: arguments)
      }
    }

    /// A fetched page: cached and its rows presented again, unless the rows changed meanwhile (then
    /// its rows are presented again and ask for it anew).
    private func pageArrived(_ pageIndex: Int, _ result: Result<Page?, any Error>, generation: Int) {
      pagesLoading.remove(pageIndex)
      defer { startPageLoads() }
      // Read before a transaction or a new order changed the rows: read again.
      guard generation == contentGeneration else { return requestPage(pageIndex, refresh: true) }
      switch result {
      case .success(let page?) where page.records.count < expectedRows(ofPage: pageIndex):
        // Fewer rows than the order holds: another process wrote; shown again after the reload.
        stalePages.insert(pageIndex)
        return
      case .success(let page?):
        countFetched(page)
        cache.insert(page, at: pageIndex)
        // Read again for rows updated in place: only those are presented again.
        if let updated = refreshedRowids.removeValue(forKey: pageIndex) {
          let start = firstRow(ofPage: pageIndex)
          let rows = page.rowids.indices.filter { updated.contains(page.rowids[$0]) && start + $0 < count }
          let update = StorageUpdate(itemChanges: rows.map { .update(IndexPath(item: start + $0, section: 0)) })
          if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
          return
        }
      case .success(nil):
        // Its first row is gone and the transaction is on its way: shown again after it.
        stalePages.insert(pageIndex)
        return
      case .failure(let error):
        anomalyHandler.reportAnomaly(.pageFetchFailed(firstRow: firstRow(ofPage: pageIndex), String(describing: error)))
        failedPages.insert(pageIndex)
      }
      presentAgain(pages: [pageIndex])
    }

    /// Pages of the order shown.
    var pageCount: Int { sorted.map { ($0.count + pageSize - 1) / pageSize } ?? index.starts.count }

    /// Rows page `pageIndex` holds in the order shown.
    func expectedRows(ofPage pageIndex: Int) -> Int {
      sorted?.rowids(ofPage: pageIndex).count ?? index.counts[pageIndex]
    }

    /// Presents the rows of `pages` again in place (their content loaded or changed).
    func presentAgain(pages: some Sequence<Int>) {
      var update = StorageUpdate()
      for pageIndex in pages {
        guard pageIndex < pageCount else { continue }
        let start = firstRow(ofPage: pageIndex), end = min(start + expectedRows(ofPage: pageIndex), count)
        if start < end { update.itemChanges += (start..<end).map { .update(IndexPath(item: $0, section: 0)) } }
      }
      if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
    }

    /// Before a transaction or a new order changes the rows: pages read before are read again.
    func contentWillChange() {
      contentGeneration += 1
      failedPages = []
      refreshedRowids = [:]
    }

    /// After it: the pages whose read met the change are presented (and asked for) again.
    func contentDidChange() {
      let stale = stalePages
      stalePages = []
      if !stale.isEmpty { presentAgain(pages: stale) }
    }
  }
#endif
