/// What binds a tree's rows (a tree list's ``TreeRows``, or a table's tree column,
/// ``TreeColumnCells``) and answers the tree's keys and drops for its presentation: told of each
/// row GTK binds, with its `GtkTreeListRow`, it tells the manager (``owner``).
@MainActor
protocol TreeRowBinding: AnyObject {
  /// The manager that keeps the tree (weak: the manager holds the view that holds the rows).
  var owner: (any TreeRowsOwner)? { get set }
  /// GTK's tree list model, whose rows the view shows.
  var model: TreeModel { get }
}

extension TreeRowBinding {
  /// A tree's key on the row at `position` (``RowPresentation/disclose(_:at:)``), as
  /// NSOutlineView and GtkTreeView: `+`/`-` expand and collapse it; Right expands it or goes to
  /// its first child, Left collapses it or goes to its parent. `nil` when the tree is not shown.
  func handle(_ key: TreeKey, at position: Int) -> Int? {
    guard let owner, owner.showsTree, let row = model.row(at: position) else { return nil }
    switch key {
    case .expand, .collapse:
      // GTK's own expander actions; the row's watcher records the change.
      owner.expandByKey(row, key == .expand, throughExpander: true)
    case .right:
      guard row.isExpandable else { break }
      if !row.isExpanded {
        owner.expandByKey(row, true, throughExpander: false)
      } else if let child = row.child(at: 0) {
        return child.position
      }
    case .left:
      if row.isExpanded {
        owner.expandByKey(row, false, throughExpander: false)
      } else if let parent = row.parent {
        return parent.position
      }
    }
    return position
  }

  /// A drop of rows dragged within the tree (``RowPresentation/drop(_:at:fraction:)``): the
  /// manager moves their nodes. `nil` when the tree is not shown.
  func moveDropped(_ models: [Any], at location: DropLocation, fraction: Double) -> Bool? {
    guard let owner, owner.showsTree else { return nil }
    return owner.dropNodes(models, at: location, fraction: fraction)
  }
}
