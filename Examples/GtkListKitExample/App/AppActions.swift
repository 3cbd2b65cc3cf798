import CGtkListKitAdw

/// GActions with keyboard shortcuts, as GNOME apps wire their menus and keys: `app.` actions on
/// the application, `win.` actions on the window.
@MainActor
enum AppActions {
  /// Adds action `name` to `application` (`app.name`) with its accelerators.
  static func add(
    to application: UnsafeMutablePointer<GtkApplication>, _ name: String, accelerators: [String],
    _ handler: @escaping @MainActor () -> Void
  ) {
    add(name, to: OpaquePointer(application), handler)
    setAccelerators(accelerators, for: "app.\(name)", in: application)
  }

  /// Adds action `name` to `window` (`win.name`, a `GtkApplicationWindow`) with its accelerators;
  /// returns it (the window keeps it), for `setEnabled`.
  @discardableResult
  static func add(
    to window: WidgetPointer, of application: UnsafeMutablePointer<GtkApplication>, _ name: String,
    accelerators: [String], _ handler: @escaping @MainActor () -> Void
  ) -> OpaquePointer {
    let action = add(name, to: OpaquePointer(window), handler)
    setAccelerators(accelerators, for: "win.\(name)", in: application)
    return action
  }

  /// Adds action `name` taking a 64-bit integer (`win.name(7)`, a toast's target) to `window`.
  static func add(to window: WidgetPointer, _ name: String, int64 handler: @escaping @MainActor (Int) -> Void) {
    let type = g_variant_type_new("x")
    let action = g_simple_action_new(name, type)!
    g_variant_type_free(type)
    // "activate" passes the action's parameter, a GVariant.
    SignalConnection.connectTakingPointer(UnsafeMutableRawPointer(action), "activate") { parameter in
      parameter.map { handler(Int(g_variant_get_int64(OpaquePointer($0)))) }
    }
    g_action_map_add_action(OpaquePointer(window), action)
    g_object_unref(UnsafeMutableRawPointer(action))
  }

  /// Enables or disables an action returned by `add`: a disabled action's accelerator lets the
  /// key through to the focused widget.
  static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
    g_simple_action_set_enabled(action, enabled ? 1 : 0)
  }

  @discardableResult
  private static func add(_ name: String, to map: OpaquePointer, _ handler: @escaping @MainActor () -> Void)
    -> OpaquePointer
  {
    let action = g_simple_action_new(name, nil)!
    SignalConnection.connectTakingPointer(UnsafeMutableRawPointer(action), "activate") { _ in handler() }
    g_action_map_add_action(map, action)
    g_object_unref(UnsafeMutableRawPointer(action))
    return action
  }

  private static func setAccelerators(
    _ accelerators: [String], for action: String, in application: UnsafeMutablePointer<GtkApplication>
  ) {
    var strings = accelerators.map { strdup($0) }
    strings.append(nil)
    strings.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
        gtk_application_set_accels_for_action(application, action, $0)
      }
    }
    strings.forEach { free($0) }
  }
}
