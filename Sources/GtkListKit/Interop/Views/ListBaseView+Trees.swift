internal import CGtkListKit

/// What a tree needs of its `GtkListView` beyond a list's: the expander of each row.
extension ListBaseView {
  /// Runs the focused row's `GtkTreeExpander` action `listitem.expand` or `listitem.collapse`
  /// (what the expander binds to `+` and `-`); `false` when it has none.
  func activateFocusedExpander(expand: Bool) -> Bool {
    guard let expander = focusedExpander else { return false }
    return cgtk_tree_expander_activate(expander, expand ? 1 : 0) != 0
  }

  private var focusedExpander: OpaquePointer? {
    guard let root = gtk_widget_get_root(view), var widget = gtk_root_get_focus(root) else { return nil }
    while widget != view {
      if let expander = Self.expander(of: widget) { return expander }
      guard let parent = gtk_widget_get_parent(widget) else { return nil }
      widget = parent
    }
    return nil
  }

  /// Whether the row at `position` has a widget laid out wholly inside the view.
  func isShowingTreeRow(_ position: Int) -> Bool {
    var child = gtk_widget_get_first_child(view)
    while let widget = child {
      if let expander = Self.expander(of: widget), let row = gtk_tree_expander_get_list_row(expander),
        Int(gtk_tree_list_row_get_position(row)) == position
      {
        var rect = graphene_rect_t()
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, view, &rect) != 0 else {
          return false
        }
        return rect.origin.y >= 0 && rect.origin.y + rect.size.height <= Float(gtk_widget_get_height(view))
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return false
  }

  /// Shows `row` in a tree row's expander (its triangle, its indentation) and watches it.
  static func show(_ row: TreeRow, inExpander expander: WidgetPointer) {
    guard let tree = cgtk_tree_expander(expander) else { return }
    if gtk_tree_expander_get_list_row(tree) != row.pointer { gtk_tree_expander_set_list_row(tree, row.pointer) }
  }

  /// The expander `widget` is, or that a row widget holds as its child.
  private static func expander(of widget: WidgetPointer) -> OpaquePointer? {
    if let expander = cgtk_tree_expander(UnsafeMutableRawPointer(widget)) { return expander }
    guard let child = gtk_widget_get_first_child(widget) else { return nil }
    return cgtk_tree_expander(UnsafeMutableRawPointer(child))
  }
}
