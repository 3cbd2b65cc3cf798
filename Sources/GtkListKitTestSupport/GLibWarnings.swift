import CGtkListKitTesting

/// GLib warnings and criticals logged in this process (GTK's, GLib's, the app's), so a test can
/// fail on any of them, not only on the criticals `G_DEBUG=fatal-criticals` aborts on.
///
/// ``GtkTestEnvironment/setUp()`` installs the watch; every ``GtkTestCase`` then fails a test
/// during which a warning was logged. Messages still reach stderr as usual.
public enum GLibWarnings {
  /// Installs the process-wide log writer (once; later calls do nothing).
  public static func install() { cgtk_log_watch_install() }

  /// Warnings and criticals logged since ``install()``.
  public static var count: Int { Int(cgtk_log_watch_warning_count()) }

  /// The last one as `"domain: message"`, if any.
  public static var last: String? {
    guard let text = cgtk_log_watch_last_warning() else { return nil }
    defer { g_free(text) }
    return String(cString: text)
  }
}
