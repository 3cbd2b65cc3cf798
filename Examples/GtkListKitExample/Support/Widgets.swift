import CGtkListKitAdw

/// Small factories for the GTK widgets the example builds by hand, so cells and pages read
/// as layout rather than as C calls.
@MainActor
enum Widgets {
  /// A label with CSS classes; `xalign` 0 aligns it left like GNOME list text.
  static func label(_ text: String = "", classes: [String] = [], xalign: Float = 0) -> WidgetPointer {
    let label = gtk_label_new(text)!
    gtk_label_set_xalign(example_label(label), xalign)
    // Counters and hints give way on narrow windows instead of widening them.
    if classes.contains("count") || classes.contains("status-hint") {
      gtk_label_set_ellipsize(example_label(label), PANGO_ELLIPSIZE_END)
    }
    for name in classes { gtk_widget_add_css_class(label, name) }
    return label
  }

  /// A horizontal or vertical box with CSS classes.
  static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, classes: [String] = []) -> WidgetPointer {
    let box = gtk_box_new(orientation, spacing)!
    for name in classes { gtk_widget_add_css_class(box, name) }
    return box
  }

  /// A search bar (`GtkSearchBar`, with its close button) around `entry` and `count`, the entry
  /// connected. The entry grows with the window and asks no width of its own (the window
  /// narrows to 350 px); the count ellipsizes (a `count` label); `extras` follow it.
  static func searchBar(
    entry: WidgetPointer, count: WidgetPointer, extras: [WidgetPointer] = [], tooltip: String
  ) -> WidgetPointer {
    let bar = gtk_search_bar_new()!
    let row = box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
    gtk_widget_set_hexpand(entry, 1)
    gtk_widget_set_tooltip_text(entry, tooltip)
    append(entry, count, to: row)
    for extra in extras { append(extra, to: row) }
    gtk_search_bar_set_child(OpaquePointer(bar), row)
    gtk_search_bar_connect_entry(OpaquePointer(bar), OpaquePointer(entry))
    gtk_search_bar_set_show_close_button(OpaquePointer(bar), 1)
    return bar
  }

  /// Appends `children` to `box`.
  static func append(_ children: WidgetPointer..., to box: WidgetPointer) {
    for child in children { gtk_box_append(example_box(box), child) }
  }

  /// A button that runs `action` on "clicked".
  static func button(_ title: String, tooltip: String? = nil, action: @escaping @MainActor () -> Void) -> WidgetPointer
  {
    let button = gtk_button_new_with_label(title)!
    if let tooltip { gtk_widget_set_tooltip_text(button, tooltip) }
    SignalConnection.connect(button, "clicked", action)
    return button
  }

  /// A button showing a symbolic icon; `label` is its tooltip and its accessible name.
  static func iconButton(_ icon: String, label: String, action: @escaping @MainActor () -> Void) -> WidgetPointer {
    let button = gtk_button_new_from_icon_name(icon)!
    gtk_widget_set_tooltip_text(button, label)
    example_accessible_set_label(button, label)
    SignalConnection.connect(button, "clicked", action)
    return button
  }

  /// An empty widget that takes the free horizontal space (pushes what follows to the right).
  static func spacer() -> WidgetPointer {
    let spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_set_hexpand(spacer, 1)
    return spacer
  }

  /// Replaces a label's classes in `choices` by `chosen` (e.g. one colour class out of many).
  static func setExclusiveClass(_ chosen: String, among choices: [String], on widget: WidgetPointer) {
    for name in choices where name != chosen { gtk_widget_remove_css_class(widget, name) }
    gtk_widget_add_css_class(widget, chosen)
  }

  /// Sets a string property by name (`g_object_set_property`; `g_object_set` is varargs).
  static func setStringProperty(_ widget: WidgetPointer, _ name: String, _ text: String) {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING, a macro
    g_value_set_string(&value, text)
    g_object_set_property(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), name, &value)
    g_value_unset(&value)
  }

  /// Sets a label's text.
  static func setText(_ label: WidgetPointer, _ text: String) {
    gtk_label_set_text(example_label(label), text)
  }
}

/// The example's own name for a GTK widget pointer.
typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>
