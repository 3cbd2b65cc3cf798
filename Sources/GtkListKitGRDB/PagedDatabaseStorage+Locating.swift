// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import ModelStorage

  /// A row's identity is its rowid: a table restores its selection through it after a sort the
  /// storage reports as a reload (more than ``sortMovesLimit`` rows).
  extension PagedDatabaseStorage: @MainActor ItemLocating {
    /// The rowid of the row at `indexPath` (its page is fetched when not cached).
    public func identity(at indexPath: IndexPath) -> AnyHashable? {
      guard indexPath.section == 0 else { return nil }
      if let sorted {
        if indexPath.item >= sorted.rowids.count, indexPath.item < sorted.count {
          loadSortedRowids(through: indexPath.item)
        }
        guard let rowids = self.sorted?.rowids, rowids.indices.contains(indexPath.item) else { return nil }
        return rowids[indexPath.item]
      }
      guard let (pageIndex, offset) = index.page(forPosition: indexPath.item), let page = page(pageIndex),
        offset < page.rowids.count
      else { return nil }
      return page.rowids[offset]
    }

    /// Where the row with rowid `identity` is now: a scan of the sorted rowids (8 bytes a row),
    /// reading more of a sort order not yet whole until it is found (or the order is whole), or
    /// in rowid order the one page whose range holds it.
    public func indexPath(ofIdentity identity: AnyHashable) -> IndexPath? {
      guard let rowid = identity as? Int64 else { return nil }
      var searched = 0
      while let sorted = self.sorted {
        if let found = sorted.rowids[searched...].firstIndex(of: rowid) {
          return found < sorted.count ? IndexPath(item: found, section: 0) : nil
        }
        guard !sorted.isComplete, searched < sorted.count else { return nil }
        searched = sorted.rowids.count
        loadSortedRowids(through: searched)
      }
      let pageIndex = index.page(forRowid: rowid)
      guard let page = page(pageIndex), let offset = page.rowids.firstIndex(of: rowid) else { return nil }
      return IndexPath(item: index.starts[pageIndex] + offset, section: 0)
    }
  }
#endif
