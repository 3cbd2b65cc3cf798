import Foundation
import ModelStorage

/// The memory sorts of ``TableColumn/sortable(by:)``. A million items take ~20M comparisons and
/// a million key reads, so both are kept free of generic dispatch for the common key types.
extension TableColumn {
  typealias MemorySort = (MemoryStorage, _ ascending: Bool) -> Void

  // One overload per common key type: the sort below is then called with a concrete field
  // type, and its key reading and comparisons are specialized for it (a generic key costs a
  // witness call each).
  static func keySort<Model>(_ path: KeyPath<Model, Int>) -> MemorySort {
    let (field, boxed, keys) = parts(path)
    return sort(Int.self, field: field, boxed: boxed, keys: keys)
  }

  static func keySort<Model>(_ path: KeyPath<Model, String>) -> MemorySort {
    let (field, boxed, keys) = parts(path)
    return sort(String.self, field: field, boxed: boxed, keys: keys)
  }

  static func keySort<Model>(_ path: KeyPath<Model, Double>) -> MemorySort {
    let (field, boxed, keys) = parts(path)
    return sort(Double.self, field: field, boxed: boxed, keys: keys)
  }

  static func keySort<Model, Key: Comparable>(_ path: KeyPath<Model, Key>) -> MemorySort {
    let (field, boxed, keys) = parts(path)
    return sort(Key.self, field: field, boxed: boxed, keys: keys)
  }

  /// What the sort needs to know of `Model`: where the key lies in it (a stored property of a
  /// struct is read in place in the section's `[Model]`, where a key path applied to each
  /// generic item copies it whole, a retain per reference it holds), and how to read the key
  /// of a boxed item or, failing the layout, of a typed one.
  private static func parts<Model, Field: Comparable>(_ path: KeyPath<Model, Field>) -> (
    field: FieldLayout?, boxed: (Any) -> ColumnKey<Field>, keys: (MemoryStorage, Int) -> [ColumnKey<Field>]
  ) {
    let field = MemoryLayout<Model>.offset(of: path).map {
      FieldLayout(type: Model.self, stride: MemoryLayout<Model>.stride, offset: $0)
    }
    let boxed = { (item: Any) in ColumnKey((item as? Model)?[keyPath: path]) }
    let typed = { (model: Model) in ColumnKey(model[keyPath: path]) }
    return (field, boxed, { storage, section in storage.keys(ofSection: section, typed: typed, boxed: boxed) })
  }

  /// Generic in the field alone (the model is in the closures): called with a concrete
  /// `Field`, it is specialized for it.
  private static func sort<Field: Comparable>(
    _: Field.Type, field: FieldLayout?, boxed: @escaping (Any) -> ColumnKey<Field>,
    keys: @escaping (MemoryStorage, Int) -> [ColumnKey<Field>]
  ) -> MemorySort {
    { storage, ascending in
      storage.sortItems(
        keysOfSection: { section in
          guard let field else { return keys(storage, section) }
          return storage.keys(ofSection: section, field: Field.self, at: field, key: { ColumnKey($0) }, boxed: boxed)
        }, ascending: ascending)
    }
  }
}
