import CAdw
import CGtkListKitTesting
import CGtkListKit
import Foundation
@_spi(Interop) import GtkListKit

/// The example's main window (an `AdwApplicationWindow`): a header bar with a view switcher over
/// the pages that moves to a bar at the bottom on narrow windows, a toast overlay (Undo), a
/// status bar per page, and window actions with shortcuts: Delete, Ctrl+Z (undo), F5 (reset)
/// act on the visible page.
@MainActor
final class ExampleWindow {
  let window: WidgetPointer
  private let stack: WidgetPointer
  private let toasts: WidgetPointer
  private let status = StatusBar()
  private let application: UnsafeMutablePointer<GtkApplication>
  private let feed: FeedPage
  private let contacts: ContactsPage
  private let live: LivePage
  private let million: MillionPage
  private let grid: GridPage
  private let database: DatabasePage
  private let uiFiles: UIFilesPage
  /// The pages, for tests that drive the window.
  var feedPage: FeedPage { feed }
  var contactsPage: ContactsPage { contacts }
  var livePage: LivePage { live }
  var millionPage: MillionPage { million }
  var gridPage: GridPage { grid }
  var databasePage: DatabasePage { database }
  var uiFilesPage: UIFilesPage { uiFiles }

  init(application: UnsafeMutablePointer<GtkApplication>, page: ExamplePage) {
    self.application = application
    adw_init()  // idempotent; AdwApplication does it too (tests make the window without one)
    Stylesheet.install()
    window = adw_application_window_new(application)
    gtk_window_set_title(cgtk_window(window), "GtkListKit Example")
    gtk_window_set_default_size(cgtk_window(window), 960, 720)
    gtk_widget_set_size_request(window, 360, 300)
    toasts = adw_toast_overlay_new()

    feed = FeedPage(status: status)
    contacts = ContactsPage(status: status)
    live = LivePage(status: status)
    million = MillionPage(status: status)
    grid = GridPage(status: status)
    database = DatabasePage(status: status)
    uiFiles = UIFilesPage(status: status)

    stack = adw_view_stack_new()
    let pages = [
      (ExamplePage.feed, feed.widget), (.contacts, contacts.widget), (.live, live.widget), (.million, million.widget),
      (.grid, grid.widget), (.database, database.widget), (.ui, uiFiles.widget),
    ]
    for (page, widget) in pages {
      let stackPage = adw_view_stack_add_titled(OpaquePointer(stack), widget, page.rawValue, page.title)
      adw_view_stack_page_set_icon_name(stackPage, page.iconName)
    }
    // Wide: the switcher is the header bar's title. Narrow: a bar at the bottom (GNOME's pattern);
    // the shim uses an AdwBreakpoint on libadwaita >= 1.4, AdwViewSwitcherTitle before.
    let header = adw_header_bar_new()!
    adw_header_bar_pack_end(OpaquePointer(header), MainMenu.button())
    let bar = cadw_example_view_switcher(
      UnsafeMutableRawPointer(window).assumingMemoryBound(to: AdwApplicationWindow.self), OpaquePointer(header),
      OpaquePointer(stack), "GtkListKit Example")!

    gtk_widget_set_vexpand(stack, 1)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL)
    Widgets.append(header, stack, bar, status.widget, to: content)
    adw_toast_overlay_set_child(OpaquePointer(toasts), content)
    adw_application_window_set_content(UnsafeMutableRawPointer(window).assumingMemoryBound(to: AdwApplicationWindow.self), toasts)
    feed.onUndoable = { [weak self] text in self?.toast(text) }
    contacts.onUndoable = { [weak self] text in self?.toast(text) }

    Signal.connect(UnsafeMutableRawPointer(stack), "notify::visible-child-name") { [weak self] _ in
      self?.visiblePageChanged()
    }
    show(page)
    addActions()
  }

  /// A toast with an Undo button (the `win.undo` action).
  private func toast(_ text: String) {
    let toast = adw_toast_new(text)!
    adw_toast_set_button_label(toast, "Undo")
    adw_toast_set_action_name(toast, "win.undo")
    adw_toast_overlay_add_toast(OpaquePointer(toasts), toast)
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
    AppActions.add(to: window, of: application, "find", accelerators: ["<Control>f"]) { [weak self] in
      guard let self else { return }
      self.show(.contacts)
      gtk_widget_grab_focus(self.contacts.search)
    }
    // GTK's name for the shortcuts window's action, with GNOME's Ctrl+? (the menu has it too).
    AppActions.add(to: window, of: application, "show-help-overlay", accelerators: ["<Control>question"]) {
      [weak self] in self.map { MainMenu.showShortcuts(over: $0.window) }
    }
    AppActions.add(to: window, of: application, "reset", accelerators: ["F5"]) { [weak self] in
      if self?.visiblePage == .feed { self?.feed.reset() }
    }
    // Alt+1 … Alt+7 show the pages in the switcher's order (keyboard users, and the tests).
    for (index, page) in ExamplePage.allCases.enumerated() {
      AppActions.add(to: window, of: application, "show-\(page.rawValue)", accelerators: ["<Alt>\(index + 1)"]) {
        [weak self] in self?.show(page)
      }
    }
  }

  /// The page shown now.
  var visiblePage: ExamplePage? {
    adw_view_stack_get_visible_child_name(OpaquePointer(stack)).flatMap { ExamplePage(rawValue: String(cString: $0)) }
  }

  /// Makes `page` the visible page.
  func show(_ page: ExamplePage) {
    adw_view_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
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
}
