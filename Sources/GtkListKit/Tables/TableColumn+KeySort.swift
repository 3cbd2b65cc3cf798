import Foundation
import ModelStorage

/// The memory orders of ``TableColumn/sortable(by:)``. A million items take ~20M comparisons and
/// a million key reads, so both are kept free of generic dispatch for the common key types.
extension TableColumn {
  /// The stable order of a section by this column's key, among items already in `within`
  /// (`nil`: storage order): a sort of several keys composes one order per key without
  /// moving items, and the storage keeps it (``MemoryStorage/keepSorted(by:)``).
  typealias MemoryOrder = (MemoryStorage, _ section: Int, _ ascending: Bool, _ within: [Int]?) -> [Int]

  /// A column's sort of a memory storage: the order of a whole section, and for rows added to a
  /// sorted section, a comparison of the rows at two positions by this column's key alone
  /// (negative: the first comes first when ascending; 0: equal keys), reading only those rows.
  struct MemorySort {
    let order: MemoryOrder
    let comparison: (MemoryStorage, _ section: Int) -> (Int, Int) -> Int
  }

  // One overload per common key type: `sort` is then called with concrete field and key
  // types, and its key reading and comparisons are specialized for them (a generic key costs a
  // witness call each, and a metadata lookup per key made). Nonisolated: the storage calls
  // these closures off any actor's knowledge, and a main-actor closure checks its executor on
  // every call (a million comparisons).
  nonisolated static func keyOrder<Model>(_ path: KeyPath<Model, Int>) -> MemorySort {
    sort(access(path, Int.self, fieldIsKey: true) { $0 })
  }

  nonisolated static func keyOrder<Model>(_ path: KeyPath<Model, Double>) -> MemorySort {
    sort(access(path, Double.self, fieldIsKey: true) { $0 })
  }

  /// Text in plain order: by Unicode scalars, "Song 10" before "Song 2".
  nonisolated static func plainTextOrder<Model>(_ path: KeyPath<Model, String>) -> MemorySort {
    sort(access(path, String.self, fieldIsKey: true) { $0 })
  }

  /// Text in natural, locale-aware order, as GTK's file chooser sorts names: "Song 2" before
  /// "Song 10" (`g_utf8_collate_key_for_filename`).
  nonisolated static func naturalTextOrder<Model>(_ path: KeyPath<Model, String>) -> MemorySort {
    sort(access(path, String.self) { TextCollationKey(naturalOrderOf: $0) })
  }

  nonisolated static func keyOrder<Model, Key: Comparable>(_ path: KeyPath<Model, Key>) -> MemorySort {
    sort(access(path, Key.self, fieldIsKey: true) { $0 })
  }

  /// How a column reads its key from a section's items, with everything that depends on the
  /// model type already bound.
  struct KeyAccess<Field, Key: Comparable> {
    /// Where the key's field lies in the model, when it is a stored property of a struct.
    let field: FieldLayout?
    /// `key` returns the field as it is: each key is read with one call, not two nested ones.
    let fieldIsKey: Bool
    /// The key of a field's value (wrapped in a `ColumnKey` where the field and key types are
    /// concrete: wrapped here, every key made cost a generic metadata lookup).
    let key: (Field) -> Key
    let boxed: (Any) -> ColumnKey<Key>
    /// Every key of a section, and one key by position, through its typed or boxed items.
    let keys: (MemoryStorage, _ section: Int) -> [ColumnKey<Key>]
    let reader: (MemoryStorage, _ section: Int) -> (Int) -> ColumnKey<Key>
  }

  /// Where the key lies in `Model` (a stored property of a struct is read in place in the
  /// section's `[Model]`, where a key path applied to each generic item copies it whole, a
  /// retain per reference it holds), and how to read the key of a boxed or a typed item.
  private nonisolated static func access<Model, Field, Key: Comparable>(
    _ path: KeyPath<Model, Field>, _: Field.Type, fieldIsKey: Bool = false, key: @escaping (Field) -> Key
  ) -> KeyAccess<Field, Key> {
    let field = MemoryLayout<Model>.offset(of: path).map {
      FieldLayout(type: Model.self, stride: MemoryLayout<Model>.stride, offset: $0)
    }
    let boxed = { (item: Any) in ColumnKey((item as? Model).map { key($0[keyPath: path]) }) }
    let typed = { (model: Model) in ColumnKey(key(model[keyPath: path])) }
    return KeyAccess(
      field: field, fieldIsKey: fieldIsKey, key: key, boxed: boxed,
      keys: { storage, section in storage.keys(ofSection: section, typed: typed, boxed: boxed) },
      reader: { storage, section in storage.keyReader(ofSection: section, typed: typed, boxed: boxed) })
  }

  /// The order and the comparison of a column's key, read as `access` says.
  private nonisolated static func sort<Field, Key: Comparable>(_ access: KeyAccess<Field, Key>) -> MemorySort {
    let key = access.key
    let fieldKey = { (value: Field) in ColumnKey(key(value)) }
    let order: MemoryOrder = { storage, section, ascending, within in
      let keys =
        if let field = access.field, access.fieldIsKey {
          // The field wrapped by one closure: the column's identity `key` is not called per item.
          storage.keys(ofSection: section, field: Key.self, at: field, key: { ColumnKey($0) }, boxed: access.boxed)
        } else if let field = access.field {
          storage.keys(ofSection: section, field: Field.self, at: field, key: fieldKey, boxed: access.boxed)
        } else {
          access.keys(storage, section)
        }
      return StableOrder.positions(sortedBy: keys, within: within, ascending: ascending)
    }
    return MemorySort(order: order) { storage, section in
      let read =
        if let field = access.field {
          storage.keyReader(ofSection: section, field: Field.self, at: field, key: fieldKey, boxed: access.boxed)
        } else {
          access.reader(storage, section)
        }
      return { first, second in
        let (left, right) = (read(first), read(second))
        return left < right ? -1 : right < left ? 1 : 0
      }
    }
  }

  /// The order of a comparator of `Model`s (ascending); items of other types after them.
  nonisolated static func comparatorOrder<Model>(_ areInIncreasingOrder: @escaping (Model, Model) -> Bool) -> MemorySort
  {
    let order: MemoryOrder = { storage, section, ascending, within in
      let items = storage.items(inSection: section) ?? []
      let order = within ?? Array(items.indices)
      let sorted = StableOrder.positions(count: order.count) { first, second in
        switch (items[order[first]] as? Model, items[order[second]] as? Model) {
        case (let first?, let second?):
          return ascending ? areInIncreasingOrder(first, second) : areInIncreasingOrder(second, first)
        case (.some, nil): return ascending
        case (nil, .some): return !ascending
        case (nil, nil): return false
        }
      }
      return sorted.map { order[$0] }
    }
    return MemorySort(order: order) { storage, section in
      let read = storage.keyReader(ofSection: section, typed: { (model: Model) in model }, boxed: { $0 as? Model })
      return { first, second in
        switch (read(first), read(second)) {
        case (let first?, let second?):
          return areInIncreasingOrder(first, second) ? -1 : areInIncreasingOrder(second, first) ? 1 : 0
        case (.some, nil): return -1
        case (nil, .some): return 1
        case (nil, nil): return 0
        }
      }
    }
  }
}
