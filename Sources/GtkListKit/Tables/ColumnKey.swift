/// A column's sort key of one item: the key of an item of the column's model type, or none for
/// an item of another type, which sorts after every key.
struct ColumnKey<Key: Comparable>: Comparable {
  let key: Key?

  init(_ key: Key?) { self.key = key }

  static func < (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.key, rhs.key) {
    case (let left?, let right?): return left < right
    case (.some, nil): return true
    case (nil, _): return false
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
}
