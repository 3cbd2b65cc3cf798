import CGtkListKitAdw
import Foundation
import GtkListKitPostgres

/// The example as a GTK application: an application id (the desktop and the accessibility
/// tree name it), command-line options parsed by GApplication, app actions with shortcuts.
///
/// Options: `--page NAME` picks the page; `--screenshot DIR` saves every page light and dark
/// as `DIR/<page>-light.png` and `-dark.png` and quits (`--screenshot FILE.png`: the shown page
/// only; for `make run` without a display); `--delay SECONDS` waits that long before the
/// screenshots so real input (xdotool) can drive the app first; `--width PIXELS` sets the
/// window's width; `--database FILE` opens another SQLite file on the Database page; `--folder DIR`
/// shows another folder on the Outline page; `--pictures DIR` the Photos page's folder (default: the
/// user's Pictures); `--postgres URL` names the Shared List page's server.
@MainActor
final class ExampleApplication {
  static let id = "org.gtklistkit.Example"
  let app: UnsafeMutablePointer<GtkApplication>
  private var window: ExampleWindow?
  private var page = ExamplePage.feed
  private var screenshotPath: String?
  private var delay = 0.0
  private var width: Int32?

  init() {
    // The window's title names it; the program name (X11's WM_CLASS, AT-SPI's application name,
    // the desktop file match) is the application id, as GNOME apps do.
    g_set_prgname(Self.id)
    g_set_application_name("GtkListKit Example")
    // AdwApplication: libadwaita's styles, the dark style preference, and GtkApplication's own.
    app = UnsafeMutableRawPointer(adw_application_new(Self.id, G_APPLICATION_NON_UNIQUE)).assumingMemoryBound(
      to: GtkApplication.self)
    let gapp = Self.gApplication(app)
    g_application_add_main_option(
      gapp, "page", 0, GOptionFlags(0), G_OPTION_ARG_STRING,
      "Page to show: feed, contacts, live, million, grid, database, ui, outline, shared or photos", "NAME")
    g_application_add_main_option(
      gapp, "screenshot", 0, GOptionFlags(0), G_OPTION_ARG_FILENAME,
      "Save every page light and dark into DIR (or the shown page to FILE.png) and quit", "DIR")
    g_application_add_main_option(
      gapp, "database", 0, GOptionFlags(0), G_OPTION_ARG_FILENAME,
      "The Database page's SQLite file (default: the user data folder's)", "FILE")
    g_application_add_main_option(
      gapp, "folder", 0, GOptionFlags(0), G_OPTION_ARG_FILENAME, "The Outline page's folder (default: /usr/share)",
      "DIR")
    g_application_add_main_option(
      gapp, "pictures", 0, GOptionFlags(0), G_OPTION_ARG_FILENAME,
      "The Photos page's folder (default: the user's Pictures)", "DIR")
    g_application_add_main_option(
      gapp, "postgres", 0, GOptionFlags(0), G_OPTION_ARG_STRING,
      "The Shared List page's server (default: the PG* variables)", "postgres://USER@HOST:PORT/DB")
    g_application_add_main_option(
      gapp, "width", 0, GOptionFlags(0), G_OPTION_ARG_INT, "Window width in pixels (400: the narrow layout)", "PIXELS")
    g_application_add_main_option(
      gapp, "delay", 0, GOptionFlags(0), G_OPTION_ARG_DOUBLE, "Seconds to run before the screenshot", "SECONDS")
    // The parsed options arrive as a GVariantDict; -1 continues start-up.
    SignalConnection.connectReturningInt(app, "handle-local-options") { [weak self] dict in
      guard let self, let dict else { return -1 }
      return self.readOptions(dict.assumingMemoryBound(to: GVariantDict.self))
    }
    SignalConnection.connect(app, "activate") { [weak self] in self?.activate() }
    // Closes the window, then quits: a window the app does not track (the about window, the
    // shortcuts) must not keep the process alive.
    AppActions.add(to: app, "quit", accelerators: ["<Control>q"]) { [weak self] in
      guard let self else { return }
      self.window?.close()
      g_application_quit(Self.gApplication(self.app))
    }
    AppActions.add(to: app, "about", accelerators: []) { [weak self] in
      self?.window.map { MainMenu.showAbout(over: $0.window) }
    }
  }

  private static func gApplication(_ app: UnsafeMutablePointer<GtkApplication>) -> UnsafeMutablePointer<GApplication> {
    UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self)
  }

  /// Runs the application; returns its exit status.
  func run() -> Int32 {
    g_application_run(Self.gApplication(app), CommandLine.argc, CommandLine.unsafeArgv)
  }

  /// -1 continues start-up; a positive status exits (a bad `--page`).
  private func readOptions(_ dict: UnsafeMutablePointer<GVariantDict>) -> Int32 {
    if let name = Self.string(dict, "page") {
      guard let chosen = ExamplePage(rawValue: name) else {
        let names = ExamplePage.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("gtklistkit-example: --page takes \(names)\n".utf8))
        return 2
      }
      page = chosen
    }
    screenshotPath = Self.string(dict, "screenshot")
    if let database = Self.string(dict, "database") { SongDatabase.pathOverride = database }
    if let folder = Self.string(dict, "folder") { OutlinePage.folderOverride = folder }
    if let folder = Self.string(dict, "pictures") { PhotosPage.folderOverride = folder }
    if let url = Self.string(dict, "postgres") {
      guard let server = PostgresServer(url: url) else {
        FileHandle.standardError.write(
          Data("gtklistkit-example: --postgres takes a URL such as postgres://user@127.0.0.1:5432/database\n".utf8))
        return 2
      }
      BoardSchema.serverOverride = server
    }
    if let value = g_variant_dict_lookup_value(dict, "width", g_variant_type_new("i")) {
      width = g_variant_get_int32(value)
      g_variant_unref(value)
    }
    if let value = g_variant_dict_lookup_value(dict, "delay", g_variant_type_new("d")) {
      delay = g_variant_get_double(value)
      g_variant_unref(value)
    }
    return -1
  }

  private static func string(_ dict: UnsafeMutablePointer<GVariantDict>, _ key: String) -> String? {
    for type in ["s", "ay"] {
      guard let value = g_variant_dict_lookup_value(dict, key, g_variant_type_new(type)) else { continue }
      defer { g_variant_unref(value) }
      return type == "s"
        ? String(cString: g_variant_get_string(value, nil)) : String(cString: g_variant_get_bytestring(value))
    }
    return nil
  }

  private func activate() {
    if let window { return window.present() }
    let window = ExampleWindow(application: app, page: page)
    self.window = window
    if let width { gtk_window_set_default_size(example_window(window.window), width, 720) }
    window.present()
    guard let screenshotPath else { return }
    Timer.after(seconds: delay) { [weak self] in
      do {
        for path in try ScreenshotTour.run(window, to: screenshotPath) { print("saved \(path)") }
      } catch {
        FileHandle.standardError.write(
          Data("gtklistkit-example: \(ScreenshotTour.describe(error, path: screenshotPath))\n".utf8))
        exit(1)
      }
      window.close()
      self.map { g_application_quit(Self.gApplication($0.app)) }
    }
  }
}
