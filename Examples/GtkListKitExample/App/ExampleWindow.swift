import CGtkListKitAdw
import Foundation
import GtkListKit

/// The example's main window (an `AdwApplicationWindow`): a header bar with a view switcher over
/// the pages that moves to a bar at the bottom on narrow windows, a toast overlay (Undo), a
/// status bar per page, and window actions with shortcuts (`ExampleWindow+Actions`).
///
/// Pages are built the first time they are shown (or asked for): a window that only shows the
/// feed never holds the million numbers or the live readings.
@MainActor
final class ExampleWindow {
  /// Wide enough for the ten pages' switcher in the header bar (narrower: the bottom bar).
  static let defaultWidth: Int32 = 1260
  let window: WidgetPointer
  let stack: WidgetPointer
  let status = StatusBar()
  let application: UnsafeMutablePointer<GtkApplication>
  /// Deletions that can be undone, one entry each, and their toasts.
  let history = UndoHistory()
  let toasts: UndoToasts
  /// The empty box each page sits in once built, by page.
  private var slots: [ExamplePage: WidgetPointer] = [:]
  /// The pages built so far.
  private(set) var builtPages: Set<ExamplePage> = []

  private(set) lazy var feedPage: FeedPage = attach(FeedPage(status: status), .feed) { page, undo in
    page.onUndoable = undo
  }
  private(set) lazy var contactsPage: ContactsPage = attach(ContactsPage(status: status), .contacts) { page, undo in
    page.onUndoable = undo
  }
  private(set) lazy var livePage: LivePage = attach(LivePage(status: status), .live)
  private(set) lazy var millionPage: MillionPage = attach(MillionPage(status: status), .million)
  private(set) lazy var gridPage: GridPage = attach(GridPage(status: status), .grid)
  private(set) lazy var photosPage: PhotosPage = attach(PhotosPage(status: status), .photos)
  private(set) lazy var databasePage: DatabasePage = attach(DatabasePage(status: status), .database)
  private(set) lazy var uiFilesPage: UIFilesPage = attach(UIFilesPage(status: status), .ui)
  private(set) lazy var outlinePage: OutlinePage = attach(OutlinePage(status: status), .outline)
  private(set) lazy var sharedListPage: SharedListPage = attach(SharedListPage(status: status), .shared)

  init(application: UnsafeMutablePointer<GtkApplication>, page: ExamplePage) {
    self.application = application
    adw_init()  // idempotent; AdwApplication does it too (tests make the window without one)
    Stylesheet.install()
    AppIcon.install()
    window = adw_application_window_new(application)
    gtk_window_set_title(example_window(window), "GtkListKit Example")
    gtk_window_set_default_size(example_window(window), Self.defaultWidth, 720)
    gtk_widget_set_size_request(window, 360, 300)
    let overlay = adw_toast_overlay_new()!
    toasts = UndoToasts(overlay: overlay)

    stack = adw_view_stack_new()
    for page in ExamplePage.allCases {
      let slot = Widgets.box(GTK_ORIENTATION_VERTICAL)
      slots[page] = slot
      let stackPage = adw_view_stack_add_titled(OpaquePointer(stack), slot, page.rawValue, page.title)
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
    adw_toast_overlay_set_child(OpaquePointer(overlay), content)
    adw_application_window_set_content(
      UnsafeMutableRawPointer(window).assumingMemoryBound(to: AdwApplicationWindow.self), overlay)
    history.onDiscard = { [weak self] id in self?.toasts.dismiss(id: id) }

    SignalConnection.connectTakingPointer(stack, "notify::visible-child-name") { [weak self] _ in
      self?.visiblePageChanged()
    }
    show(page)
    addActions()
  }

  /// Puts a newly built page's widget into its slot and hands it the undo toast; returns it.
  private func attach<Page: ExamplePageContent>(
    _ page: Page, _ name: ExamplePage,
    undo wire: ((Page, @escaping (String, @escaping () -> Void) -> Void) -> Void)? = nil
  ) -> Page {
    gtk_widget_set_vexpand(page.widget, 1)
    gtk_widget_set_hexpand(page.widget, 1)
    slots[name].map { Widgets.append(page.widget, to: $0) }
    builtPages.insert(name)
    wire?(page) { [weak self] text, revert in
      guard let self else { return }
      let id = self.history.record(on: name, revert: revert)
      self.toasts.show(text, undoing: id)
    }
    return page
  }

  /// Builds `page` if it was not built yet.
  func build(_ page: ExamplePage) {
    switch page {
    case .feed: _ = feedPage
    case .contacts: _ = contactsPage
    case .live: _ = livePage
    case .million: _ = millionPage
    case .grid: _ = gridPage
    case .photos: _ = photosPage
    case .database: _ = databasePage
    case .ui: _ = uiFilesPage
    case .outline: _ = outlinePage
    case .shared: _ = sharedListPage
    }
  }

  /// The page shown now.
  var visiblePage: ExamplePage? {
    adw_view_stack_get_visible_child_name(OpaquePointer(stack)).flatMap { ExamplePage(rawValue: String(cString: $0)) }
  }

  /// Makes `page` the visible page.
  func show(_ page: ExamplePage) {
    build(page)
    adw_view_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
    visiblePageChanged()
  }

  private func visiblePageChanged() {
    guard let page = visiblePage else { return }
    build(page)  // the switcher shows a page that may not exist yet
    status.showPage(page)
    if page == .database { databasePage.open() }
    if page == .shared { sharedListPage.open() }  // connects on first show only
    if page == .contacts { gtk_widget_grab_focus(contactsPage.search) }
  }

  func present() {
    gtk_window_present(example_window(window))
  }

  func close() { gtk_window_destroy(example_window(window)) }
}
