// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  extension PagedDatabaseStorage {
    /// Turns one committed transaction's net row changes into one update (`placed`: where its
    /// rows stand under a sort, read off the main thread in the commit's snapshot).
    func apply(_ changes: [Int64: TableChangeObserver.Change], placed: SortedPlacement?) {
      transactionsApplied += 1
      // No order yet: the one being read sees this commit or is read again (it compares
      // `transactionsApplied`).
      guard sorted != nil || rowidOrder != nil else { return }
      contentWillChange()
      if let sorted { applySorted(changes, to: sorted, placed: placed) } else { applyInRowidOrder(changes) }
      contentDidChange()
    }

    /// Rowid order: every position follows from the rowids held in memory, so nothing is read.
    private func applyInRowidOrder(_ changes: [Int64: TableChangeObserver.Change]) {
      guard let old = rowidOrder else { return }
      let new = Self.merged(old, changes)
      rowidOrder = new
      var byPage: [Int: [Int64: TableChangeObserver.Change]] = [:]
      for (rowid, change) in changes { byPage[index.page(forRowid: rowid), default: [:]][rowid] = change }
      var update = StorageUpdate()
      var splitAny = false
      var updatedPositions: [(page: Int, rowid: Int64)] = []
      var refreshed: [Int: Set<Int64>] = [:]
      // Pages from the last to the first: a split shifts only the pages after the one split.
      for pageIndex in byPage.keys.sorted(by: >) {
        let pageChanges = byPage[pageIndex]!
        guard pageChanges.values.contains(where: { $0 != .update }) else {
          // Only updates: a cached page is read again in the background and its rows presented
          // again when it is there (they show the old values meanwhile); others are not shown.
          if cache.contains(pageIndex) {
            refreshed[pageIndex] = Set(pageChanges.keys)
            updatedPositions += pageChanges.keys.map { (pageIndex, $0) }
          }
          continue
        }
        for (rowid, change) in pageChanges where change == .delete {
          update.itemChanges.append(.delete(IndexPath(item: lowerBound(old, rowid), section: 0)))
        }
        let (lower, upper) = index.range(ofPage: pageIndex)
        let rows = new[lowerBound(new, lower)..<(upper.map { lowerBound(new, $0) } ?? new.count)]
        cache.remove(pageIndex)
        splitAny = index.setRows(Array(rows), ofPage: pageIndex, pageSize: pageSize) || splitAny
        updatedPositions += pageChanges.filter { $0.value != .delete }.keys.map { (pageIndex, $0) }
      }
      if splitAny { cache.removeAll() }
      // Pages updated in place keep their page numbers unless a page split: then their rows are
      // presented from a new read like the others.
      if !splitAny { updatedPositions.removeAll { refreshed[$0.page] != nil } }
      for (_, rowid) in updatedPositions {
        let path = IndexPath(item: lowerBound(new, rowid), section: 0)
        guard changes[rowid] != .insert else {
          update.itemChanges.append(.insert(path))
          continue
        }
        update.itemChanges.append(.update(path))
        update.addUpdatedModel(itemWithoutWaiting(at: path.item), at: path)
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
