import ModelStorage

extension ViewUpdater {
  /// Sets ``willUpdateContent`` with `target` held weakly and handed back as the first argument.
  public func willUpdateContent<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, StorageUpdate?) -> Void
  ) {
    willUpdateContent = { [weak target] update in if let target { closure(target, update) } }
  }

  /// Sets ``didUpdateContent`` with `target` held weakly.
  public func didUpdateContent<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, StorageUpdate?) -> Void
  ) {
    didUpdateContent = { [weak target] update in if let target { closure(target, update) } }
  }
}
