/// One item's key by position, for a sort that compares a few items instead of reading every
/// key (``KeptSort`` merging added items into a sorted section).
extension MemoryStorage {
  /// Reads the key of the item at a position of `section`, as ``keys(ofSection:typed:boxed:)``
  /// reads them all: a section of exactly `[Model]` through `typed`, any other through `boxed`.
  /// Valid until the section changes.
  package func keyReader<Model, Key>(
    ofSection section: Int, typed: @escaping (Model) -> Key, boxed: @escaping (Any) -> Key
  ) -> (Int) -> Key {
    if case .typed(let store) = sections[section].storage, let items = store as? TypedItems<Model> {
      return { position in typed(items.element(at: position)!) }
    }
    let items = sections[section]
    return { position in boxed(items.item(at: position)) }
  }

  /// ``keyReader(ofSection:typed:boxed:)`` for a key that is a stored field of the items, read in
  /// place, as ``keys(ofSection:field:at:key:boxed:)`` reads them all. Inlinable: specialized
  /// for the caller's field and key types.
  @inlinable
  package func keyReader<Field, Key>(
    ofSection section: Int, field _: Field.Type, at field: FieldLayout, key: @escaping (Field) -> Key,
    boxed: @escaping (Any) -> Key
  ) -> (Int) -> Key {
    guard case .typed(let store) = sections[section].storage, store.elementType == field.type else {
      let items = sections[section]
      return { position in boxed(items.item(at: position)) }
    }
    return { position in
      store.withItemBytes { bytes, order in
        key(bytes.load(order?[position] ?? position, stride: field.stride, offset: field.offset, as: Field.self))
      }
    }
  }
}
