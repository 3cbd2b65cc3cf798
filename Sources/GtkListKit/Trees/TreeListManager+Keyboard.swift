extension TreeListManager {
  /// `+`/`-` expand and collapse the focused row; Right expands it or moves to its first child,
  /// Left collapses it or moves to its parent (NSOutlineView, GtkTreeView).
  func handle(_ key: TreeKey) -> Bool {
    guard let view = madeView, let row = view.focusedRow else { return false }
    switch key {
    case .expand, .collapse:
      // GTK's own expander actions; the row's watcher records the change.
      if !view.activateFocusedExpander(expand: key == .expand) { show(row, expanded: key == .expand) }
    case .right:
      guard row.isExpandable else { return true }
      if !row.isExpanded {
        show(row, expanded: true)
      } else if let child = row.child(at: 0) {
        view.focus(child.position)
      }
    case .left:
      if row.isExpanded {
        show(row, expanded: false)
      } else if let parent = row.parent {
        view.focus(parent.position)
      }
    }
    return true
  }
}
