internal import CGtkListKit

/// Accessible names, roles and states of rows and tiles. GTK 4.8 only offers the varargs
/// `gtk_accessible_update_*` (wrapped in the shim) and construct-only roles.
@MainActor
enum Accessibility {
  /// A vertical box with the accessible role of a grid cell (a sectioned grid's tile).
  static func makeGridCellBox() -> WidgetPointer {
    cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, GTK_ACCESSIBLE_ROLE_GRID_CELL)
  }

  /// A heading: holds a header or footer cell with the role of a heading (see ``RowWidgets``).
  static func makeHeading() -> WidgetPointer { cgtk_heading_new() }

  static func setLabel(_ widget: WidgetPointer, _ label: String) { cgtk_accessible_set_label(widget, label) }

  /// Names `widget` by the labels in `content` (labelled-by: GTK reads their texts when asked),
  /// first clearing a label set before unless `widget` never got one; `false` when `content`
  /// has no label.
  static func labelByTexts(_ widget: WidgetPointer, of content: WidgetPointer, clearingLabel: Bool = true) -> Bool {
    cgtk_accessible_label_by_texts(widget, content, clearingLabel ? 1 : 0) != 0
  }

  /// Drops the labelled-by relation (an explicit label names the widget instead).
  static func resetLabelledBy(_ widget: WidgetPointer) { cgtk_accessible_reset_labelled_by(widget) }

  /// A tree row's level (1 for a root) and expanded state (`nil`: not expandable).
  static func setTreeItem(_ widget: WidgetPointer, level: Int, expanded: Bool?) {
    cgtk_accessible_set_tree_item(widget, guint(level), expanded.map { $0 ? 1 : 0 } ?? -1)
  }

  /// Gives a tree list's row widget the tree item role (GTK makes it a list item), when GTK
  /// still takes a role: before the row is realized, at its first bind.
  static func makeTreeItem(_ widget: WidgetPointer) { _ = cgtk_accessible_make_tree_item(widget) }

  static func setHidden(_ widget: WidgetPointer, _ hidden: Bool) { cgtk_accessible_set_hidden(widget, hidden ? 1 : 0) }

  static func setSelected(_ widget: WidgetPointer, _ selected: Bool) {
    cgtk_accessible_set_selected(widget, selected ? 1 : 0)
  }
}
