internal import CGtkListKit

/// One `GtkColumnViewColumn` of a table: its header (title, the sorter that makes it clickable,
/// the menu) and its width and visibility. Each column has its own factory: GTK makes a cell
/// per shown row in every shown column.
@MainActor
final class ColumnHandle {
  let pointer: OpaquePointer
  let factory = ItemFactory()

  init(title: String) {
    GtkRuntime.ensureInitialized()
    // The column takes the factory's reference (transfer full); the factory keeps its own.
    g_object_ref(factory.raw)
    pointer = gtk_column_view_column_new(title, cgtk_list_item_factory(factory.raw))
  }

  /// Takes over a column an adopted view came with: the column shows the table's cells from
  /// now on (a factory it had is replaced; it could not bind the storage's items).
  init(adopting column: OpaquePointer) {
    pointer = column
    g_object_ref(raw)
    gtk_column_view_column_set_factory(pointer, cgtk_list_item_factory(factory.raw))
  }

  isolated deinit { g_object_unref(raw) }

  /// The name a UI file gave the column (its `id`, or its GtkBuilder object id), if any; not
  /// the `___object_N___` GtkBuilder makes up for an object without an id.
  var name: String? {
    guard let name = cgtk_column_view_column_get_name(pointer).map({ String(cString: $0) }) else { return nil }
    return name.hasPrefix("___object_") ? nil : name
  }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  var title: String {
    get { gtk_column_view_column_get_title(pointer).map { String(cString: $0) } ?? "" }
    set { gtk_column_view_column_set_title(pointer, newValue) }
  }

  /// The width the user or the app fixed, in pixels; `nil`: GTK sizes the column to its cells.
  var fixedWidth: Int? {
    get {
      let width = Int(gtk_column_view_column_get_fixed_width(pointer))
      return width < 0 ? nil : width
    }
    set { gtk_column_view_column_set_fixed_width(pointer, gint(newValue ?? -1)) }
  }

  var expands: Bool {
    get { gtk_column_view_column_get_expand(pointer) != 0 }
    set { gtk_column_view_column_set_expand(pointer, newValue ? 1 : 0) }
  }

  var isResizable: Bool {
    get { gtk_column_view_column_get_resizable(pointer) != 0 }
    set { gtk_column_view_column_set_resizable(pointer, newValue ? 1 : 0) }
  }

  var isVisible: Bool {
    get { gtk_column_view_column_get_visible(pointer) != 0 }
    set { gtk_column_view_column_set_visible(pointer, newValue ? 1 : 0) }
  }

  /// Calls `handler` when the column is shown or hidden (also from the header menu), or its
  /// fixed width changes (also by the user dragging the header's edge).
  func onLayoutChanged(_ handler: @escaping @MainActor () -> Void) {
    Signal.connect(raw, "notify::visible") { _ in handler() }
    Signal.connect(raw, "notify::fixed-width") { _ in handler() }
  }

  /// GTK 4.10's column id (nothing on 4.8): tools that walk GTK's columns see the table's ids.
  func setID(_ id: String) { cgtk_column_view_column_set_id_if_supported(pointer, id) }

  /// Makes the header clickable for sorting (a sorter that orders nothing: the storage sorts)
  /// or not; `tag` is what ``ListBaseView/readSort()`` reports for this column.
  func setSortable(_ sortable: Bool, tag: Int) {
    guard sortable else { return gtk_column_view_column_set_sorter(pointer, nil) }
    let sorter = cgtk_header_sorter_new(guint(tag))
    gtk_column_view_column_set_sorter(pointer, sorter)
    g_object_unref(UnsafeMutableRawPointer(sorter))
  }

  var isSortable: Bool { gtk_column_view_column_get_sorter(pointer) != nil }

  func setHeaderMenu(_ menu: UnsafeMutableRawPointer?) {
    gtk_column_view_column_set_header_menu(pointer, menu?.assumingMemoryBound(to: GMenuModel.self))
  }
}
