import ModelStorage

extension TreeListManager {
  /// Applies a storage change to the level GTK loaded for it (none loaded: nothing to tell GTK).
  func apply(_ change: TreeStorageChange<ID>) {
    // GTK unselects a row whose item is replaced: a node that stays keeps its selection.
    let selected = selectedIDs
    defer { reselect(selected) }
    switch change {
    case let .children(parent, old, new):
      guard let level = nodes.loadedLevel(of: parent), let splice = TreeSplice.plan(from: old, to: new) else { return }
      let added = new[splice.position..<(splice.position + splice.added)]
      let stays = Set(new)
      for id in old[splice.position..<(splice.position + splice.removed)] where !stays.contains(id) {
        forgetShown(id)
      }
      level.splice(position: splice.position, removed: splice.removed, keys: storage.keys(of: Array(added)))
      // Rows of re-inserted (or moved) nodes are new to GTK: put their expansion back.
      for id in added { forgetShown(id) }
      restoreInserted(added, under: parent)
    case let .updated(id):
      guard let level = nodes.loadedLevel(of: storage.parent(of: id)), let index = storage.shownIndexPath(of: id)?.last
      else { return }
      // Still a folder, or still a leaf: the row shows the new model in place (no new row, its
      // subtree stays expanded).
      if let row = row(for: id), row.isExpandable == storage.isExpandable(id) {
        return rowsStorage.rowsUpdated([row.position])
      }
      // A new item object: GTK rebinds the row and asks again whether it is expandable.
      forgetShown(id)
      level.splice(position: index, removed: 1, keys: storage.keys(of: [id]))
      restoreInserted([id], under: storage.parent(of: id))
    case let .loaded(id): childrenLoaded(id)
    case let .loadingChanged(id): loadingChanged(id)
    }
  }

  private func reselect(_ ids: [ID]) {
    guard !ids.isEmpty else { return }
    let now = Set(selectedIDs)
    let lost = ids.filter { !now.contains($0) && storage.contains($0) }
    keepSelected(lost)
  }

  /// A node whose row GTK dropped no longer shows expanded (its expansion state is kept), nor do
  /// its descendants: those still in the storage, and those that left it with the node (the
  /// storage no longer knows they were below it; kept, they would not be restored on return).
  private func forgetShown(_ id: ID) {
    guard shownExpanded.remove(id) != nil else { return }
    shownExpanded = shownExpanded.filter { storage.contains($0) && !storage.isDescendant($0, of: id) }
  }
}
