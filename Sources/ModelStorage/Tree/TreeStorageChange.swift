/// One change of a `TreeStorage`, as a view applies it (GtkListKit's, not API).
package enum TreeStorageChange<ID: Hashable & Sendable>: Equatable, Sendable {
  /// The children of `parent` (`nil`: the roots) went from `old` to `new`; nodes in both are the
  /// same nodes (their loaded children and their expansion are kept).
  case children(parent: ID?, old: [ID], new: [ID])
  /// The node's model was replaced in place (it may have become a leaf or a parent).
  case updated(ID)
  /// The children of the node, loaded asynchronously, arrived: its loading row gives way to them.
  case loaded(ID)
  /// The node's loading row changed (its load failed, or started again).
  case loadingChanged(ID)
}
