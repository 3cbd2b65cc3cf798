/// The observer of a ``ListStorage`` (the manager's updater).
///
/// Both methods are called synchronously on the storage's thread, after the data changed,
/// so the observer can read the new state from the storage.
public protocol StorageUpdating: AnyObject {
  /// The storage changed as described by `update` (already applied).
  func storageDidPerformUpdate(_ update: StorageUpdate)
  /// The storage changed in a way that is not described item by item; reload everything.
  func storageNeedsReloading()
}
