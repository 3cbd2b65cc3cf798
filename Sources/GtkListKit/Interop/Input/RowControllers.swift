internal import CGtkListKit

/// The event controllers GtkListKit adds to a row widget or a grid tile, one per kind of
/// event, and only when a mapping registered that event (nothing is attached otherwise).
@MainActor
enum RowControllers {
  /// Right click (`GtkGestureClick`, button 3) and long press (`GtkGestureLongPress`, touch only,
  /// as GNOME Files does: a held mouse button stays a drag). `handler(x, y)` in widget coordinates.
  static func addContextGestures(to widget: WidgetPointer, _ handler: @escaping @MainActor (Double, Double) -> Void) {
    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click, guint(GDK_BUTTON_SECONDARY))
    Signal.connect(UnsafeMutableRawPointer(click), "pressed") { arguments in
      handler(arguments.double(2), arguments.double(3))
    }
    gtk_widget_add_controller(widget, cgtk_event_controller(UnsafeMutableRawPointer(click)))
    let long = gtk_gesture_long_press_new()!
    gtk_gesture_single_set_touch_only(long, 1)
    Signal.connect(UnsafeMutableRawPointer(long), "pressed") { arguments in
      handler(arguments.double(1), arguments.double(2))
    }
    gtk_widget_add_controller(widget, cgtk_event_controller(UnsafeMutableRawPointer(long)))
  }

  /// Pointer enter and leave (`GtkEventControllerMotion`).
  static func addHover(
    to widget: WidgetPointer, enter: @escaping @MainActor () -> Void, leave: @escaping @MainActor () -> Void
  ) {
    let motion = gtk_event_controller_motion_new()!
    Signal.connect(UnsafeMutableRawPointer(motion), "enter") { _ in enter() }
    Signal.connect(UnsafeMutableRawPointer(motion), "leave") { _ in leave() }
    gtk_widget_add_controller(widget, motion)
  }

  /// Keyboard focus entering the widget or a descendant (`GtkEventControllerFocus::enter`).
  static func addFocus(to widget: WidgetPointer, _ handler: @escaping @MainActor () -> Void) {
    let focus = gtk_event_controller_focus_new()!
    Signal.connect(UnsafeMutableRawPointer(focus), "enter") { _ in handler() }
    gtk_widget_add_controller(widget, focus)
  }

  /// `has-tooltip` and a `query-tooltip` handler asking `provider` each time.
  static func addTooltip(to widget: WidgetPointer, _ provider: @escaping @MainActor () -> RowTooltip?) {
    gtk_widget_set_has_tooltip(widget, 1)
    Signal.connect(UnsafeMutableRawPointer(widget), NativeSignal.queryTooltip.rawValue) { arguments in
      guard let tooltip = arguments.object(4).map(OpaquePointer.init), let answer = provider() else {
        arguments.setReturn(false)
        return
      }
      switch answer {
      case .text(let text): gtk_tooltip_set_text(tooltip, text)
      case .markup(let markup): gtk_tooltip_set_markup(tooltip, markup)
      }
      arguments.setReturn(true)
    }
  }

  /// Asks `widget` for its tooltip again now (hides it when there is none any more).
  static func requeryTooltip(_ widget: WidgetPointer) { gtk_widget_trigger_tooltip_query(widget) }

  /// The widget with the keyboard focus in `widget`'s window.
  static func focusWidget(near widget: WidgetPointer) -> WidgetPointer? {
    guard let root = gtk_widget_get_root(widget) else { return nil }
    return gtk_root_get_focus(root)
  }

  /// `widget` and its ancestors, innermost first.
  static func ancestry(of widget: WidgetPointer) -> [WidgetPointer] {
    var result: [WidgetPointer] = []
    var current: WidgetPointer? = widget
    while let next = current {
      result.append(next)
      current = gtk_widget_get_parent(next)
    }
    return result
  }

  static func size(of widget: WidgetPointer) -> (width: Int, height: Int) {
    (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
  }

  /// Moves the focus to `widget` as a key press does: the focus ring shows. GTK shows it once a
  /// key reaches the window, and the keys the manager handles itself never do.
  static func grabKeyboardFocus(_ widget: WidgetPointer) -> Bool {
    guard gtk_widget_grab_focus(widget) != 0 else { return false }
    if let root = gtk_widget_get_root(widget), let window = cgtk_window(UnsafeMutableRawPointer(root)) {
      gtk_window_set_focus_visible(window, 1)
    }
    return true
  }

  static func hasFocus(_ widget: WidgetPointer) -> Bool { gtk_widget_has_focus(widget) != 0 }

  /// Whether `widget` edits text (a `GtkEditable`: typing there shows no focus ring in GTK).
  static func takesText(_ widget: WidgetPointer) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_editable_get_type()) != 0
  }
}

extension RowControllers {
  /// Whether `widget`'s top edge lies inside `view`'s visible height.
  static func isVisible(_ widget: WidgetPointer, in view: WidgetPointer) -> Bool {
    var x = 0.0, y = 0.0
    guard cgtk_widget_origin_in(widget, view, &x, &y) != 0 else { return false }
    return y >= 0 && y < Double(gtk_widget_get_height(view))
  }
}
