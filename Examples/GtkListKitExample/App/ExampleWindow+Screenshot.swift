import CGtkListKitAdw
import Foundation

/// Saving the window as a PNG once it is drawn and its page shows data (`--screenshot`).
extension ExampleWindow {
  /// Waits until the visible page is drawn with its rows bound, then saves the window to `path`.
  func saveScreenshot(to path: String) throws {
    waitUntilDrawn()
    // A window caught between a layout and its frame draws nothing: give it more frames.
    var attempts = 0
    while true {
      var error: UnsafeMutablePointer<GError>?
      if example_widget_save_png(window, path, &error) != 0 { return }
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      error.map { g_error_free($0) }
      attempts += 1
      guard attempts < 5 else { throw ScreenshotError(message: "\(path): \(message)") }
      waitUntilDrawn(timeout: 1)
    }
  }

  /// Runs GTK's loop until at least five frames were painted and the page's list shows text
  /// (the database page fills its table first), at most `timeout` seconds. Never blocks: an
  /// idle window paints nothing, so it asks for frames.
  func waitUntilDrawn(timeout: Double = 15) {
    var painted = 0
    let clock = gtk_widget_get_frame_clock(window).map { UnsafeMutableRawPointer($0) }
    let counting = clock.map { SignalConnection.connect($0, "after-paint") { painted += 1 } }
    defer { counting?.disconnect() }
    let start = Date()
    let deadline = start.addingTimeInterval(timeout)
    // Half a second at least: row animations and the style switch settle. Each round asks for
    // one frame and ends once it is painted: the save then reads that frame's render node (a
    // draw queued after it would drop the node, and the PNG would be empty).
    repeat {
      let before = painted
      gtk_widget_queue_draw(window)
      while painted == before && Date() < deadline {
        if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
      }
    } while (painted < 5 || !showsText() || Date().timeIntervalSince(start) < 0.5) && Date() < deadline
  }

  /// Whether a list or grid of the visible page shows at least six mapped, non-empty texts
  /// (or the page shows no list: an error or an empty state).
  private func showsText() -> Bool {
    var count = 0
    var lists = 0
    func visit(_ widget: WidgetPointer, inList: Bool) {
      guard gtk_widget_get_mapped(widget) != 0 else { return }
      let name = String(cString: gtk_widget_get_css_name(widget))
      let isList = inList || name == "listview" || name == "gridview"
      if isList && !inList { lists += 1 }
      if isList, let text = Self.text(of: widget), !text.isEmpty { count += 1 }
      var child = gtk_widget_get_first_child(widget)
      while let current = child, count < 6 {
        visit(current, inList: isList)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(window, inList: false)
    return count >= 6 || lists == 0
  }

  /// The text of a label or an inscription (a table's text cells); `nil` for other widgets.
  private static func text(of widget: WidgetPointer) -> String? {
    let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))
    if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
      return gtk_label_get_text(example_label(widget)).map { String(cString: $0) }
    }
    if g_type_check_instance_is_a(instance, gtk_inscription_get_type()) != 0 {
      return gtk_inscription_get_text(OpaquePointer(widget)).map { String(cString: $0) }
    }
    return nil
  }

  /// Forces libadwaita's light or dark style (`nil`: follow the system again).
  static func setDarkStyle(_ dark: Bool?) {
    let scheme =
      dark.map { $0 ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT } ?? ADW_COLOR_SCHEME_DEFAULT
    adw_style_manager_set_color_scheme(adw_style_manager_get_default(), scheme)
  }
}

/// A screenshot that could not be written.
struct ScreenshotError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
