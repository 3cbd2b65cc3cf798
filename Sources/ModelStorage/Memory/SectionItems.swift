/// How a ``StorageSection`` keeps its items: as the typed array a generic `setItems` was given,
/// or as boxed `Any`s.
///
/// A section of one model type stays `[T]`: no per-element `Any` box is made to store it, to
/// diff it against the next `[T]`, or to hand one item out (that boxes the one item). Inserting
/// or replacing with a `T` keeps it typed; any other model turns the section into `[Any]` once.
@usableFromInline
enum SectionItems {
  case untyped([Any])
  case typed(any TypedItemStore)

  @inlinable var count: Int {
    switch self {
    case .untyped(let items): items.count
    case .typed(let store): store.count
    }
  }

  @inlinable func item(at index: Int) -> Any {
    switch self {
    case .untyped(let items): items[index]
    case .typed(let store): store.item(at: index)
    }
  }

  /// The item at `index` (not negative), `nil` past the end.
  @inlinable func item(ifPresentAt index: Int) -> Any? {
    switch self {
    case .untyped(let items): index < items.count ? items[index] : nil
    case .typed(let store): store.item(ifPresentAt: index)
    }
  }

  /// Every item boxed: O(n) for a typed section.
  var anyItems: [Any] {
    switch self {
    case .untyped(let items): items
    case .typed(let store): store.anyItems
    }
  }

  /// The items as `[T]` without a copy when the section holds exactly that type.
  @inlinable func typed<T>(_ type: T.Type) -> [T]? {
    guard case .typed(let store) = self else { return nil }
    return (store as? TypedItems<T>)?.orderedItems
  }

  mutating func insert(_ item: Any, at index: Int) {
    mutate {
      $0.insert(item, at: index)
    } untyped: {
      $0.insert(item, at: index)
    }
  }

  mutating func replace(at index: Int, with item: Any) {
    mutate {
      $0.replace(at: index, with: item)
    } untyped: {
      $0[index] = item
    }
  }

  /// Reorders the items: the item now at `new` is the one that was at `order[new]`. A typed
  /// section stays typed (a new store: a snapshot may share the old one).
  mutating func permute(_ order: [Int]) {
    switch self {
    case .untyped(let items): self = .untyped(order.map { items[$0] })
    case .typed(var store):
      self = .untyped([])  // drops this reference: a store no snapshot shares is permuted in place
      if isKnownUniquelyReferenced(&store) {
        store.permuteInPlace(order)
        self = .typed(store)
      } else {
        self = .typed(store.permuted(order))
      }
    }
  }

  /// Replaces every item; a typed section stays typed when they are all of its type.
  mutating func replaceAll(with items: [Any]) {
    if case .typed(let store) = self, let typed = store.storing(items) {
      self = .typed(typed)
    } else {
      self = .untyped(items)
    }
  }

  mutating func remove(at index: Int) -> Any {
    var removed: Any = ()
    mutate { store in
      removed = store.remove(at: index)
      return true
    } untyped: {
      removed = $0.remove(at: index)
    }
    return removed
  }

  /// Runs `typed` on a uniquely held store (copied if a snapshot shares it); when it cannot take
  /// the change (another model type), the section becomes `[Any]` and `untyped` runs on that.
  private mutating func mutate(_ typed: (any TypedItemStore) -> Bool, untyped: (inout [Any]) -> Void) {
    switch self {
    case .untyped(var items):
      self = .untyped([])  // drops this reference so the array is mutated in place
      untyped(&items)
      self = .untyped(items)
    case .typed(var store):
      self = .untyped([])
      if !isKnownUniquelyReferenced(&store) { store = store.copy() }
      if typed(store) {
        self = .typed(store)
      } else {
        var items = store.anyItems
        untyped(&items)
        self = .untyped(items)
      }
    }
  }
}

/// A section's typed array behind a protocol, so ``SectionItems`` needs no type parameter.
/// Package-visible so a view can read a row's model straight from the `[T]` (see
/// ``MemoryStorage/typedItems(section:)``). `TypedItems` is its only conformer: a reader
/// that knows `elementType` knows the class.
@usableFromInline
package protocol TypedItemStore: AnyObject {
  /// `T`, the static element type: every element's dynamic type when `T` is a value type.
  var elementType: Any.Type { get }
  var count: Int { get }
  func item(at index: Int) -> Any
  /// The item at `index`, `nil` past the end: one call where a bind made two.
  func item(ifPresentAt index: Int) -> Any?
  var anyItems: [Any] { get }
  func copy() -> any TypedItemStore
  /// A new store of `items`, `nil` when one is not of the element type.
  func storing(_ items: [Any]) -> (any TypedItemStore)?
  /// `false` (and nothing changed) when `item` is not of the element type.
  func insert(_ item: Any, at index: Int) -> Bool
  func replace(at index: Int, with item: Any) -> Bool
  func remove(at index: Int) -> Any
  /// A new store whose element `new` is this store's element `order[new]`.
  func permuted(_ order: [Int]) -> any TypedItemStore
  /// Puts this store's element `order[new]` at `new`, moving elements rather than copying them.
  func permuteInPlace(_ order: [Int])
  /// Runs `body` over the bytes of the elements as stored (for reading a field of each in
  /// place) and the stored index of the item at each position (`nil`: the same).
  func withItemBytes<R>(_ body: (StoredItemBytes, [Int]?) -> R) -> R
}
