import CGtk
import Foundation
import GtkListKit

/// The example's main window: a list of 1,000,000 rows served by GtkListKit's lazy model.
@MainActor
final class ExampleWindow {
  let window: WidgetPointer
  private let rows = 1_000_000
  private let model: ListModel
  private var closed = false

  init() {
    window = gtk_window_new()
    gtk_window_set_title(cgtk_window(window), "GtkListKit example")
    gtk_window_set_default_size(cgtk_window(window), 480, 640)
    let count = rows
    model = ListModel(count: { count })
    let factory = gtk_signal_list_item_factory_new()!
    Signal.connect(UnsafeMutableRawPointer(factory), "setup") { arguments in
      let label = gtk_label_new(nil)!
      gtk_label_set_xalign(cgtk_label(label), 0)
      gtk_widget_set_margin_start(label, 12)
      gtk_widget_set_margin_top(label, 6)
      gtk_widget_set_margin_bottom(label, 6)
      gtk_list_item_set_child(cgtk_list_item(arguments.object(1)), label)
    }
    Signal.connect(UnsafeMutableRawPointer(factory), "bind") { arguments in
      let item = cgtk_list_item(arguments.object(1))
      let position = gtk_list_item_get_position(item)
      gtk_label_set_text(cgtk_label(gtk_list_item_get_child(item)), "Row \(position + 1) of 1,000,000")
    }
    let selection = gtk_single_selection_new(g_object_ref(UnsafeMutableRawPointer(model.gListModel)).map(OpaquePointer.init))
    let list = gtk_list_view_new(selection, factory)!
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(cgtk_scrolled_window(scrolled), list)
    gtk_window_set_child(cgtk_window(window), scrolled)
    Signal.connect(UnsafeMutableRawPointer(window), "destroy") { [weak self] _ in self?.closed = true }
  }

  func present() {
    gtk_window_present(cgtk_window(window))
  }

  /// Runs the main loop until the window is closed.
  func runUntilClosed() {
    while !closed { g_main_context_iteration(nil, 1) }
  }

  /// Waits for the first frames, saves the window as a PNG and closes it.
  func saveScreenshot(to path: String) {
    var painted = 0
    let clock = gtk_widget_get_frame_clock(window)
    let deadline = Date().addingTimeInterval(10)
    if let clock {
      Signal.connect(UnsafeMutableRawPointer(clock), "after-paint") { _ in painted += 1 }
    }
    while painted < 3 && Date() < deadline { g_main_context_iteration(nil, 1) }
    var error: UnsafeMutablePointer<GError>?
    if cgtk_widget_save_png(window, path, &error) == 0 {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      FileHandle.standardError.write(Data("gtklistkit-example: \(message)\n".utf8))
      exit(1)
    }
    print("saved \(path)")
    gtk_window_destroy(cgtk_window(window))
  }
}
