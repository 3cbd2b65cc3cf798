internal import CGtkListKit

/// Keeps GTK's focus ring on the row a keyboard user works on.
///
/// GTK shows focus rings when a key moves the focus, hides them 3 s after the last key press
/// (gtkwindow.c, `VISIBLE_FOCUS_DURATION`, on GTK 4.8 and 4.18 alike), and a key that does not
/// move the focus leaves hidden rings hidden (`_gtk_window_update_focus_visible`). So a row that
/// Enter had just activated kept the focus but no longer showed it, and Enter did not bring the
/// ring back, until the next arrow key (issue 41, item 5).
///
/// While the last input in the view was a list key (an arrow, Home, End, Page Up/Down, Tab,
/// Enter, Space, the Menu key) released with the focus on a row, and no pointer press came since,
/// the window's `focus-visible` stays on: the key release shows the ring (after GTK's own
/// handler, which runs in the window's capture phase), and when GTK's timer clears it the
/// window's `notify::focus-visible` sets it again. A pointer press in the view, the focus leaving
/// it or the view leaving the screen ends that: pointer users keep GTK's behaviour.
@MainActor
final class FocusRingKeeper {
  private let root: WidgetPointer
  /// Whether the keyboard focus is on a row (or a widget in one that is not a text field).
  private let holdsRow: @MainActor () -> Bool
  /// Whether the last input in the view was a list key on a row.
  private(set) var keyboardInUse = false
  /// The window whose `focus-visible` is watched (referenced while watched), and the handler.
  private var window: UnsafeMutablePointer<GtkWindow>?
  private var notifyHandler: UInt = 0

  /// Watches keys, pointer presses and the focus in `root` (the view or what holds it: a sectioned
  /// grid swaps the view inside).
  init(root: WidgetPointer, holdsRow: @escaping @MainActor () -> Bool) {
    self.root = root
    self.holdsRow = holdsRow
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    Signal.connect(UnsafeMutableRawPointer(keys), "key-released") { [weak self] arguments in
      self?.keyReleased(keyval: arguments.uint(1), state: arguments.flags(3))
    }
    gtk_widget_add_controller(root, keys)
    // Every button and touch, seen first and never claimed: rows' own gestures are unaffected.
    let gesture = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(gesture, 0)
    let click = cgtk_event_controller(UnsafeMutableRawPointer(gesture))!
    gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
    Signal.connect(UnsafeMutableRawPointer(gesture), "pressed") { [weak self] _ in self?.stop() }
    gtk_widget_add_controller(root, click)
    let focus = gtk_event_controller_focus_new()!
    Signal.connect(UnsafeMutableRawPointer(focus), "leave") { [weak self] _ in self?.stop() }
    gtk_widget_add_controller(root, focus)
    Signal.connect(UnsafeMutableRawPointer(root), "unmap") { [weak self] _ in self?.stop() }
  }

  isolated deinit { unwatchWindow() }

  private func keyReleased(keyval: UInt32, state: UInt32) {
    guard Self.isListKey(keyval, state: state), holdsRow() else { return }
    keyboardInUse = true
    watchWindow()
    showRing()
  }

  /// The keys that move the focus in a list or act on the focused row.
  private static func isListKey(_ keyval: UInt32, state: UInt32) -> Bool {
    // A tree's `+` and `-` change the row, not the focus: typed elsewhere, they are text.
    if let key = NavigationKey(keyval: keyval, state: state), key != .expand, key != .collapse { return true }
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: return true
    default: return false
    }
  }

  private func showRing() {
    guard keyboardInUse, let window, gtk_window_get_focus_visible(window) == 0, holdsRow() else { return }
    gtk_window_set_focus_visible(window, 1)
  }

  private func watchWindow() {
    let current = gtk_widget_get_root(root).flatMap { cgtk_window(UnsafeMutableRawPointer($0)) }
    guard current != window else { return }
    unwatchWindow()
    guard let current else { return }
    g_object_ref(current)
    window = current
    notifyHandler = Signal.connect(UnsafeMutableRawPointer(current), "notify::focus-visible") { [weak self] _ in
      self?.showRing()
    }
  }

  private func stop() {
    keyboardInUse = false
    unwatchWindow()
  }

  private func unwatchWindow() {
    guard let window else { return }
    Signal.disconnect(UnsafeMutableRawPointer(window), notifyHandler)
    notifyHandler = 0
    self.window = nil
    g_object_unref(window)
  }
}
