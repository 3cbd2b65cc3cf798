import CGtkListKit
@_spi(Interop) import GtkListKit

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

  /// Adds action `name` to `window` (`win.name`, a `GtkApplicationWindow`) with its accelerators.
  static func add(
    to window: WidgetPointer, of application: UnsafeMutablePointer<GtkApplication>, _ name: String,
    accelerators: [String], _ handler: @escaping @MainActor () -> Void
  ) {
    add(name, to: OpaquePointer(window), handler)
    setAccelerators(accelerators, for: "win.\(name)", in: application)
  }

  private static func add(_ name: String, to map: OpaquePointer, _ handler: @escaping @MainActor () -> Void) {
    let action = g_simple_action_new(name, nil)!
    Signal.connect(UnsafeMutableRawPointer(action), "activate") { _ in handler() }
    g_action_map_add_action(map, action)
    g_object_unref(UnsafeMutableRawPointer(action))
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
