extension TreeListManager {
  /// `+`/`-` expand and collapse the focused row; Right expands it or moves to its first child,
  /// Left collapses it or moves to its parent (NSOutlineView, GtkTreeView). A move selects where
  /// it lands, as Up and Down do.
  func handle(_ key: TreeKey) -> Bool {
    let host = core.host
    // An edited cell's text field (or an app's entry in a row) types `+`, `-` and the arrows.
    if let focus = RowControllers.focusWidget(near: host.view), EditorWidgets.takesOwnKeys(focus, in: host.view) {
      return false
    }
    // A table's focus is on its row (or a cell): the row is found by position.
    guard core.storage === rowsStorage,
      let row = host.focusedTreeRow ?? core.interactions.focusedItem().flatMap({ model.row(at: $0.position) })
    else { return false }
    switch key {
    case .expand, .collapse:
      // GTK's own expander actions; the row's watcher records the change.
      if !host.activateFocusedExpander(expand: key == .expand) { show(row, expanded: key == .expand) }
    case .right:
      guard row.isExpandable else { return true }
      if !row.isExpanded {
        show(row, expanded: true)
      } else if let child = row.child(at: 0) {
        moveFocus(from: row.position, to: child.position)
      }
    case .left:
      if row.isExpanded {
        show(row, expanded: false)
      } else if let parent = row.parent {
        moveFocus(from: row.position, to: parent.position)
      }
    }
    return true
  }

  private func moveFocus(from origin: Int, to target: Int) {
    core.interactions.focusItem(at: target)
    core.interactions.selectAfterMove(to: target, from: origin, ctrl: false, shift: false)
  }
}
