/// The observer of a ``ListStorage`` (the manager's updater).
///
/// Both methods are called synchronously on the storage's thread, after the data changed,
/// so the observer can read the new state from the storage.
public protocol StorageUpdating: AnyObject {
  /// The storage changed as described by `update` (already applied).
  func storageDidPerformUpdate(_ update: StorageUpdate)
  /// The storage changed in a way that is not described item by item; reload everything.
  func storageNeedsReloading()
  /// The storage's one section changed as one splice, already applied: `removed` items at
  /// `position` replaced by `added`. `update` is the same change item by item, made only if the
  /// observer needs it (a tree expanding a folder of 10,000 children would build 10,000
  /// `ItemChange`s). GtkListKit's own entry point: a public protocol cannot have a `package`
  /// requirement, so it is SPI (`@_spi(Splices) import ModelStorage` sees it; a call without
  /// that import is the default's, statically).
  @_spi(Splices) func storageDidSplice(at position: Int, removed: Int, added: Int, update: () -> StorageUpdate)
}

extension StorageUpdating {
  /// `storageDidPerformUpdate(update())`. Public only so that observers outside the package
  /// conform without seeing the SPI requirement.
  @_documentation(visibility: internal)
  public func storageDidSplice(
    at position: Int, removed: Int, added: Int, update: () -> StorageUpdate
  ) { storageDidPerformUpdate(update()) }
}
