// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB

  /// The rowids of a table in one sort order, read from the top: page `k` holds positions
  /// `k * pageSize ..< (k + 1) * pageSize`.
  ///
  /// All rowids, not one bound per page as in rowid order: a deleted row's key is gone when its
  /// transaction is reported, so only its rowid finds its old position (8 bytes a row: 8 MB for a
  /// million). A page is still fetched by keyset from its first row's key, read when it is fetched.
  ///
  /// Read in parts: a large table's sort reads the first pages and keeps the row count it had (a
  /// sort does not change it); the rest is read on by keyset from the last row read (``cut``):
  /// SQLite's walk of a million-row index is most of a sort, and the first frame needs one page.
  struct SortedRowids {
    /// Where a read stopped: the key values and rowid of its last row.
    typealias Cut = (key: [DatabaseValue], rowid: Int64)

    /// Rowids read by one query.
    struct Chunk {
      var rowids: [Int64]
      /// The last row's key and rowid; `nil` when the query returned every row left.
      var cut: Cut?
    }

    /// The order.
    let keyset: SortKeyset
    /// Rows per page.
    let pageSize: Int
    /// The rowids read so far, in order (all of them once ``isComplete``).
    var rowids: [Int64] = []
    /// Number of rows (the one the view was told; more than ``rowids`` while the read goes on).
    var count: Int
    /// Where the read stopped: the rows read are exactly those up to it, and the next read starts
    /// after it. A live change leaves it where it is (a value, not a row).
    var cut: Cut?
    /// Whether the read reached the end of the order.
    var isComplete = false

    init(keyset: SortKeyset, pageSize: Int, count: Int) {
      self.keyset = keyset
      self.pageSize = pageSize
      self.count = count
    }

    /// Adds the next rowids in order.
    mutating func append(_ chunk: Chunk) {
      rowids += chunk.rowids
      cut = chunk.cut
      isComplete = chunk.cut == nil
    }

    /// The page holding `position` and the offset in it.
    func page(forPosition position: Int) -> (page: Int, offset: Int)? {
      guard position >= 0, position < count else { return nil }
      return (position / pageSize, position % pageSize)
    }

    /// The rowids of page `index` read so far.
    func rowids(ofPage index: Int) -> ArraySlice<Int64> {
      let start = min(index * pageSize, rowids.count)
      return rowids[start..<min(start + pageSize, rowids.count)]
    }
  }
#endif
