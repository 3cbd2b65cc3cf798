// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import ModelStorage

  /// A row's identity is its rowid: a table restores its selection through it after a sort the
  /// storage reports as a reload (more than ``sortMovesLimit`` rows).
  extension PagedDatabaseStorage: @MainActor ItemLocating {
    /// The rowid of the row at `indexPath` (from the order held in memory; `nil` before it is read).
    public func identity(at indexPath: IndexPath) -> AnyHashable? {
      guard indexPath.section == 0 else { return nil }
      guard let rowids = sorted?.rowids ?? rowidOrder, rowids.indices.contains(indexPath.item) else { return nil }
      return rowids[indexPath.item]
    }

    /// Where the row with rowid `identity` is now: a scan of the sorted rowids (8 bytes a row), or
    /// a search by halves of rowid order.
    public func indexPath(ofIdentity identity: AnyHashable) -> IndexPath? {
      guard let rowid = identity as? Int64 else { return nil }
      if let sorted { return sorted.rowids.firstIndex(of: rowid).map { IndexPath(item: $0, section: 0) } }
      guard let rowids = rowidOrder else { return nil }
      let position = lowerBound(rowids, rowid)
      return position < rowids.count && rowids[position] == rowid ? IndexPath(item: position, section: 0) : nil
    }
  }
#endif
