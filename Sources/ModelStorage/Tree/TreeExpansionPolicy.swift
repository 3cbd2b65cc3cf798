/// What happens to expanded descendants when a node is collapsed.
public enum TreeExpansionPolicy: Sendable, Hashable {
  /// Descendants stay expanded and come back expanded with their parent (NSOutlineView).
  case rememberDescendants
  /// Collapsing a node collapses its descendants too (GtkTreeListModel's own way).
  case forgetDescendants
}
