import Foundation

/// Node keys: the numbers a view's items carry for stored nodes (a tree of GTK items holds
/// them). A key is stable while its node is stored and never names another node; a lookup by
/// key reads an array where one by identity hashes, and loading a level of 10,000 children makes
/// their keys with their records (no second table).
extension TreeStorage {
  /// The key of a stored node.
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  package func key(of id: ID) -> UInt? { records.key(of: id) }

  /// The keys of stored nodes, in order (nodes the storage does not know are left out).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  package func keys(of ids: [ID]) -> [UInt] {
    var keys: [UInt] = []
    keys.reserveCapacity(ids.count)
    for id in ids { if let key = records.key(of: id) { keys.append(key) } }
    return keys
  }

  /// The node a key names (`nil` once the node left the storage).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  package func id(ofKey key: UInt) -> ID? { records.slot(ofKey: key).map { records.id(inSlot: $0) } }

  /// The model of the node a key names.
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  package func model(ofKey key: UInt) -> Any? {
    guard let slot = records.slot(ofKey: key) else { return loadingModel(ofKey: key) }
    return records[slot: slot].model
  }

  /// Whether the node a key names may have children (loads nothing).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  package func isExpandable(key: UInt) -> Bool {
    guard let slot = records.slot(ofKey: key) else { return false }
    return expandable(records[slot: slot].model)
  }

  /// The index path of the node a key names (see ``indexPath(of:)``).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  package func indexPath(ofKey key: UInt) -> IndexPath? {
    guard let slot = records.slot(ofKey: key) else { return loadingIndexPath(ofKey: key) }
    return indexPath(index: records[slot: slot].index, parent: records[slot: slot].parent)
  }

  /// The keys of the children of the node a key names, loading them as ``childIDs(of:)`` does
  /// (with an asynchronous provider, until they arrive: the key of its loading row).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  package func childKeys(ofKey key: UInt) -> [UInt] {
    guard let id = id(ofKey: key) else { return [] }
    if let loading = childKeysForView(of: id, key: key) { return loading }
    let children = loadChildren(of: id)
    if filterState != nil { return keys(of: shownLevel(of: id, loaded: children.ids)) }
    return children.keys ?? keys(of: children.ids)
  }
}
