import Synchronization

/// One section of a ``MemoryStorage``: its items and its supplementary models by kind.
///
/// Not `Sendable`: it holds arbitrary models.
public struct SectionModel {
  /// The items, in display order.
  public var items: [Any] {
    didSet { version = Self.makeVersion() }
  }
  /// A token that changes whenever `items` does, unique across all sections: lets
  /// ``MemoryStorage`` keep a typed copy of the items between two `setItems` diffs.
  @usableFromInline private(set) var version: Int

  // Atomic: sections of storages on different threads draw from it; relaxed, since only
  // uniqueness matters and the storage that compares versions orders its own accesses.
  private static let lastVersion = Atomic<Int>(0)
  private static func makeVersion() -> Int { lastVersion.wrappingAdd(1, ordering: .relaxed).newValue }
  /// Supplementary models keyed by kind (``SupplementaryKind/header``, ``SupplementaryKind/footer``, custom).
  public var supplementaries: [String: Any]

  /// Creates a section.
  public init(items: [Any] = [], header: Any? = nil, footer: Any? = nil) {
    self.items = items
    version = Self.makeVersion()
    self.supplementaries = [:]
    if let header { supplementaries[SupplementaryKind.header] = header }
    if let footer { supplementaries[SupplementaryKind.footer] = footer }
  }

  /// Number of items.
  public var numberOfItems: Int { items.count }

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
