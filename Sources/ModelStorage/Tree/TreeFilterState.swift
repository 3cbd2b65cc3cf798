/// A `TreeStorage` filter's bookkeeping: the predicate, the nodes it keeps, and the children of
/// each loaded node as the view was last told them (a filter change is a diff against these).
struct TreeFilterState<ID: Hashable> {
  /// `nil` while a cleared filter's changes are being told.
  var predicate: ((Any) -> Bool)?
  /// Nodes that match or have a loaded descendant that does.
  var shown = Set<ID>()
  /// Shown children by parent (`nil`: the roots), of every node whose children are loaded.
  var levels: [ID?: [ID]] = [:]
}
