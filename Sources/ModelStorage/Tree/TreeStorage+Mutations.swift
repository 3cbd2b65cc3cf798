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

  /// Asks the children provider again for a loaded node and applies what changed. An
  /// asynchronous provider's answer is applied when it arrives; a node whose load failed loads
  /// again (a retry).
  public func reloadChildren(of id: ID) {
    guard let record = records[id] else { return report(.itemNotFound("tree node \(id)")) }
    if provideChildrenLater != nil { return reloadLater(id, record: record) }
    guard record.children != nil else { return }
    childrenProviderCalls += 1
    let batch = expandable(record.model) ? provideChildren(record.model) : TreeChildBatch(models: [], ids: nil)
    replaceChildren(of: id, with: (0..<batch.count).map(batch.model))
  }

  /// Replaces a node's model in place, found by its identity. A node that became a leaf drops
  /// its loaded children; one that became a parent loads them when expanded.
  public func update(_ model: Any) {
    guard let id = identified(model) else { return }
    guard records[id] != nil else { return report(.itemNotFound("tree node \(id)")) }
    records[id]?.model = model
    if !expandable(model) && !loads.isEmpty { forgetLoads(of: id) }
    if !expandable(model), let children = records[id]?.children {
      for child in children { removeRecord(child) }
      records[id]?.children = nil
    }
    emit(.updated(id))
    if order != nil, let record = records[id] { resort(record.parent) }
  }

  func replaceChildren(of parent: ID?, with models: [Any]) {
    let old = parent.map { records[$0]?.children ?? [] } ?? rootIDs
    let newIDs = Set(models.compactMap(identify))
    for id in old where !newIDs.contains(id) { removeRecord(id) }
    let new = insertRecords(TreeChildBatch(models: models, ids: nil), parent: parent).ids
    if let parent { records[parent]?.children = new } else { rootIDs = new }
    emit(.children(parent: parent, old: old, new: new))
  }

  /// Stores the batch's models under `parent` (updating nodes already there) and returns their
  /// identities and keys; a repeated identity is reported and skipped. The batch's identities,
  /// when it has them (one per model), spare asking `identify`.
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func insertRecords(_ batch: TreeChildBatch<ID>, parent: ID?) -> (ids: [ID], keys: [UInt]) {
    let batch = order == nil ? batch : sorted(batch)
    generation &+= 1
    let generation = self.generation
    // The batch's identities are the children as they are unless one is skipped: built only
    // then (a level of 10,000 children kept a second array of them).
    let given = batch.ids.flatMap { $0.count == batch.count ? $0 : nil }
    var ids: [ID]? = given == nil ? [] : nil
    ids?.reserveCapacity(batch.count)
    var kept = 0, keys: [UInt] = []
    keys.reserveCapacity(batch.count)
    var duplicates = 0
    // The table is taken out of `self` while filling: every access to a class's stored property
    // is checked for exclusivity (three per child). Rare paths put it back before they call out.
    var records = TreeRecordTable<ID>()
    swap(&records, &self.records)
    records.reserveCapacity(batch.count)
    for offset in 0..<batch.count {
      let model = batch.model(offset)
      let known = batch.ids.flatMap { offset < $0.count ? $0[offset] : nil }
      guard let id = known ?? identify(model) else {
        if ids == nil, let given { ids = Array(given[..<offset]) }
        swap(&records, &self.records)
        report(.itemNotFound("an identity for a model of type \(type(of: model))"))
        swap(&records, &self.records)
        continue
      }
      let index = kept
      // One hash per child; a new identity's record is appended, an existing one is placed.
      let (slot, inserted) = records.slot(for: id) {
        Record(model: model, id: id, index: index, generation: generation, parent: parent)
      }
      let placed =
        inserted
        ? Placement.placed
        : Self.place(
          &records[slot: slot], model: model, parent: parent, index: index, generation: generation)
      switch placed {
      case .duplicate:
        if ids == nil, let given { ids = Array(given[..<offset]) }
        duplicates += 1
        continue
      case .placed: break
      case .moved(let from):
        // A node moved here from another parent keeps its loaded children.
        swap(&records, &self.records)
        let children = detach(id, from: from)
        self.records[id] = Record(
          model: model, id: id, index: index, children: children, generation: generation, parent: parent)
        swap(&records, &self.records)
      }
      ids?.append(id)
      kept += 1
      // A moved node was stored again in its slot: its key stays.
      keys.append(records.key(ofSlot: slot))
    }
    swap(&records, &self.records)
    if duplicates > 0 { report(.duplicateIdentifiers(count: duplicates)) }
    return (ids ?? given ?? [], keys)
  }

  private enum Placement {
    case placed, duplicate
    case moved(from: ID?)
  }

  /// Puts a child's model in `record` (just made by the default, or the node's record from
  /// before). A record of this call at another index is a repeated identity; one under another
  /// parent moves (the caller detaches it).
  private static func place(
    _ record: inout Record, model: @autoclosure () -> Any, parent: ID?, index: Int, generation: Int
  ) -> Placement {
    if record.generation == generation { return record.index == index ? .placed : .duplicate }
    guard record.parent == parent else { return .moved(from: record.parent) }
    record.model = model()
    record.index = index
    record.generation = generation
    return .placed
  }

  /// Takes a node out of its old parent's children (a move across parents) and returns its
  /// loaded children.
  private func detach(_ id: ID, from parent: ID?) -> [ID]? {
    let children = records[id]?.children
    let old = parent.map { records[$0]?.children ?? [] } ?? rootIDs
    let new = old.filter { $0 != id }
    for (index, sibling) in new.enumerated() { records[sibling]?.index = index }
    if let parent { records[parent]?.children = new } else { rootIDs = new }
    if new.count != old.count { emit(.children(parent: parent, old: old, new: new)) }
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
    if !loads.isEmpty { forgetLoads(of: id) }
    for child in record.children ?? [] { removeRecord(child) }
  }
}
