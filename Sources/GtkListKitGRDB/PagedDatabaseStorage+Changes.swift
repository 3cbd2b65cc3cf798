// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  extension PagedDatabaseStorage {
    /// Turns one committed transaction's net row changes into one update.
    func apply(_ changes: [Int64: TableChangeObserver.Change]) {
      transactionsApplied += 1
      contentWillChange()
      applyChanges(changes)
      contentDidChange()
    }

    private func applyChanges(_ changes: [Int64: TableChangeObserver.Change]) {
      if let sorted { return applySorted(changes, to: sorted) }
      rowidOrder = rowidOrder.map { Self.merged($0, changes) }
      var byPage: [Int: [Int64: TableChangeObserver.Change]] = [:]
      for (rowid, change) in changes { byPage[index.page(forRowid: rowid), default: [:]][rowid] = change }
      var update = StorageUpdate()
      var splitAny = false
      var updatedPositions: [(page: Int, rowid: Int64)] = []
      var refreshed: [Int: Set<Int64>] = [:]
      // Pages from the last to the first: a split shifts only the pages after the one split.
      for pageIndex in byPage.keys.sorted(by: >) {
        let pageChanges = byPage[pageIndex]!
        let structural = pageChanges.values.contains { $0 != .update }
        guard structural else {
          // Only updates: a cached page is read again in the background and its rows presented
          // again when it is there (they show the old values meanwhile); others are not shown.
          if cache.contains(pageIndex) {
            refreshed[pageIndex] = Set(pageChanges.keys)
            updatedPositions += pageChanges.keys.map { (pageIndex, $0) }
          }
          continue
        }
        let newRowids: [Int64]
        do { newRowids = try currentRowids(ofPage: pageIndex) } catch {
          anomalyHandler.reportAnomaly(.observationFailed(String(describing: error)))
          return reload()
        }
        let inserted = Set(pageChanges.filter { $0.value == .insert }.keys)
        var oldRowids = newRowids.filter { !inserted.contains($0) }
        oldRowids += pageChanges.filter { $0.value == .delete }.keys
        oldRowids.sort()
        let oldStart = index.starts[pageIndex]
        for (offset, rowid) in oldRowids.enumerated() where pageChanges[rowid] == .delete {
          update.itemChanges.append(.delete(IndexPath(item: oldStart + offset, section: 0)))
        }
        cache.remove(pageIndex)
        splitAny = index.setRows(newRowids, ofPage: pageIndex, pageSize: pageSize) || splitAny
        // New positions are final only once every page is counted: remember rowids for now.
        updatedPositions += pageChanges.filter { $0.value != .delete }.keys.map { (pageIndex, $0) }
      }
      if splitAny { cache.removeAll() }
      // Pages updated in place keep their page numbers unless a page split: then their rows are
      // presented from a new read like the others.
      if !splitAny { updatedPositions.removeAll { refreshed[$0.page] != nil } }
      for (_, rowid) in updatedPositions {
        guard let (position, isInsert) = newPosition(of: rowid, change: changes[rowid]!) else { continue }
        let path = IndexPath(item: position, section: 0)
        update.itemChanges.append(isInsert ? .insert(path) : .update(path))
        if !isInsert { update.addUpdatedModel(itemWithoutWaiting(at: position), at: path) }
      }
      if !update.isEmpty { delegate?.storageDidPerformUpdate(update) }
      if !splitAny { refreshPages(refreshed) }
    }

    /// `rowids` (ascending) without the deleted and with the inserted rows of `changes`: one pass.
    nonisolated static func merged(_ rowids: [Int64], _ changes: [Int64: TableChangeObserver.Change]) -> [Int64] {
      let deleted = Set(changes.filter { $0.value == .delete }.keys)
      let inserted = changes.filter { $0.value == .insert }.keys.sorted()
      guard !deleted.isEmpty || !inserted.isEmpty else { return rowids }
      var result: [Int64] = []
      result.reserveCapacity(rowids.count + inserted.count)
      var next = inserted.makeIterator(), pending = next.next()
      for rowid in rowids where !deleted.contains(rowid) {
        while let new = pending, new < rowid {
          result.append(new)
          pending = next.next()
        }
        if pending == rowid { pending = next.next() }  // already there
        result.append(rowid)
      }
      while let new = pending {
        result.append(new)
        pending = next.next()
      }
      return result
    }

    /// The position of `rowid` after the transaction (a small rowid query in its page).
    private func newPosition(of rowid: Int64, change: TableChangeObserver.Change) -> (Int, Bool)? {
      let pageIndex = index.page(forRowid: rowid)
      let (lower, _) = index.range(ofPage: pageIndex)
      let quoted = table.quotedDatabaseIdentifier
      guard
        let before = try? writer.read({ db in
          try Int.fetchOne(
            db, sql: "SELECT COUNT(*) FROM \(quoted) WHERE rowid >= ? AND rowid < ?", arguments: [lower, rowid])
        })
      else { return nil }
      return (index.starts[pageIndex] + before, change == .insert)
    }
  }

  extension PagedDatabaseStorage: @MainActor ListStorage {
    /// Always one section.
    public var numberOfSections: Int { 1 }
    /// The row count in section 0.
    public func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }
    /// The record at `indexPath` when its page is cached; else a `PendingItem` while the page is
    /// fetched in the background (its rows are then updated in place). Never waits on the database.
    public func item(at indexPath: IndexPath) -> Any? {
      indexPath.count == 2 && indexPath.section == 0 ? itemWithoutWaiting(at: indexPath.item) : nil
    }
    /// No supplementary models.
    public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? { nil }
  }
#endif
