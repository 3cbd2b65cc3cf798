/// One section of a ``MemoryStorage``: its items and its supplementary models by kind.
///
/// Items given as one model type (a generic `setItems`) are kept as that typed array (see
/// ``items``). Not `Sendable`: it holds arbitrary models.
public struct StorageSection {
  /// How the items are kept: typed or boxed.
  @usableFromInline var storage: SectionItems

  /// The items, in display order.
  ///
  /// Reading this of a section set from a typed array boxes every item (O(n)); ``numberOfItems``
  /// and ``MemoryStorage/item(at:)`` do not. Changing it turns the section into `[Any]`.
  public var items: [Any] {
    get { storage.anyItems }
    set { storage = .untyped(newValue) }
    _modify {
      var items = storage.anyItems
      storage = .untyped([])  // so `items` is the only reference and changes in place
      defer { storage = .untyped(items) }
      yield &items
    }
  }

  /// Supplementary models keyed by kind (``SupplementaryKind/header``, ``SupplementaryKind/footer``, custom).
  public var supplementaries: [String: Any]

  /// The items a filter hides (``MemoryStorage/setFilter(_:)``), in order.
  var hiddenItems = HiddenItems()

  /// Inserts a shown item; hidden items after that place stay after it.
  mutating func insertItem(_ item: Any, at index: Int) {
    storage.insert(item, at: index)
    shiftHiddenItems(after: index, by: 1)
  }

  /// Removes a shown item; hidden items after it stay after the same shown items.
  mutating func removeItem(at index: Int) -> Any {
    defer { shiftHiddenItems(after: index, by: -1) }
    return storage.remove(at: index)
  }

  private mutating func shiftHiddenItems(after index: Int, by delta: Int) {
    guard !hiddenItems.isEmpty else { return }
    hiddenItems.shift(after: index, by: delta)
  }

  /// Creates a section.
  public init(items: [Any] = [], header: Any? = nil, footer: Any? = nil) {
    storage = .untyped(items)
    self.supplementaries = [:]
    if let header { supplementaries[SupplementaryKind.header] = header }
    if let footer { supplementaries[SupplementaryKind.footer] = footer }
  }

  /// Creates a section that keeps `items` as `[T]` (no per-item `Any` box).
  public init<T>(typedItems items: [T], header: Any? = nil, footer: Any? = nil) {
    self.init(header: header, footer: footer)
    setTypedItems(items)
  }

  /// Number of items. O(1).
  public var numberOfItems: Int { storage.count }

  /// The item at `index` (which must be in range).
  @inlinable func item(at index: Int) -> Any { storage.item(at: index) }

  /// Stores `items` as `[T]`.
  @inlinable mutating func setTypedItems<T>(_ items: [T]) { storage = .typed(TypedItems(items)) }

  /// The header model.
  public var header: Any? {
    get { supplementaries[SupplementaryKind.header] }
    set { supplementaries[SupplementaryKind.header] = newValue }
  }

  /// The footer model.
  public var footer: Any? {
    get { supplementaries[SupplementaryKind.footer] }
    set { supplementaries[SupplementaryKind.footer] = newValue }
  }
}
