import CGtkListKitTesting
import CGtkListKit
import Foundation
@_spi(Interop) import GtkListKit

/// The example's main window (a `GtkApplicationWindow`): a header bar with a stack switcher
/// over the Feed, Million and Grid pages, a status bar per page, and window actions with
/// shortcuts: Delete, Ctrl+Z (undo), F5 (reset) act on the visible page.
@MainActor
final class ExampleWindow {
  let window: WidgetPointer
  private let stack: WidgetPointer
  private let status = StatusBar()
  private let application: UnsafeMutablePointer<GtkApplication>
  private let feed: FeedPage
  private let contacts: ContactsPage
  private let million: MillionPage
  private let grid: GridPage
  private let database: DatabasePage
  /// The pages, for tests that drive the window.
  var feedPage: FeedPage { feed }
  var contactsPage: ContactsPage { contacts }
  var millionPage: MillionPage { million }
  var gridPage: GridPage { grid }
  var databasePage: DatabasePage { database }

  init(application: UnsafeMutablePointer<GtkApplication>, page: ExamplePage) {
    self.application = application
    Stylesheet.install()
    window = gtk_application_window_new(application)
    gtk_window_set_title(cgtk_window(window), "GtkListKit example")
    gtk_window_set_default_size(cgtk_window(window), 960, 720)

    feed = FeedPage(status: status)
    contacts = ContactsPage(status: status)
    million = MillionPage(status: status)
    grid = GridPage(status: status)
    database = DatabasePage(status: status)

    // GtkStack, GtkStackSwitcher and GtkHeaderBar are opaque in the headers: OpaquePointer.
    stack = gtk_stack_new()!
    gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    let pages = [(ExamplePage.feed, feed.widget), (.contacts, contacts.widget), (.million, million.widget), (.grid, grid.widget), (.database, database.widget)]
    for (page, widget) in pages {
      gtk_stack_add_titled(OpaquePointer(stack), widget, page.rawValue, page.title)
    }
    let switcher = gtk_stack_switcher_new()!
    gtk_stack_switcher_set_stack(OpaquePointer(switcher), OpaquePointer(stack))
    let header = gtk_header_bar_new()!
    gtk_header_bar_set_title_widget(OpaquePointer(header), switcher)
    gtk_window_set_titlebar(cgtk_window(window), header)

    gtk_widget_set_vexpand(stack, 1)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL)
    Widgets.append(stack, status.widget, to: content)
    gtk_window_set_child(cgtk_window(window), content)

    Signal.connect(UnsafeMutableRawPointer(stack), "notify::visible-child-name") { [weak self] _ in
      self?.visiblePageChanged()
    }
    show(page)
    addActions()
  }

  private func addActions() {
    AppActions.add(to: window, of: application, "delete", accelerators: ["Delete"]) { [weak self] in
      switch self?.visiblePage {
      case .feed?: self?.feed.deleteSelected()
      case .contacts?: self?.contacts.deleteSelected()
      default: break
      }
    }
    AppActions.add(to: window, of: application, "undo", accelerators: ["<Control>z"]) { [weak self] in
      switch self?.visiblePage {
      case .feed?: self?.feed.undo()
      case .contacts?: self?.contacts.undo()
      default: break
      }
    }
    AppActions.add(to: window, of: application, "reset", accelerators: ["F5"]) { [weak self] in
      if self?.visiblePage == .feed { self?.feed.reset() }
    }
  }

  private var visiblePage: ExamplePage? {
    gtk_stack_get_visible_child_name(OpaquePointer(stack)).flatMap { ExamplePage(rawValue: String(cString: $0)) }
  }

  /// Makes `page` the visible page.
  func show(_ page: ExamplePage) {
    gtk_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
    visiblePageChanged()
  }

  private func visiblePageChanged() {
    guard let page = visiblePage else { return }
    status.showPage(page)
    if page == .database { database.open() }
    if page == .contacts { gtk_widget_grab_focus(contacts.search) }
  }

  func present() {
    gtk_window_present(cgtk_window(window))
  }

  func close() { gtk_window_destroy(cgtk_window(window)) }

  /// Waits for the first frames, saves the window as a PNG and closes it.
  func saveScreenshot(to path: String) {
    var painted = 0
    let deadline = Date().addingTimeInterval(10)
    if let clock = gtk_widget_get_frame_clock(window) {
      Signal.connect(UnsafeMutableRawPointer(clock), "after-paint") { _ in painted += 1 }
    }
    // A few frames: the first lays out, later ones show the bound rows and finished transitions.
    // An idle window paints nothing (after `--delay`), so ask for frames and never block.
    gtk_widget_queue_draw(window)
    while painted < 5 && Date() < deadline {
      if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
      if painted > 0 && painted < 5 { gtk_widget_queue_draw(window) }
    }
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
