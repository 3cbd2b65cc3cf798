import ModelStorage

/// The tree's nodes as GTK's models know them: by the storage's node keys (stable while a node
/// is stored, never reused for another), the levels GTK loaded (the manager splices them on
/// storage changes), and the answers GTK's tree list model asks for while it binds and expands
/// rows.
@MainActor
final class TreeNodes<ID: Hashable & Sendable>: TreeNodeSource {
  let storage: TreeStorage<ID>
  /// Levels GTK loaded, by parent key (0: the roots); weak: GTK drops a level on collapse.
  private var levels: [TreeNodeKey: WeakTreeLevel] = [:]

  init(storage: TreeStorage<ID>) { self.storage = storage }

  func isExpandable(key: TreeNodeKey) -> Bool { storage.isExpandable(key: key) }

  func childKeys(ofKey key: TreeNodeKey) -> [TreeNodeKey] { storage.childKeys(ofKey: key) }

  func levelLoaded(_ level: TreeLevel) {
    levels[level.parentKey] = WeakTreeLevel(level)
    // Levels die with their rows' collapse: drop the empty entries now and then.
    if levels.count > 64 && levels.count.isMultiple(of: 64) { levels = levels.filter { $0.value.level != nil } }
  }

  /// The loaded level listing the children of `parent` (`nil`: the roots).
  func loadedLevel(of parent: ID?) -> TreeLevel? {
    var key: TreeNodeKey = 0
    if let parent {
      guard let parentKey = storage.key(of: parent) else { return nil }
      key = parentKey
    }
    guard let level = levels[key]?.level, level.isLoaded else { return nil }
    return level
  }

  /// The node a GTK row shows (`nil` once GTK dropped the row's node).
  func id(of row: TreeRow) -> ID? { storage.id(ofKey: row.key) }
}

/// A level GTK owns, held without keeping it alive.
struct WeakTreeLevel {
  weak var level: TreeLevel?
  init(_ level: TreeLevel) { self.level = level }
}
