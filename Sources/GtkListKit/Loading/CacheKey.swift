/// A key of a ``TextureCache``: type-erased, and Sendable because only Sendable values are erased.
struct CacheKey: Hashable, @unchecked Sendable {
  private let base: AnyHashable
  init(_ key: some Hashable & Sendable) { base = AnyHashable(key) }
}
