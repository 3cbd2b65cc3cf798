/// Where nodes dropped on a tree go, as the pointer says: over the middle of a folder's row,
/// into it; over the top or bottom quarter of a row, between rows (below an expanded folder's
/// row: its first child).
public enum TreeDropTarget<ID: Hashable & Sendable>: Hashable, Sendable {
  /// Onto a node: the dropped nodes become its last children.
  case onto(ID)
  /// Between nodes: children of `parent` (`nil`: the roots), before the child now at `index`
  /// (the number of children: after the last).
  case between(parent: ID?, index: Int)
}
