/// The numbers GTK's tree items carry for node identities: one per identity, never reused, so a
/// GTK item outliving its node can never be mistaken for another node.
@MainActor
struct TreeNodeKeys<ID: Hashable & Sendable> {
  private var keys: [ID: TreeNodeKey] = [:]
  private var ids: [TreeNodeKey: ID] = [:]
  private var next: TreeNodeKey = 1

  /// The key of `id`, made on first use.
  mutating func key(for id: ID) -> TreeNodeKey {
    if let key = keys[id] { return key }
    let key = next
    next += 1
    keys[id] = key
    ids[key] = id
    return key
  }

  /// The identity a key stands for (`nil` for 0 or a key never made).
  func id(for key: TreeNodeKey) -> ID? { ids[key] }
}
