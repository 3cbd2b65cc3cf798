import Foundation

extension TreeStorage {
  /// Replaces the root models. Nodes whose identity stays keep their loaded children.
  public func setRoots(_ roots: [Any]) { replaceChildren(of: nil, with: roots) }

  /// Replaces the children of a loaded node (identities that stay keep their loaded children).
  /// A node whose children were never loaded only forgets nothing: they load on expansion.
  public func setChildren(_ children: [Any], of id: ID) {
    guard records[id] != nil else { return report(.itemNotFound("tree node \(id)")) }
    guard records[id]?.children != nil else { return }
    replaceChildren(of: id, with: children)
  }

  /// Asks the children provider again for a loaded node and applies what changed.
  public func reloadChildren(of id: ID) {
    guard let record = records[id] else { return report(.itemNotFound("tree node \(id)")) }
    guard record.children != nil else { return }
    childrenProviderCalls += 1
    replaceChildren(of: id, with: expandable(record.model) ? provideChildren(record.model) : [])
  }

  /// Replaces a node's model in place, found by its identity. A node that became a leaf drops
  /// its loaded children; one that became a parent loads them when expanded.
  public func update(_ model: Any) {
    guard let id = identified(model) else { return }
    guard records[id] != nil else { return report(.itemNotFound("tree node \(id)")) }
    records[id]?.model = model
    if !expandable(model), let children = records[id]?.children {
      for child in children { removeRecord(child) }
      records[id]?.children = nil
    }
    onChange?(.updated(id))
  }

  private func replaceChildren(of parent: ID?, with models: [Any]) {
    let old = parent.map { records[$0]?.children ?? [] } ?? rootIDs
    let newIDs = Set(models.compactMap(identify))
    for id in old where !newIDs.contains(id) { removeRecord(id) }
    let new = insertRecords(models, parent: parent)
    if let parent { records[parent]?.children = new } else { rootIDs = new }
    onChange?(.children(parent: parent, old: old, new: new))
  }

  /// Stores `models` under `parent` (updating nodes already there) and returns their identities;
  /// a repeated identity is reported and skipped.
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func insertRecords(_ models: [Any], parent: ID?) -> [ID] {
    var ids: [ID] = []
    ids.reserveCapacity(models.count)
    var seen = Set<ID>(minimumCapacity: models.count)
    var duplicates = 0
    for model in models {
      guard let id = identified(model) else { continue }
      guard seen.insert(id).inserted else {
        duplicates += 1
        continue
      }
      if var record = records[id], record.parent == parent {
        record.model = model
        record.index = ids.count
        records[id] = record
      } else {
        // A node moved here from another parent keeps its loaded children.
        let moved = records[id].map { detach(id, from: $0.parent) }
        records[id] = Record(model: model, parent: parent, index: ids.count, children: moved ?? nil)
      }
      ids.append(id)
    }
    if duplicates > 0 { report(.duplicateIdentifiers(count: duplicates)) }
    return ids
  }

  /// Takes a node out of its old parent's children (a move across parents) and returns its
  /// loaded children.
  private func detach(_ id: ID, from parent: ID?) -> [ID]? {
    let children = records[id]?.children
    let old = parent.map { records[$0]?.children ?? [] } ?? rootIDs
    let new = old.filter { $0 != id }
    for (index, sibling) in new.enumerated() { records[sibling]?.index = index }
    if let parent { records[parent]?.children = new } else { rootIDs = new }
    if new.count != old.count { onChange?(.children(parent: parent, old: old, new: new)) }
    return children
  }

  /// The model's identity; a model the storage cannot identify (not the `Node` type of an
  /// `Identifiable` storage) is reported.
  private func identified(_ model: Any) -> ID? {
    guard let id = identify(model) else {
      report(.itemNotFound("an identity for a model of type \(type(of: model))"))
      return nil
    }
    return id
  }

  /// Forgets a node and its loaded descendants.
  func removeRecord(_ id: ID) {
    guard let record = records.removeValue(forKey: id) else { return }
    for child in record.children ?? [] { removeRecord(child) }
  }
}
