/// The numbers GTK's tree items carry for node identities: one per identity, never reused, so a
/// GTK item outliving its node can never be mistaken for another node.
struct TreeNodeKeys<ID: Hashable & Sendable> {
  private var keys: [ID: TreeNodeKey] = [:]
  /// Identities by key − 1: keys are made in order from 1, so an array, not a second table
  /// (expanding a folder makes a key per child).
  private var ids: [ID] = []

  /// The key of `id`, made on first use.
  mutating func key(for id: ID) -> TreeNodeKey {
    let next = TreeNodeKey(ids.count + 1)
    // One hash of `id`: the in-place access inserts `next` when `id` has no key yet.
    let key = Self.read(&keys[id, default: next])
    if key == next { ids.append(id) }
    return key
  }

  private static func read(_ value: inout TreeNodeKey) -> TreeNodeKey { value }

  /// The keys of `ids` (a loaded level's children), made on first use, room reserved once.
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  mutating func keys(for ids: [ID]) -> [TreeNodeKey] {
    reserve(ids.count)
    var made: [TreeNodeKey] = []
    made.reserveCapacity(ids.count)
    // A loop, not `map`: its closure paid an executor check per child.
    for id in ids { made.append(key(for: id)) }
    return made
  }

  /// Room for `count` more keys (a folder's children), so the table grows once.
  mutating func reserve(_ count: Int) {
    keys.reserveCapacity(keys.count + count)
    ids.reserveCapacity(ids.count + count)
  }

  /// The identity a key stands for (`nil` for 0 or a key never made).
  func id(for key: TreeNodeKey) -> ID? {
    guard key > 0, key <= ids.count else { return nil }
    return ids[Int(key) - 1]
  }
}
