internal import CGtkListKit

/// The printable keys typed into a view, for type-to-find (GTK 4's list views have no typeahead
/// of their own).
@MainActor
enum TypingController {
  /// Adds two `GtkEventControllerKey`s to `view`. The bubble-phase one sees a printable key only
  /// when nothing inside the focused row took it (an entry or any widget of a cell keeps its
  /// keys), and GTK's own bindings (arrows, Enter, Delete, Ctrl+A) are not printable or carry
  /// Ctrl. The capture-phase one takes Space, before a row's Space binding selects, only while
  /// `continuing()` says a find is being typed (so "new y" can be typed).
  /// `handler(text)` returns whether it used the key.
  static func add(
    to view: WidgetPointer, continuing: @escaping @MainActor () -> Bool,
    _ handler: @escaping @MainActor (String) -> Bool
  ) {
    let typing = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(typing, GTK_PHASE_BUBBLE)
    Signal.connect(UnsafeMutableRawPointer(typing), "key-pressed") { arguments in
      guard let text = printable(keyval: arguments.uint(1), state: arguments.flags(3)), text != " " else {
        return arguments.setReturn(false)
      }
      arguments.setReturn(handler(text))
    }
    gtk_widget_add_controller(view, typing)
    let space = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(space, GTK_PHASE_CAPTURE)
    Signal.connect(UnsafeMutableRawPointer(space), "key-pressed") { arguments in
      guard printable(keyval: arguments.uint(1), state: arguments.flags(3)) == " ", continuing() else {
        return arguments.setReturn(false)
      }
      arguments.setReturn(handler(" "))
    }
    gtk_widget_add_controller(view, space)
  }

  /// The character a key types, `nil` for keys that type none or carry Ctrl, Alt, Super, Hyper or
  /// Meta (shortcuts). Shift is allowed (capitals).
  private static func printable(keyval: UInt32, state: UInt32) -> String? {
    let shortcut =
      GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue | GDK_HYPER_MASK.rawValue
      | GDK_META_MASK.rawValue
    guard state & shortcut == 0 else { return nil }
    let character = gdk_keyval_to_unicode(keyval)
    guard character != 0, g_unichar_isprint(character) != 0, let scalar = Unicode.Scalar(character) else {
      return nil
    }
    return String(Character(scalar))
  }
}
