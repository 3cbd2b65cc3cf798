internal import CGtkListKit

/// A key the table's editing handles (capture phase, before the row's and GTK's bindings).
enum EditingKey: Equatable {
  /// F2.
  case begin
  /// Return, keypad Enter.
  case enter
  /// Tab, or Shift+Tab (`backward`).
  case tab(backward: Bool)
  case escape
  /// Space: toggles a focused check button cell (the row would take it as selection).
  case space
  /// Ctrl+Z; Ctrl+Shift+Z and Ctrl+Y redo.
  case undo, redo

  init?(keyval: UInt32, state: UInt32) {
    let ctrl = (state & GDK_CONTROL_MASK.rawValue) != 0
    let shift = (state & GDK_SHIFT_MASK.rawValue) != 0
    let key = Int32(bitPattern: keyval)
    switch key {
    case GDK_KEY_F2: self = .begin
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: self = .enter
    case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: self = .tab(backward: shift || key == GDK_KEY_ISO_Left_Tab)
    case GDK_KEY_Escape: self = .escape
    case GDK_KEY_space, GDK_KEY_KP_Space: self = .space
    case GDK_KEY_z, GDK_KEY_Z: self = shift ? .redo : .undo
    case GDK_KEY_y, GDK_KEY_Y: self = .redo
    default: return nil
    }
    // Ctrl goes with undo and redo only (Ctrl+Tab leaves the view, as in GTK).
    if ctrl != (self == .undo || self == .redo) { return nil }
  }
}

/// The GTK calls of editing in place that are not a cell's own.
@MainActor
enum EditorWidgets {
  /// Whether `widget` is mapped: on screen, not only made (a row scrolled away keeps its cells).
  static func isMapped(_ widget: WidgetPointer) -> Bool { gtk_widget_get_mapped(widget) != 0 }

  /// Adds a capture-phase key controller for ``EditingKey``s to `widget`; `handler` returns
  /// whether it handled the key.
  static func addKeys(to widget: WidgetPointer, _ handler: @escaping @MainActor (EditingKey) -> Bool) {
    let controller = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    Signal.connect(UnsafeMutableRawPointer(controller), "key-pressed") { arguments in
      guard let key = EditingKey(keyval: arguments.uint(1), state: arguments.flags(3)) else {
        return arguments.setReturn(false)
      }
      arguments.setReturn(handler(key))
    }
    gtk_widget_add_controller(widget, controller)
  }

  /// The refusal of an edit shows in the cell: GTK's `error` style and the message as tooltip.
  static func showError(_ message: String?, on widget: WidgetPointer) {
    if let message {
      gtk_widget_add_css_class(widget, "error")
      gtk_widget_set_tooltip_text(widget, message)
    } else if gtk_widget_has_css_class(widget, "error") != 0 {
      gtk_widget_remove_css_class(widget, "error")
      gtk_widget_set_tooltip_text(widget, nil)
    }
  }

  /// Whether `widget` is `ancestor` or inside it.
  static func isInside(_ widget: WidgetPointer, _ ancestor: WidgetPointer) -> Bool {
    widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != 0
  }

  /// Whether the focused `widget` handles the keys the rows would: a text field, or a widget in
  /// a popover of a cell (another native surface than `view`'s).
  static func takesOwnKeys(_ widget: WidgetPointer, in view: WidgetPointer) -> Bool {
    isTextField(widget) || gtk_widget_get_native(widget) != gtk_widget_get_native(view)
  }

  /// Whether `widget` is a text field (`GtkText`, what entries, spin buttons and editable labels
  /// type into): its keys (Space, arrows, Home, End) are the text's, not the row's.
  static func isTextField(_ widget: WidgetPointer) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_text_get_type()) != 0
  }
}
