import ModelStorage

/// A column's sort key of one item: the key of an item of the column's model type, or none for
/// an item of another type, which sorts after every key.
struct ColumnKey<Key: Comparable>: Comparable {
  let key: Key?

  init(_ key: Key?) { self.key = key }

  // Unwrapped one side at a time: a switch over the pair made the runtime look up the tuple's
  // generic metadata at every comparison of an unspecialized sort (a fifth of its time).
  static func < (lhs: Self, rhs: Self) -> Bool {
    guard let left = lhs.key else { return false }
    guard let right = rhs.key else { return true }
    return left < right
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
}

/// An `Int` column's keys sort by their bits (a radix sort): a key above every `Int` for an item
/// of another type, which sorts after every key as `<` says.
extension ColumnKey: IntegerSortKey where Key == Int {
  var sortBits: UInt64 { key?.sortBits ?? .max }
}
