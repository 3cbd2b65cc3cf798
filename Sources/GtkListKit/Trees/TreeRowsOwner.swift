/// The manager that keeps a tree (``TreeListManager``), as its rows see it: a tree's rows
/// (``TreeRowBinding``) tell it of each row GTK binds, and ask it to expand, collapse and move
/// nodes when a key or a drop says so (the keyboard and drops reach the rows through
/// ``RowPresentation``, as a list's do).
@MainActor
protocol TreeRowsOwner: AnyObject {
  /// Whether the view shows the tree now (a table's storage may have been replaced since).
  var showsTree: Bool { get }
  /// GTK bound `state` at `position`, showing `row`.
  func rowBound(_ state: RowState, _ row: TreeRow, at position: Int)
  /// A key expands or collapses `row`; `throughExpander`: by the focused row's own
  /// `GtkTreeExpander` action when it has one (`+` and `-`, which the expander binds).
  func expandByKey(_ row: TreeRow, _ expanded: Bool, throughExpander: Bool)
  /// Moves the nodes of `models`, dragged within the tree, to `location` (`fraction`: the
  /// point's place in the row); whether they moved.
  func dropNodes(_ models: [Any], at location: DropLocation, fraction: Double) -> Bool
}
