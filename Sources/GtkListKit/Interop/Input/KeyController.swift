internal import CGtkListKit

/// A key GtkListKit handles itself (the sectioned grid's navigation, the context-menu keys, a
/// tree's expansion keys).
enum NavigationKey: Equatable {
  case left, right, up, down, home, end, pageUp, pageDown
  /// `+` and keypad `+`, `-` and keypad `-`: a tree expands or collapses the focused row.
  case expand, collapse
  /// Return, keypad Enter.
  case activate
  /// Space.
  case select
  /// The Menu key or Shift+F10.
  case menu

  /// The key for a GDK keyval and modifier state; `nil` for keys GtkListKit leaves to GTK.
  init?(keyval: UInt32, state: UInt32) {
    let shift = (state & GDK_SHIFT_MASK.rawValue) != 0
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Left, GDK_KEY_KP_Left: self = .left
    case GDK_KEY_Right, GDK_KEY_KP_Right: self = .right
    case GDK_KEY_Up, GDK_KEY_KP_Up: self = .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: self = .down
    case GDK_KEY_Home, GDK_KEY_KP_Home: self = .home
    case GDK_KEY_End, GDK_KEY_KP_End: self = .end
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: self = .pageUp
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: self = .pageDown
    case GDK_KEY_plus, GDK_KEY_KP_Add: self = .expand
    case GDK_KEY_minus, GDK_KEY_KP_Subtract: self = .collapse
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: self = .activate
    case GDK_KEY_space, GDK_KEY_KP_Space: self = .select
    case GDK_KEY_Menu: self = .menu
    case GDK_KEY_F10 where shift: self = .menu
    default: return nil
    }
  }
}

/// The modifiers held with a ``NavigationKey``.
struct KeyModifiers: OptionSet {
  let rawValue: UInt8
  static let ctrl = KeyModifiers(rawValue: 1)
  static let shift = KeyModifiers(rawValue: 2)
  static let alt = KeyModifiers(rawValue: 4)
}

/// Key presses on a whole view, seen in the capture phase (before GTK's own list bindings and the
/// focused row), with the modifier state.
@MainActor
enum KeyController {
  /// Adds a capture-phase `GtkEventControllerKey` to `widget`; `handler(key, modifiers)` returns
  /// whether it handled the key. Returns the controller, to remove it later.
  @discardableResult
  static func add(
    to widget: WidgetPointer, _ handler: @escaping @MainActor (NavigationKey, KeyModifiers) -> Bool
  ) -> OpaquePointer {
    let controller = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    Signal.connect(UnsafeMutableRawPointer(controller), "key-pressed") { arguments in
      let state = arguments.flags(3)
      guard let key = NavigationKey(keyval: arguments.uint(1), state: state) else {
        arguments.setReturn(false)
        return
      }
      var modifiers: KeyModifiers = []
      if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.ctrl) }
      if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
      if state & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.alt) }
      arguments.setReturn(handler(key, modifiers))
    }
    gtk_widget_add_controller(widget, controller)
    return controller
  }

  /// A `GtkEventControllerFocus::enter` on `widget` (focus moved into it from outside).
  static func onFocusEnter(_ widget: WidgetPointer, _ handler: @escaping @MainActor () -> Void) {
    let focus = gtk_event_controller_focus_new()!
    Signal.connect(UnsafeMutableRawPointer(focus), "enter") { _ in handler() }
    gtk_widget_add_controller(widget, focus)
  }
}
