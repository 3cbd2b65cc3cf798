// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB

  /// The rowids of a table in one sort order: page `k` holds positions
  /// `k * pageSize ..< (k + 1) * pageSize`.
  ///
  /// All rowids, not one bound per page as in rowid order: a deleted row's key is gone when its
  /// transaction is reported, so only its rowid finds its old position (8 bytes a row: 8 MB for a
  /// million). A page is still fetched by keyset from its first row's key, read when it is fetched.
  /// The whole order is read at once, off the main thread (see `PagedDatabaseStorage.sort(by:)`).
  struct SortedRowids {
    /// The order.
    let keyset: SortKeyset
    /// Rows per page.
    let pageSize: Int
    /// The rowids, in order.
    var rowids: [Int64]

    /// Number of rows.
    var count: Int { rowids.count }

    /// The page holding `position` and the offset in it.
    func page(forPosition position: Int) -> (page: Int, offset: Int)? {
      guard position >= 0, position < count else { return nil }
      return (position / pageSize, position % pageSize)
    }

    /// The rowids of page `index`.
    func rowids(ofPage index: Int) -> ArraySlice<Int64> {
      let start = min(index * pageSize, rowids.count)
      return rowids[start..<min(start + pageSize, rowids.count)]
    }
  }
#endif
