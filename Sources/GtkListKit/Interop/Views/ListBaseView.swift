internal import CGtkListKit

/// The GTK view a manager drives, a `GtkListView` or a `GtkGridView` (both `GtkListBase`) or a
/// `GtkColumnView` (a list view of rows of cells), and, when the manager made the view, the `GtkScrolledWindow` around it in a `GtkOverlay`
/// (where deleted rows fade out: `ListBaseView+Ghosts`).
@MainActor
final class ListBaseView: ListHost {
  enum Kind { case list, grid, columns }

  private(set) var kind: Kind
  /// The view widget.
  private(set) var view: WidgetPointer
  /// What to embed: the overlay when the manager made the view, else the view itself.
  let root: WidgetPointer
  /// The scrolled window the manager made (it may swap the view inside it); `nil` when adopted.
  let scroller: WidgetPointer?
  /// The overlay around the scrolled window the manager made; `nil` when adopted.
  let overlay: WidgetPointer?
  /// Still images of deleted rows shown over the view now (see `showGhosts`).
  var ghosts: [WidgetPointer] = []
  /// A focus request waiting for GTK to make its row (see `focus(row:widget:)`).
  let focusWatch = PaintWatch()
  /// A tree row being revealed, scrolled again until GTK's layout shows it.
  let revealWatch = PaintWatch()
  /// A row being aligned once GTK laid it out (`scroll(to:at:)`).
  let alignWatch = PaintWatch()
  private var activateHandler: UInt = 0
  private var mapHandler: UInt = 0

  /// Makes a new view of `kind` inside a scrolled window.
  init(kind: Kind) {
    GtkRuntime.ensureInitialized()
    self.kind = kind
    switch kind {
    case .list: view = gtk_list_view_new(nil, nil)
    case .grid: view = gtk_grid_view_new(nil, nil)
    case .columns: view = gtk_column_view_new(nil)
    }
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(cgtk_scrolled_window(scrolled), view)
    gtk_widget_set_vexpand(scrolled, 1)
    gtk_widget_set_hexpand(scrolled, 1)
    let overlay = gtk_overlay_new()!
    gtk_overlay_set_child(cgtk_overlay(overlay), scrolled)
    root = overlay
    scroller = scrolled
    self.overlay = overlay
    g_object_ref_sink(root)
    g_object_ref(view)
    if kind == .grid { Stylesheet.install() }  // the margins of a grid's boxes
  }

  /// Adopts a view made elsewhere (e.g. by GtkBuilder). `nil` when `widget` is neither view.
  init?(adopting widget: WidgetPointer, as kind: Kind) {
    let matches: Bool
    switch kind {
    case .list: matches = cgtk_list_view(widget) != nil
    case .grid: matches = cgtk_grid_view(widget) != nil
    case .columns: matches = cgtk_column_view(widget) != nil
    }
    guard matches else { return nil }
    self.kind = kind
    view = widget
    root = widget
    scroller = nil
    overlay = nil
    g_object_ref(root)
    g_object_ref(view)
    if kind == .grid { Stylesheet.install() }
  }

