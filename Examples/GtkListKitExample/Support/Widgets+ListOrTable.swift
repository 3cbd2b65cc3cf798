import CGtkListKitAdw

/// A page's List / Table switch (Contacts, Outline): its two views in a `GtkStack`, and GTK's
/// stack switcher over it (linked toggle buttons named by their titles, reached with Tab).
extension Widgets {
  /// Puts `list` and `table` in `stack` and returns the switcher; `switched` runs after each
  /// switch, by a click, a key or `showTable(_:in:)`.
  static func listOrTableSwitcher(
    _ stack: WidgetPointer, list: WidgetPointer, table: WidgetPointer, tooltip: String,
    switched: @escaping @MainActor () -> Void
  ) -> WidgetPointer {
    gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_NONE)
    gtk_stack_add_titled(OpaquePointer(stack), list, "list", "List")
    gtk_stack_add_titled(OpaquePointer(stack), table, "table", "Table")
    SignalConnection.connectTakingPointer(stack, "notify::visible-child-name") { _ in switched() }
    let switcher = gtk_stack_switcher_new()!
    gtk_stack_switcher_set_stack(OpaquePointer(switcher), OpaquePointer(stack))
    gtk_widget_set_tooltip_text(switcher, tooltip)
    return switcher
  }

  /// Whether `stack` shows its table.
  static func showsTable(_ stack: WidgetPointer) -> Bool {
    gtk_stack_get_visible_child_name(OpaquePointer(stack)).map { String(cString: $0) } == "table"
  }

  /// Shows the table (`true`) or the list of `stack`, as the switcher does.
  static func showTable(_ table: Bool, in stack: WidgetPointer) {
    gtk_stack_set_visible_child_name(OpaquePointer(stack), table ? "table" : "list")
  }
}
