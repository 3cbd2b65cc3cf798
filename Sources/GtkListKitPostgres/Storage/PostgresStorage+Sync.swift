// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import ModelStorage
  import PostgresNIO

  /// One loop owns the order: it reads orders and changes in the background, one at a time, and
  /// applies each on the main actor. Work asked for meanwhile waits in ``work`` and is done next,
  /// merged (see ``SyncWork``), so the keys and the snapshot always describe the same rows.
  extension PostgresStorage {
    /// Starts the pool, the sync loop and the listener.
    func start(wakes: AsyncStream<Void>) {
      let client = client
      tasks.append(Task.detached { await client.run() })
      tasks.append(
        Task { [weak self] in
          for await _ in wakes { await self?.sync() }
        })
      startListening()
      setLoadingOrder(true)
      wake.yield()
    }

    /// Does the work asked for until none is left (or the server is away: then it waits for the
    /// listener to connect again).
    func sync() async {
      while !Task.isCancelled {
        if let terms = work.order {
          work.order = nil
          work.changes = false  // an order read is of the newest snapshot
          guard await loadOrder(terms) else { return }
        } else if work.changes, snapshot != nil, isLive, let shown = keys, let since = snapshot {
          work.changes = false
          guard await catchUp(shown: shown, since: since) else { return }
        } else {
          return
        }
      }
    }

    /// Reads and shows the order of `terms`; `false` when the server is away (asked again after).
    private func loadOrder(_ terms: [SQLSortTerm]) async -> Bool {
      setLoadingOrder(true)
      let asked = requestedFilter
      let query = rowsQuery(terms, filter: asked)
      let read: OrderRead
      do {
        let (client, shown, pageSize, decode) = (client, keys, pageSize, decode)
        read = try await Self.withReadTimeout {
          try await Self.readOrder(
            client, query, terms: terms, shown: shown, inKeyOrder: terms.isEmpty, pageSize: pageSize,
            pages: Self.pagesReadWithOrder, decode: decode)
        }
      } catch {
        if Self.isConnectionProblem(error) {
          work.order = work.order ?? terms
          retryLater()
          return false
        }
        setLoadingOrder(false)
        // A filter the server rejects: the one shown stays, for the next reads too.
        if asked == requestedFilter {
          requestedFilter = filter.map { PostgresQuery(unsafeSQL: $0, binds: filterBinds) }
        }
        anomalyHandler.reportAnomaly((error as? PostgresStorageAnomaly) ?? .orderFailed(Self.describe(error)))
        return true
      }
      // A newer order or filter was asked for meanwhile: this one is not shown (the same one
      // again is).
      guard (work.order == nil || work.order == terms) && asked == requestedFilter else { return true }
      (filter, filterBinds) = (asked?.sql, asked?.binds ?? PostgresBindings())
      work.order = nil
      defer { setLoadingOrder(false) }
      if !read.isLive, isLive { anomalyHandler.reportAnomaly(.changeLogMissing(table)) }
      isLive = read.isLive
      tableOID = read.tableOID
      sortTerms = terms
      shownOrderBy = read.orderBy
      if read.naturalMissing, !naturalOrderReported {
        naturalOrderReported = true
        anomalyHandler.reportAnomaly(.naturalOrderUnavailable(table))
      }
      let wasShown = keys != nil
      keys = read.keys
      snapshot = read.snapshot
      ordersLoaded += 1
      contentWillChange()
      if case .none = read.change {
        // The same rows in the same order: their content may differ; the pages are read again.
        for pageIndex in cache.pageIndices { requestPage(pageIndex, refresh: true) }
        return true
      }
      cache.removeAll()
      for (pageIndex, page) in read.firstPages.enumerated() where page.keys.count == expectedRows(ofPage: pageIndex) {
        cache.insert(page, at: pageIndex)
        pagesFetched += 1
      }
      if !wasShown {
        delegate?.storageNeedsReloading()
      } else if let update = read.change.storageUpdate, !update.isEmpty {
        delegate?.storageDidPerformUpdate(update)
      }
      contentDidChange()
      return true
    }

    /// Reads and shows the changes committed since `since`; `false` when the server is away.
    private func catchUp(shown: [Int64], since: String) async -> Bool {
      let result: ChangesRead
      do {
        let (client, query, sorted, decode) = (client, rowsQuery(sortTerms), !sortTerms.isEmpty, decode)
        result = try await Self.withReadTimeout {
          try await Self.readChanges(client, query, since: since, shown: shown, sorted: sorted, decode: decode)
        }
      } catch {
        work.changes = true
        if Self.isConnectionProblem(error) {
          retryLater()
          return false
        }
        anomalyHandler.reportAnomaly(.orderFailed(Self.describe(error)))
        return false
      }
      // A sort read meanwhile is newer than these changes: it is shown instead.
      guard work.order == nil else { return true }
      switch result {
      case .unchanged(let now):
        snapshot = now
      case .resync(let reason):
        anomalyHandler.reportAnomaly(.resynchronized(reason))
        work.order = sortTerms
      case .changed(let new, let diff, let records, let now):
        contentWillChange()
        recache(keys: new, changed: Set(diff.updates.map { new[$0] }), fresh: records)
        keys = new
        snapshot = now
        batchesApplied += 1
        var update = StorageUpdate()
        update.itemChanges += diff.deletes.map { .delete(IndexPath(item: $0, section: 0)) }
        update.itemChanges += diff.inserts.map { .insert(IndexPath(item: $0, section: 0)) }
        update.itemChanges += diff.moves.map {
          .move(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0))
        }
        update.itemChanges += diff.updates.map { .update(IndexPath(item: $0, section: 0)) }
        if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
        contentDidChange()
        changesDidApply?()
      }
      return true
    }

    /// Rebuilds the page cache for the new `keys` from the records held and the `fresh` ones read
    /// with the changes (rows `changed` but not read are left out): rows that only moved keep
    /// showing, with no placeholder.
    private func recache(keys new: [Int64], changed: Set<Int64>, fresh: [Int64: Record]) {
      var known = fresh
      for pageIndex in cache.pageIndices {
        guard let page = cache.page(pageIndex) else { continue }
        for (key, record) in zip(page.keys, page.records) where !changed.contains(key) || fresh[key] != nil {
          if known[key] == nil { known[key] = record }
        }
      }
      cache.removeAll()
      guard !known.isEmpty else { return }
      let pages = (new.count + pageSize - 1) / pageSize
      for pageIndex in 0..<pages {
        let slice = new[(pageIndex * pageSize)..<min((pageIndex + 1) * pageSize, new.count)]
        guard let first = slice.first, known[first] != nil else { continue }
        let records = slice.compactMap { known[$0] }
        if records.count == slice.count { cache.insert(Page(keys: Array(slice), records: records), at: pageIndex) }
      }
    }

    /// The query of the rows in `terms` order.
    func rowsQuery(_ terms: [SQLSortTerm]) -> RowsQuery {
      RowsQuery(
        table: table, key: key, filter: filter, filterBinds: filterBinds,
        orderBy: terms == sortTerms ? shownOrderBy ?? orderBy(terms) : orderBy(terms))
    }

    /// The query of the rows `filter` keeps, in `terms` order.
    func rowsQuery(_ terms: [SQLSortTerm], filter: PostgresQuery?) -> RowsQuery {
      RowsQuery(
        table: table, key: key, filter: filter?.sql, filterBinds: filter?.binds ?? PostgresBindings(),
        orderBy: orderBy(terms))
    }

    func setLoadingOrder(_ loading: Bool) {
      guard isLoadingOrder != loading else { return }
      isLoadingOrder = loading
      loadingOrderDidChange?(loading)
    }

    /// Pages read with an order (the rows a view at the top shows).
    nonisolated static var pagesReadWithOrder: Int { 2 }
  }
#endif
