import Synchronization

/// Textures by a key your app chooses (a file and a size, say), bounded in bytes: the least
/// recently shown texture goes first when a new one does not fit.
///
/// One cache can serve every view of the app (``shared``), from any thread: lookups and inserts
/// take a lock for a few dictionary operations, never while decoding. A lookup that finds a
/// texture counts as showing it. A texture a widget still shows stays alive after eviction
/// (the widget holds its own reference); the cache only stops counting it.
///
/// On memory pressure call ``trimForMemoryPressure(keeping:)``, or let the cache follow GLib's
/// `GMemoryMonitor` with ``followMemoryMonitor()``.
public final class TextureCache: Sendable {
  /// The cache ``Thumbnailer`` uses by default: 128 MiB, about 500 thumbnails of 256 px
  /// (256 KiB each), a few screens of a photo grid.
  public static let shared = TextureCache(byteLimit: 128 * 1024 * 1024)

  private let state: Mutex<LeastRecentlyShown>

  /// An empty cache that holds at most `byteLimit` bytes of pixels (``Texture/byteCount``).
  public init(byteLimit: Int) {
    state = Mutex(LeastRecentlyShown(byteLimit: max(0, byteLimit)))
  }

  /// The most bytes of pixels the cache holds; lowering it evicts at once.
  public var byteLimit: Int {
    get { state.withLock { $0.byteLimit } }
    set {
      let evicted = state.withLock { cache in
        cache.byteLimit = max(0, newValue)
        return cache.evict(toBytes: cache.byteLimit)
      }
      _ = evicted  // released here, outside the lock
    }
  }

  /// Bytes of pixels held now (the sum of the textures' ``Texture/byteCount``).
  public var byteCount: Int { state.withLock { $0.byteCount } }

  /// Textures held now.
  public var count: Int { state.withLock { $0.count } }

  /// The texture stored for `key`, which becomes the most recently shown; nil when absent.
  public func texture(for key: some Hashable & Sendable) -> Texture? {
    let key = CacheKey(key)
    return state.withLock { $0.texture(for: key) }
  }

  /// Stores `texture` for `key` (replacing what was there) as the most recently shown, then
  /// evicts the least recently shown until the cache is within ``byteLimit``. A texture larger
  /// than the limit is not kept.
  public func insert(_ texture: Texture, for key: some Hashable & Sendable) {
    let key = CacheKey(key)
    let evicted = state.withLock { $0.insert(texture, for: key) }
    _ = evicted  // released here, outside the lock
  }

  /// Removes the texture stored for `key`, if any.
  public func removeTexture(for key: some Hashable & Sendable) {
    let key = CacheKey(key)
    let removed = state.withLock { $0.remove(key) }
    _ = removed
  }

  /// Empties the cache.
  public func removeAll() { trim(toBytes: 0) }

  /// Evicts the least recently shown textures until at most `bytes` are held (the limit stays).
  public func trim(toBytes bytes: Int) {
    let evicted = state.withLock { $0.evict(toBytes: max(0, bytes)) }
    _ = evicted
  }

  /// What to do on memory pressure: keeps the most recently shown `fraction` of ``byteLimit``
  /// (0 empties the cache). ``followMemoryMonitor()`` calls it with 0.5, 0.25 or 0 as GLib
  /// reports low, medium or critical pressure.
  public func trimForMemoryPressure(keeping fraction: Double = 0.5) {
    let fraction = min(max(fraction, 0), 1)
    trim(toBytes: Int(Double(byteLimit) * fraction))
  }
}
