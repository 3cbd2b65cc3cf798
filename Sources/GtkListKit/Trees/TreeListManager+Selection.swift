import ModelStorage

extension TreeListManager {
  /// The selected node, `nil` for none.
  public var selectedID: ID? {
    guard let position = madeView?.selectedPosition, let row = madeView?.row(at: position) else { return nil }
    return keys.id(for: row.key)
  }

  /// Selects a node, expanding its ancestors so that it shows (`nil`: deselects).
  public func select(_ id: ID?) {
    guard let id else { return treeView.select(nil) }
    if let parent = storage.parent(of: id) { expand(parent) }
    guard let row = row(for: id) else {
      return report(.unknownTreeNode("\(id)", operation: "select"))
    }
    treeView.select(row.position)
  }

  /// GTK's selection changed: the mapping's `didSelect` for the newly selected row.
  func selectionChanged() {
    guard let position = madeView?.selectedPosition else { return }
    let id = madeView?.row(at: position).flatMap { keys.id(for: $0.key) }
    guard id != lastSelectedID else { return }
    lastSelectedID = id
    guard let (cell, model, indexPath, mapping) = realized(at: position) else { return }
    mapping.fire(.didSelect, cell: cell, model: model, at: indexPath)
  }

  /// A collapse hid the selected row: select the collapsed node (Finder, NSOutlineView).
  func reselectParent(_ id: ID, row: TreeRow) {
    guard let view = madeView, let selected = lastSelectedID, storage.isDescendant(selected, of: id) else { return }
    if let position = view.selectedPosition, view.row(at: position).map({ keys.id(for: $0.key) }) == selected {
      return
    }
    lastSelectedID = id  // chosen by the manager, not a gesture: no didSelect
    view.select(row.position)
  }
}