  isolated deinit {
    // Detach model and factory first: GTK 4.8 asserts if a list view is finalized while its
    // item manager still holds row widgets, which happens when the last reference is ours.
    setModel(nil)
    switch kind {
    case .list: gtk_list_view_set_factory(cgtk_list_view(view), nil)
    case .grid: gtk_grid_view_set_factory(cgtk_grid_view(view), nil)
    case .columns: break  // each column has its factory (TableColumns)
    }
    g_object_unref(view)
    g_object_unref(root)
  }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(view) }

  func setModel(_ selection: SelectionModel?) { setModelPointer(selection?.pointer) }

  func withModelDetached(_ body: () -> Void) {
    let model: OpaquePointer?
    switch kind {
    case .list: model = gtk_list_view_get_model(cgtk_list_view(view))
    case .grid: model = gtk_grid_view_get_model(cgtk_grid_view(view))
    case .columns: model = gtk_column_view_get_model(cgtk_column_view(view))
    }
    guard let model else { return body() }
    g_object_ref(UnsafeMutableRawPointer(model))
    defer { g_object_unref(UnsafeMutableRawPointer(model)) }
    setModelPointer(nil)
    body()
    setModelPointer(model)
  }

  private func setModelPointer(_ model: OpaquePointer?) {
    switch kind {
    case .list: gtk_list_view_set_model(cgtk_list_view(view), model)
    case .grid: gtk_grid_view_set_model(cgtk_grid_view(view), model)
    case .columns: gtk_column_view_set_model(cgtk_column_view(view), model)
    }
  }

  func setFactory(_ factory: ItemFactory) {
    let pointer = cgtk_list_item_factory(factory.raw)
    switch kind {
    case .list: gtk_list_view_set_factory(cgtk_list_view(view), pointer)
    case .grid: gtk_grid_view_set_factory(cgtk_grid_view(view), pointer)
    case .columns: break  // each column has its factory (TableColumns)
    }
  }

  /// Replaces a managed grid view by a list view in the same scrolled window (a sectioned grid
  /// is a list of rows). `false` when the view was adopted and cannot be swapped.
  func switchToList() -> Bool {
    guard kind == .grid, let scroller else { return kind == .list }
    gtk_grid_view_set_model(cgtk_grid_view(view), nil)
    gtk_grid_view_set_factory(cgtk_grid_view(view), nil)
    let list = gtk_list_view_new(nil, nil)!
    gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), list)
    g_object_unref(UnsafeMutableRawPointer(view))
    view = list
    g_object_ref(UnsafeMutableRawPointer(view))
    kind = .list
    activateHandler = 0
    mapHandler = 0  // went with the grid view
    watchFirstMap()
    return true
  }

  /// Connects a handler called when the visible width changes (the horizontal adjustment's
  /// page size), with the new width in pixels.
  func onWidthChanged(_ handler: @escaping @MainActor (Int) -> Void) {
    guard let scrolled = cgtk_scrolled_window(scroller), let adjustment = gtk_scrolled_window_get_hadjustment(scrolled)
    else { return }
    Signal.connect(UnsafeMutableRawPointer(adjustment), "notify::page-size") { _ in
      handler(Int(gtk_adjustment_get_page_size(adjustment)))
    }
  }

  /// Whether the view is on screen (mapped).
  var isMapped: Bool { gtk_widget_get_mapped(view) != 0 }

  /// Whether the view has been on screen at least once since the manager got it.
  private(set) var wasEverMapped = false

  /// Tracks the first `map` of the view (one internal handler, disconnected after it fired).
  func watchFirstMap() {
    guard !wasEverMapped else { return }
    if isMapped {
      wasEverMapped = true
      return
    }
    let target = raw
    mapHandler = Signal.connect(target, "map") { [weak self] _ in
      guard let self else { return }
      self.wasEverMapped = true
      Signal.disconnect(target, self.mapHandler)
      self.mapHandler = 0
    }
  }

  /// Whether the vertical scroll position is at the very top.
  var isScrolledToTop: Bool {
    guard let adjustment = verticalAdjustment else { return true }
    return gtk_adjustment_get_value(adjustment) <= gtk_adjustment_get_lower(adjustment)
  }

  private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
    gtk_scrollable_get_vadjustment(OpaquePointer(view))
  }

  /// Width of the view in pixels.
  var width: Int { Int(gtk_widget_get_width(view)) }

  /// Connects `activate(position)` once.
  func connectActivate(_ handler: @escaping @MainActor (Int) -> Void) {
    guard activateHandler == 0 else { return }
    activateHandler = Signal.connect(raw, NativeSignal.activate.rawValue) { arguments in
      handler(Int(arguments.uint(1)))
    }
  }

  /// Scrolls `position` into view, leaving the keyboard focus where it is (GTK 4.12 `scroll_to`
  /// when built and running on 4.12+, else the 4.8 action). A position past the end is ignored.
  func scroll(to position: Int) {
    // Not GTK_LIST_SCROLL_FOCUS: on 4.12+ it grabs the keyboard focus (4.8's action does not),
    // so an update that pins the top took the focus from the row that had it.
    cgtk_list_base_scroll_to(view, guint(position), 0, 0)
  }

  /// Grid columns.
  func setColumns(min: Int, max: Int) {
    guard let grid = cgtk_grid_view(view) else { return }
    gtk_grid_view_set_min_columns(grid, guint(min))
    gtk_grid_view_set_max_columns(grid, guint(max))
  }
}

extension ListBaseView {
  /// `single-click-activate` of either view.
  var singleClickActivate: Bool {
    get {
      if let list = cgtk_list_view(view) { return gtk_list_view_get_single_click_activate(list) != 0 }
      if let table = cgtk_column_view(view) { return gtk_column_view_get_single_click_activate(table) != 0 }
      return gtk_grid_view_get_single_click_activate(cgtk_grid_view(view)) != 0
    }
    set {
      if let list = cgtk_list_view(view) { gtk_list_view_set_single_click_activate(list, newValue ? 1 : 0) }
      if let grid = cgtk_grid_view(view) { gtk_grid_view_set_single_click_activate(grid, newValue ? 1 : 0) }
      if let table = cgtk_column_view(view) { gtk_column_view_set_single_click_activate(table, newValue ? 1 : 0) }
    }
  }

  /// `show-separators` of a list view, `show-row-separators` of a column view (grids have none).
  var showSeparators: Bool {
    get {
      if let table = cgtk_column_view(view) { return gtk_column_view_get_show_row_separators(table) != 0 }
      return cgtk_list_view(view).map { gtk_list_view_get_show_separators($0) != 0 } ?? false
    }
    set {
      if let list = cgtk_list_view(view) { gtk_list_view_set_show_separators(list, newValue ? 1 : 0) }
      if let table = cgtk_column_view(view) { gtk_column_view_set_show_row_separators(table, newValue ? 1 : 0) }
    }
  }
}

/// GType names for anomaly texts.
enum WidgetTypeName {
  static func of(_ widget: UnsafeMutableRawPointer) -> String { String(cString: cgtk_type_name(widget)) }
}
