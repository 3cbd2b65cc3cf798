import CGtkListKit
import GtkListKitTestSupport

@testable import GtkListKitExample

/// Opens the example's real window in tests. Application windows need a registered application
/// (GApplication::startup has run): one per test class, named by `id`, kept for the process.
@MainActor
enum ExampleTestWindows {
  private static var applications: [String: UnsafeMutablePointer<GtkApplication>] = [:]

  static func application(_ id: String) -> UnsafeMutablePointer<GtkApplication> {
    if let app = applications[id] { return app }
    let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
    g_application_register(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), nil, nil)
    applications[id] = app
    return app
  }

  /// The window on `page`, presented and settled. The real pointer is parked off every window
  /// first: a window that appears under the resting pointer shows the hovered row's tooltip
  /// after half a second (on X11 a window of its own, just below the pointer), and a test's
  /// first click a little lower would land on the tooltip instead of the row.
  static func open(_ page: ExamplePage, applicationID id: String) -> ExampleWindow {
    if RealInput.isAvailable { RealInput.xdotool(["mousemove", "1279", "1023"]) }  // Xvfb's corner
    let window = ExampleWindow(application: application(id), page: page)
    window.present()
    GtkTestEnvironment.settle(window.window)
    return window
  }
}
