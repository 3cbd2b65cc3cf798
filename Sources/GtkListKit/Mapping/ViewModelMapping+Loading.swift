import Foundation

extension ViewModelMapping {
  /// Loads content for this mapping's cells off the main thread: a thumbnail, cover art,
  /// metadata read from disk. Register several for several kinds of content.
  ///
  /// At each bind the manager asks `key` what the model needs (`nil`: nothing). A cell that
  /// already shows that key's value is left alone (GTK rebinds rows often); `cached` may give
  /// the value at once (your cache), applied without a placeholder; otherwise `placeholder`
  /// runs and `load` runs off the main thread, visible cells first, then the scroll direction,
  /// at most the manager's `maximumConcurrentLoads` at once. Its value is applied with `apply`
  /// on GTK's main loop to the cells that still want that key, never to a cell that was recycled
  /// for another item meanwhile. A load whose cells all went (unbound, recycled, removed) is
  /// cancelled (`Task.isCancelled`, `Task.checkCancellation()`); cells wanting the same key share
  /// one load. A load that throws calls `failed` (the placeholder stays without it). The cell's
  /// `update(with:)` must leave what `placeholder` and `apply` set alone: a rebind with the same
  /// key calls neither again.
  ///
  /// ```swift
  /// manager.register(PhotoCell.self) { mapping in
  ///   let thumbnails = Thumbnailer()
  ///   mapping.loadContent(
  ///     key: { photo in photo.file },
  ///     cached: { file in thumbnails.cachedTexture(for: file, size: 192) },
  ///     load: { file in try await thumbnails.texture(for: file, size: 192) },
  ///     placeholder: { cell, _ in cell.showPlaceholder() },
  ///     apply: { cell, _, texture in cell.show(texture) })
  /// }
  /// ```
  ///
  /// The value comes back through GLib's main loop (`g_idle_add`), not Swift's main-actor
  /// queue, so no main-queue draining is needed.
  public func loadContent<Key: Hashable & Sendable, Value: Sendable>(
    key: @escaping (Model) -> Key?,
    cached: ((Key) -> Value?)? = nil,
    load: @escaping @Sendable (Key) async throws -> Value,
    placeholder: @escaping (Cell, Model) -> Void,
    apply: @escaping (Cell, Model, Value) -> Void,
    failed: ((Cell, Model, any Error) -> Void)? = nil
  ) {
    contentLoads.append(
      ContentLoad(key: key, cached: cached, load: load, placeholder: placeholder, apply: apply, failed: failed))
    onContentLoadRegistered?()
  }

  /// Items of this mapping are about to become visible: they are within the manager's
  /// `prefetchDistance` past the visible items in the scroll direction (UIKit's
  /// `collectionView(_:prefetchItemsAt:)`). Start what they will need, e.g. fill a cache.
  /// Announced once per item while it stays in that window; decided when the main loop is idle
  /// after a scroll (`GtkAdjustment::value-changed`), not on every frame.
  public func prefetch(_ closure: @escaping (Model, IndexPath) -> Void) { registerValue(.prefetch, closure) }

  /// A prefetched item left the prefetch window without becoming visible (the scroll turned
  /// or jumped): stop its work (UIKit's `collectionView(_:cancelPrefetchingForItemsAt:)`). The
  /// index path is the one `prefetch` got.
  public func cancelPrefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
    registerValue(.cancelPrefetch, closure)
  }
}
