import ModelStorage
internal import WeakDelegate

// The updater's `on target:` hooks of the first public API, deprecated forwarders for one
// release (ListBaseManager+WeakTargets.swift says why). The hooks are properties now.
extension ViewUpdater {
  /// Deprecated: `willUpdateContent = weakly(target) { me, update in ... }`.
  @available(*, deprecated, message: "use willUpdateContent = weakly(self) { me, update in ... }")
  public func willUpdateContent<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, StorageUpdate?) -> Void
  ) {
    willUpdateContent = weakly(target, closure)
  }

  /// Deprecated: `didUpdateContent = weakly(target) { me, update in ... }`.
  @available(*, deprecated, message: "use didUpdateContent = weakly(self) { me, update in ... }")
  public func didUpdateContent<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, StorageUpdate?) -> Void
  ) {
    didUpdateContent = weakly(target, closure)
  }
}
