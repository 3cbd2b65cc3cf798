import Foundation

/// The keys of loading rows: a node's key with bit 63 set (a node's key never sets it, see
/// ``TreeRecordTable``). A view shows one under a node whose children are loading
/// asynchronously; it names no node, and its model is a ``TreeLoadingItem``.
extension TreeStorage {
  static var loadingBit: UInt { 1 << 63 }

  /// The keys of the node's children for a view expanding it: with an asynchronous provider and
  /// children not loaded yet, its loading row's key (the load starts, or retries a failure).
  func childKeysForView(of id: ID, key: UInt) -> [UInt]? {
    guard provideChildrenLater != nil, let record = records[id], record.children == nil, expandable(record.model)
    else { return nil }
    // The first expansion, or one after a failure (a retry); a load running goes on.
    if loads.running[id] == nil { startLoading(id) }
    // A provider with nothing to run answered at once.
    return records[id]?.children == nil ? [key | Self.loadingBit] : nil
  }

  /// The loading row's model for a loading key, `nil` for any other key.
  func loadingModel(ofKey key: UInt) -> TreeLoadingItem? {
    guard key & Self.loadingBit != 0, let id = id(ofKey: key & ~Self.loadingBit) else { return nil }
    return loadingItem(of: id)
  }

  /// A loading row's index path: its node's, then 0.
  func loadingIndexPath(ofKey key: UInt) -> IndexPath? {
    guard key & Self.loadingBit != 0, let parent = indexPath(ofKey: key & ~Self.loadingBit) else { return nil }
    return parent.appending(0)
  }
}
