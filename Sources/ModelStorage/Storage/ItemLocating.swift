import Foundation

/// A storage that tells where an item is after it reordered itself: each item has an identity
/// that survives a reorder (a database row's rowid). A table restores its selection through it
/// when a sort reaches the view as a reload rather than as moves.
public protocol ItemLocating: ListStorage {
  /// The identity of the item at `indexPath`; `nil` outside the storage.
  func identity(at indexPath: IndexPath) -> AnyHashable?
  /// Where the item with `identity` is now; `nil` when the storage no longer has it.
  func indexPath(ofIdentity identity: AnyHashable) -> IndexPath?
}
