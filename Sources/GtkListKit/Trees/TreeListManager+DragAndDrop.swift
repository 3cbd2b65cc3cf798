import Foundation
import ModelStorage

/// Dragging nodes within the tree: rows whose mapping answers `canMove` with `true` can be
/// dragged (as in a list); a drop over the middle of a folder's row goes into it, over a row's
/// top or bottom quarter between rows. A collapsed folder hovered for half a second during a drag
/// expands: its row's `GtkTreeExpander` does that itself. Text and files from elsewhere drop at
/// the same targets (``dropText(_:)``, ``dropFiles(_:)``).
extension TreeListManager {
  /// What a drop of nodes dragged within the tree does: `closure(ids, target)` moves them in
  /// your data and the storage, and returns whether it did. Without it, the manager moves them
  /// in ``storage`` (`TreeStorage.moveNodes(_:toParent:at:)`: loaded subtrees and their
  /// expansion go with them); a children provider asked again later must know of the move.
  public func moveNodes(_ closure: @escaping (_ ids: [ID], _ target: TreeDropTarget<ID>) -> Bool) {
    drops.move = closure
  }

  /// Whether `ids` may be dropped at `target` (asked while the pointer moves). A drop into a
  /// dragged node or its subtree is always refused.
  public func canDropNodes(_ closure: @escaping (_ ids: [ID], _ target: TreeDropTarget<ID>) -> Bool) {
    drops.canDrop = closure
  }

  /// Text dropped on the tree from another widget or app, at `target` (into a folder's row, or
  /// between rows as a drop of nodes); return whether it was taken. ← `GtkDropTarget::drop`
  /// with a `G_TYPE_STRING`.
  public func dropText(_ closure: @escaping (_ text: String, _ target: TreeDropTarget<ID>) -> Bool) {
    drops.takesExternal = true
    core.dragging.dropText = { [weak self] text, location in
      guard let target = self?.target(of: location, fraction: 0.5) else { return false }
      return closure(text, target)
    }
  }

  /// Files dropped on the tree from another app, as URIs, at `target`; return whether they were
  /// taken. ← `GtkDropTarget::drop` with a `GDK_TYPE_FILE_LIST`.
  public func dropFiles(_ closure: @escaping (_ uris: [String], _ target: TreeDropTarget<ID>) -> Bool) {
    drops.takesExternal = true
    core.dragging.dropFiles = { [weak self] uris, location in
      guard let target = self?.target(of: location, fraction: 0.5) else { return false }
      return closure(uris, target)
    }
  }

  /// Connects the list's drop checks to the tree's targets (what a drop of nodes does comes
  /// through the tree's presentation: ``dropNodes(_:at:fraction:)``).
  func wireDrops() {
    core.dragging.canDrop = { [weak self] location in
      guard let self, let target = target(of: location, fraction: 0.5) else { return false }
      // Text or files from elsewhere.
      guard let models = DragSession.current?.items.map(\.model) else { return drops.takesExternal }
      return allows(ids(of: models), at: target)
    }
  }

  /// The tree's target of a drop at `location` (`fraction`: the point's place in the row).
  func target(of location: DropLocation, fraction: Double) -> TreeDropTarget<ID>? {
    guard let flat = location.indexPath else { return .between(parent: nil, index: storage.rootIDs.count) }
    guard let id = rowsStorage.id(atRow: flat.item), let row = model.row(at: flat.item) else { return nil }
    let parent = storage.parent(of: id), index = storage.indexPath(of: id)?.last ?? 0
    let below = location.position == .after || (location.position == .on && fraction >= 0.5)
    if location.position == .on && row.isExpandable { return .onto(id) }
    if !below { return .between(parent: parent, index: index) }
    return row.isExpanded ? .between(parent: id, index: 0) : .between(parent: parent, index: index + 1)
  }

  private func ids(of models: [Any]) -> [ID] { models.compactMap(storage.id(of:)).filter(storage.contains) }

  private func allows(_ ids: [ID], at target: TreeDropTarget<ID>) -> Bool {
    guard !ids.isEmpty else { return false }
    let parent: ID? =
      switch target {
      case .onto(let id): id
      case .between(let parent, _): parent
      }
    if let parent, ids.contains(where: { $0 == parent || storage.isDescendant(parent, of: $0) }) { return false }
    return drops.canDrop?(ids, target) ?? true
  }

  /// Moves the nodes dragged within the tree to the target at `location`.
  func dropNodes(_ models: [Any], at location: DropLocation, fraction: Double) -> Bool {
    let ids = ids(of: models)
    guard let target = target(of: location, fraction: fraction), allows(ids, at: target) else { return false }
    if let move = drops.move { return move(ids, target) }
    switch target {
    case .onto(let parent):
      return storage.moveNodes(ids, toParent: parent, at: storage.childIDs(of: parent).count)
    case .between(let parent, let index):
      // The storage counts the children that stay: dragged ones above the drop leave first.
      let above = storage.childIDs(ofParent: parent).prefix(index).filter(ids.contains).count
      return storage.moveNodes(ids, toParent: parent, at: index - above)
    }
  }
}
