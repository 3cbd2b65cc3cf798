internal import CGtkListKit

/// A column view's columns, header sorting and header menu.
extension ListBaseView {
  private var table: OpaquePointer? { cgtk_column_view(view) }

  func appendColumn(_ column: ColumnHandle) {
    guard let table else { return }
    gtk_column_view_append_column(table, column.pointer)
  }

  /// Moves (or inserts) `column` to display position `index`.
  func insertColumn(_ column: ColumnHandle, at index: Int) {
    guard let table else { return }
    gtk_column_view_insert_column(table, guint(index), column.pointer)
  }

  func removeColumn(_ column: ColumnHandle) {
    guard let table else { return }
    gtk_column_view_remove_column(table, column.pointer)
  }

  /// The view's columns in display order (the user may drag headers to reorder them).
  var columnOrder: [OpaquePointer] {
    guard let table, let list = gtk_column_view_get_columns(table) else { return [] }
    return (0..<g_list_model_get_n_items(list)).compactMap { index in
      guard let item = g_list_model_get_item(list, index) else { return nil }
      g_object_unref(item)  // the view still holds the column
      return OpaquePointer(item)
    }
  }

  /// Whether the user may drag headers to reorder columns.
  var reorderableColumns: Bool {
    get { table.map { gtk_column_view_get_reorderable($0) != 0 } ?? false }
    set { if let table { gtk_column_view_set_reorderable(table, newValue ? 1 : 0) } }
  }

  /// Whether GTK draws lines between columns.
  var showColumnSeparators: Bool {
    get { table.map { gtk_column_view_get_show_column_separators($0) != 0 } ?? false }
    set { if let table { gtk_column_view_set_show_column_separators(table, newValue ? 1 : 0) } }
  }

  /// Calls `handler` when columns are added, removed or reordered (also by the user).
  func onColumnsChanged(_ handler: @escaping @MainActor () -> Void) {
    guard let table, let list = gtk_column_view_get_columns(table) else { return }
    Signal.connect(UnsafeMutableRawPointer(list), "items-changed") { _ in handler() }
  }

  // MARK: Sorting

  /// Calls `handler` whenever the view's sorter changes (a header click, or ``setSort``).
  func onSortChanged(_ handler: @escaping @MainActor () -> Void) {
    guard let table, let sorter = gtk_column_view_get_sorter(table) else { return }
    Signal.connect(UnsafeMutableRawPointer(sorter), "changed") { _ in handler() }
  }

  /// The primary sort the headers show: the column's sorter tag and whether it is descending.
  func readSort() -> (tag: Int, descending: Bool)? {
    guard let table else { return nil }
    var tag: guint = 0
    var descending: gboolean = 0
    guard cgtk_column_view_read_sort(table, &tag, &descending) != 0 else { return nil }
    return (Int(tag), descending != 0)
  }

  /// Shows `column`'s arrow (`nil`: no arrow).
  func setSort(_ column: ColumnHandle?, descending: Bool) {
    guard let table else { return }
    cgtk_column_view_set_sort(table, column?.pointer, descending ? 1 : 0)
  }

  /// The GTK row around a table cell's widget (a column view's row holds its cells).
  static func tableRow(ofCell cell: WidgetPointer?) -> WidgetPointer? { cell.flatMap { gtk_widget_get_parent($0) } }

  /// The first table cell widget inside `row` whose state GtkListKit knows.
  static func firstCell(inRow row: WidgetPointer) -> RowState? {
    var child = gtk_widget_get_first_child(row)
    while let current = child {
      if let state = RowWidgets.state(ofRowWidget: current) { return state }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }
}
