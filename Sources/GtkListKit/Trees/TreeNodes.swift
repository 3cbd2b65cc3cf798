import ModelStorage

/// The tree's nodes as GTK's models know them: a number per identity (``TreeNodeKeys``), the
/// levels GTK loaded (the manager splices them on storage changes), and the answers GTK's tree
/// list model asks for while it binds and expands rows.
@MainActor
final class TreeNodes<ID: Hashable & Sendable>: TreeNodeSource {
  let storage: TreeStorage<ID>
  var keys = TreeNodeKeys<ID>()
  /// Levels GTK loaded, by parent key (0: the roots); weak: GTK drops a level on collapse.
  private var levels: [TreeNodeKey: WeakTreeLevel] = [:]

  init(storage: TreeStorage<ID>) { self.storage = storage }

  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func isExpandable(key: TreeNodeKey) -> Bool {
    guard let id = keys.id(for: key) else { return false }
    return storage.isExpandable(id)
  }

  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func childKeys(ofKey key: TreeNodeKey) -> [TreeNodeKey] {
    guard let id = keys.id(for: key) else { return [] }
    // One access to `keys` for the level: each access of a class's stored property is checked.
    return keys.keys(for: storage.childIDs(of: id))
  }

  func levelLoaded(_ level: TreeLevel) {
    levels[level.parentKey] = WeakTreeLevel(level)
    // Levels die with their rows' collapse: drop the empty entries now and then.
    if levels.count > 64 && levels.count.isMultiple(of: 64) { levels = levels.filter { $0.value.level != nil } }
  }

  /// The loaded level listing the children of `parent` (`nil`: the roots).
  func loadedLevel(of parent: ID?) -> TreeLevel? {
    let key = parent.map { keys.key(for: $0) } ?? 0
    guard let level = levels[key]?.level, level.isLoaded else { return nil }
    return level
  }

  /// The node a GTK row shows (`nil` once GTK dropped the row's node).
  func id(of row: TreeRow) -> ID? { keys.id(for: row.key) }
}

/// A level GTK owns, held without keeping it alive.
struct WeakTreeLevel {
  weak var level: TreeLevel?
  init(_ level: TreeLevel) { self.level = level }
}
