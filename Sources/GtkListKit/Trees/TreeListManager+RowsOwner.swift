/// The tree's side of its rows (``TreeRowsOwner``): its keys reach the view's one key controller
/// and its presentation (``TreeRowBinding/handle(_:at:)`` decides what `+`, `-`, Left and Right
/// do), which asks the manager to expand or collapse; drops come the same way
/// (`TreeListManager+DragAndDrop`).
extension TreeListManager: TreeRowsOwner {
  /// Whether the view shows the tree: a table's storage may have been replaced.
  var showsTree: Bool { core.storage === rowsStorage }

  func expandByKey(_ row: TreeRow, _ expanded: Bool, throughExpander: Bool) {
    // GTK's own expander action when the focus is in the row's expander; the row's watcher
    // records the change.
    if throughExpander, core.host.activateFocusedExpander(expand: expanded) { return }
    show(row, expanded: expanded)
  }
}
