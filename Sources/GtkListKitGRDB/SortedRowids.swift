import GRDB

/// The rowids of a table in one sort order, read from the top: page `k` holds positions
/// `k * pageSize ..< (k + 1) * pageSize`.
///
/// All rowids, not one bound per page as in rowid order: a deleted row's key is gone when its
/// transaction is reported, so only its rowid finds its old position (8 bytes a row: 8 MB for a
/// million). A page is still fetched by keyset from its first row's key, read when it is fetched.
///
/// Read in parts: a large table's sort reads the first pages and keeps the row count it had (a
/// sort does not change it); the rest is read on by keyset from the last row read (``boundary``):
/// SQLite's walk of a million-row index is most of a sort, and the first frame needs one page.
struct SortedRowids {
  /// Rowids read by one query, and where the next one goes on from.
  struct Chunk {
    var rowids: [Int64]
    /// The key values of the last rowid (`nil` when the chunk reached the end).
    var lastKey: [DatabaseValue]?
    /// Whether the query returned every row left.
    var reachedEnd: Bool
  }

  /// The order.
  let keyset: SortKeyset
  /// Rows per page.
  let pageSize: Int
  /// The rowids read so far, in order (all of them once ``isComplete``).
  var rowids: [Int64] = []
  /// Number of rows (the one the view was told; more than ``rowids`` while the read goes on).
  var count: Int
  /// The key values of the last rowid read: the next read starts after `(boundary, last rowid)`.
  var boundary: [DatabaseValue]?
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
    boundary = chunk.lastKey
    isComplete = chunk.reachedEnd || chunk.lastKey == nil
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
