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
      if let rowids = sorted?.rowids ?? rowidOrder {
        return rowids.indices.contains(indexPath.item) ? rowids[indexPath.item] : nil
      }
      guard let (pageIndex, offset) = index.page(forPosition: indexPath.item), let page = page(pageIndex),
        offset < page.rowids.count
      else { return nil }
      return page.rowids[offset]
    }

    /// Where the row with rowid `identity` is now: a scan of the sorted rowids (8 bytes a row), or
    /// in rowid order the one page whose range holds it.
    public func indexPath(ofIdentity identity: AnyHashable) -> IndexPath? {
      guard let rowid = identity as? Int64 else { return nil }
      if let sorted { return sorted.rowids.firstIndex(of: rowid).map { IndexPath(item: $0, section: 0) } }
      if let rowids = rowidOrder {
        // Ascending: found by halves.
        var (low, high) = (0, rowids.count)
        while low < high {
          let middle = (low + high) / 2
          if rowids[middle] < rowid { low = middle + 1 } else { high = middle }
        }
        return low < rowids.count && rowids[low] == rowid ? IndexPath(item: low, section: 0) : nil
      }
      let pageIndex = index.page(forRowid: rowid)
      guard let page = page(pageIndex), let offset = page.rowids.firstIndex(of: rowid) else { return nil }
      return IndexPath(item: index.starts[pageIndex] + offset, section: 0)
    }
  }
#endif
