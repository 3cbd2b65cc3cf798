// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import ModelStorage
  import PostgresNIO

  /// The view never waits for a page: ``item(at:)`` answers from the cache, or with a
  /// `PendingItem` while the page is read on a connection of the pool. When it arrives its rows
  /// are presented again in place (rebinds, no `items-changed`). The page asked for last is read
  /// first and the next one in the scroll direction is prefetched; a page read while the rows
  /// changed is read again; one that failed while the server was away is read when it is back.
  extension PostgresStorage: @MainActor ListStorage {
    public var numberOfSections: Int { 1 }

    public func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }

    /// The record at `indexPath` if its page is cached, else a `PendingItem` while it is read.
    public func item(at indexPath: IndexPath) -> Any? {
      guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
      let pageIndex = indexPath.item / pageSize, offset = indexPath.item % pageSize
      if let page = cache.page(pageIndex) { return offset < page.records.count ? page.records[offset] : nil }
      if failedPages.contains(pageIndex) { return nil }
      let direction = pageIndex >= lastRequestedPage ? 1 : -1
      lastRequestedPage = pageIndex
      requestPage(pageIndex)
      requestPage(pageIndex + direction)  // prefetch ahead of the scroll
      pendingShown = true
      return PendingItem(indexPath)
    }

    public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? { nil }

    /// The record at `position` if its page is cached (a row on screen is), else `nil` (the page
    /// is then read). Never waits on the server.
    public func record(at position: Int) -> Record? { item(at: IndexPath(item: position, section: 0)) as? Record }

    /// Whether pages are being read or wait to be.
    public var isLoadingPages: Bool { !pagesLoading.isEmpty || !pageQueue.isEmpty }

    /// Queues page `pageIndex` (newest request first).
    func requestPage(_ pageIndex: Int, refresh: Bool = false) {
      guard pageIndex >= 0, pageIndex < pageCount, refresh || !cache.contains(pageIndex),
        !pagesLoading.contains(pageIndex)
      else { return }
      pageQueue.removeAll { $0 == pageIndex }
      pageQueue.append(pageIndex)
      // Requests older than a cache's worth of newer ones are for rows scrolled past: the cache
      // would evict them before they were shown (GTK asks again for a row it binds again).
      if pageQueue.count > cachedPages { pageQueue.removeFirst(pageQueue.count - cachedPages) }
      startPageLoads()
    }

    private func startPageLoads() {
      while pagesLoading.count < concurrentPageLoads, let pageIndex = pageQueue.popLast() {
        guard let keys, pageIndex < pageCount else { continue }
        let pageKeys = Array(keys[(pageIndex * pageSize)..<min((pageIndex + 1) * pageSize, keys.count)])
        pagesLoading.insert(pageIndex)
        let generation = contentGeneration, query = rowsQuery(sortTerms), decode = decode, client = client
        Task { [weak self] in
          let result: Result<Page, any Error>
          do {
            result = .success(
              try await client.withConnection { try await Self.readPage($0, query, keys: pageKeys, decode: decode) })
          } catch {
            result = .failure(error)
          }
          self?.pageArrived(pageIndex, result, generation: generation)
        }
      }
    }

    private func pageArrived(_ pageIndex: Int, _ result: Result<Page, any Error>, generation: Int) {
      pagesLoading.remove(pageIndex)
      defer { startPageLoads() }
      // Read before the rows changed: read again (the view still shows these positions).
      guard generation == contentGeneration else { return requestPage(pageIndex, refresh: true) }
      switch result {
      case .success(let page) where page.keys.count < expectedRows(ofPage: pageIndex):
        // A row left the table after the snapshot shown: the change on its way shows the page.
        stalePages.insert(pageIndex)
        work.changes = true
        wake.yield()
        return
      case .success(let page):
        pagesFetched += 1
        cache.insert(page, at: pageIndex)
      case .failure(let error) where Self.isConnectionProblem(error):
        offlinePages.insert(pageIndex)
        return
      case .failure(let error):
        anomalyHandler.reportAnomaly(.pageFetchFailed(firstRow: pageIndex * pageSize, Self.describe(error)))
        failedPages.insert(pageIndex)
      }
      presentAgain(pages: [pageIndex])
    }

    var pageCount: Int { (count + pageSize - 1) / pageSize }

    func expectedRows(ofPage pageIndex: Int) -> Int { max(0, min(pageSize, count - pageIndex * pageSize)) }

    /// Presents the rows of `pages` again in place (loaded or changed).
    func presentAgain(pages: some Sequence<Int>) {
      var update = StorageUpdate()
      for pageIndex in pages where pageIndex < pageCount {
        let start = pageIndex * pageSize
        update.itemChanges += (start..<start + expectedRows(ofPage: pageIndex)).map {
          .update(IndexPath(item: $0, section: 0))
        }
      }
      if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
    }

    /// Before the rows change: reads under way are read again, failures are forgotten.
    func contentWillChange() {
      contentGeneration += 1
      failedPages = []
    }

    /// After: pages whose read met the change are presented (and asked for) again.
    func contentDidChange() {
      let stale = stalePages
      stalePages = []
      if !stale.isEmpty { presentAgain(pages: stale) }
    }

    /// The server is back: pages that failed meanwhile are read.
    func readOfflinePages() {
      let pages = offlinePages
      offlinePages = []
      for pageIndex in pages.sorted() { requestPage(pageIndex, refresh: true) }
    }
  }
#endif
