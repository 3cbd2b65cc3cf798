internal import CGtkListKit

/// The widgets of one row. GTK's row widget (the list item widget, `row` or `child` in CSS)
/// holds what the row shows as its only child, set with `gtk_list_item_set_child`: the cell's
/// own widget for an item, a heading around the cell for a header or footer (in a table it spans
/// the row),
/// or a sectioned grid's strip of tiles. No box of the library's own sits between GTK's row and
/// the cell: a widget more per row cost a full replace of the visible rows a fifth of its
/// instructions, and the first frame a tenth of its time.
///
/// The row's state lives on its `GtkListItem` (set at `setup`, released with it) and, once the
/// row shows something, on GTK's row widget, which also carries ``cssClass``, the event
/// controllers and the animation classes. Object data set by the shim rather than
/// ``WidgetAttachment``: `bind` reads it, and needs no cast back from `AnyObject`.
@MainActor
enum RowWidgets {
  /// CSS class of GTK's row widget of every row a manager shows, for styling.
  static let cssClass = cssClassName.description
  /// ``cssClass`` as a NUL-terminated literal for GTK: passing the `String` made a C copy of it
  /// for each new row.
  private static let cssClassName: StaticString = "gtklistkit-row"

  /// Keeps `state` on `item` for as long as the list item lives; GLib releases it when it
  /// finalizes the list item, which `state` learns first (see ``ListItemLiveness``).
  static func install(_ state: RowState, in item: ListItem) {
    cgtk_list_item_set_state(
      UnsafeMutableRawPointer(item.pointer), Unmanaged.passRetained(state).toOpaque(), releaseRowState)
  }

  /// Calls `body` with the state of `item`, if it has one, without retaining it (every bind and
  /// unbind).
  @inline(__always) static func withState(of item: ListItem, _ body: (RowState) -> Void) {
    guard let raw = cgtk_list_item_get_state(UnsafeMutableRawPointer(item.pointer)) else { return }
    Unmanaged<RowState>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
  }

  /// The state of the row whose GTK row widget is `widget` (`nil` for any other widget).
  static func state(ofRowWidget widget: WidgetPointer?) -> RowState? {
    guard let widget, let raw = cgtk_row_widget_get_state(widget) else { return nil }
    return Unmanaged<RowState>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Whether `widget` is GTK's row widget of `state`'s row.
  static func isRowWidget(_ widget: UnsafeMutableRawPointer, of state: RowState) -> Bool {
    state.rowWidget.map(UnsafeMutableRawPointer.init) == widget
  }

  /// GTK's row widget around `item`'s child (`nil` while the row shows nothing).
  static func rowWidget(of item: ListItem) -> WidgetPointer? {
    // No `flatMap` closure: it would check the main actor's isolation on every call.
    guard let child = item.child else { return nil }
    return gtk_widget_get_parent(child)
  }

  /// Makes `widget` the row's child (`nil`: none); the first time, marks GTK's row widget as
  /// `state`'s.
  static func setContent(_ widget: WidgetPointer?, of state: RowState) {
    let item = state.listItem
    if item.child != widget { item.setChild(widget) }
    guard !state.knowsRowWidget, let rowWidget = rowWidget(of: item) else { return }
    cgtk_row_widget_set_state(rowWidget, Unmanaged.passUnretained(state).toOpaque())
    let name = UnsafeRawPointer(cssClassName.utf8Start).assumingMemoryBound(to: CChar.self)
    gtk_widget_add_css_class(rowWidget, name)
    state.markRowWidget(rowWidget)
  }

  /// Takes `cell` out of the row or box that shows it (the cell stays alive: its slot holds a
  /// reference).
  static func detach(_ cell: WidgetPointer, from state: RowState) {
    if state.listItem.child == cell {
      state.listItem.setChild(nil)
    } else if let parent = gtk_widget_get_parent(cell), cgtk_is_heading(parent) != 0 {
      cgtk_heading_set_child(parent, nil)
    } else if let parent = gtk_widget_get_parent(cell), let expander = cgtk_tree_expander(parent) {
      gtk_tree_expander_set_child(expander, nil)
    }
  }

  /// A heading, for header and footer cells; the caller owns a reference.
  static func makeHeading() -> WidgetPointer {
    let heading = Accessibility.makeHeading()
    g_object_ref_sink(UnsafeMutableRawPointer(heading))
    return heading
  }

  /// An empty widget for a table cell that shows nothing; the caller owns a reference.
  static func makeBlank() -> WidgetPointer {
    let blank = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    g_object_ref_sink(UnsafeMutableRawPointer(blank))
    return blank
  }

  /// A `GtkTreeExpander` for a tree row (the disclosure triangle, indented by the row's depth);
  /// the caller owns a reference. Not focusable: GTK's row widget gives the focus to its first
  /// focusable child, and a focused expander drew no ring and read as an unnamed panel; the
  /// row (named, with the ring) takes it, and the tree's own keys expand and collapse.
  static func makeExpander() -> WidgetPointer {
    let expander = gtk_tree_expander_new()!
    gtk_widget_set_focusable(expander, 0)
    g_object_ref_sink(UnsafeMutableRawPointer(expander))
    return expander
  }

  /// Puts `cell` in a tree row's expander if it is not there yet (a pooled cell may still sit
  /// in another row's expander: GTK's setter would not take it out of there).
  static func put(_ cell: WidgetPointer, inExpander expander: WidgetPointer) {
    guard let tree = cgtk_tree_expander(expander), gtk_tree_expander_get_child(tree) != cell else { return }
    if let parent = gtk_widget_get_parent(cell), let other = cgtk_tree_expander(parent) {
      gtk_tree_expander_set_child(other, nil)
    } else if let parent = gtk_widget_get_parent(cell), cgtk_is_heading(parent) != 0 {
      cgtk_heading_set_child(parent, nil)
    }
    gtk_tree_expander_set_child(tree, cell)
  }

  /// Puts `cell` in `heading` if it is not there yet.
  static func put(_ cell: WidgetPointer, inHeading heading: WidgetPointer) {
    if gtk_widget_get_parent(cell) != heading { cgtk_heading_set_child(heading, cell) }
  }

  /// CSS class of a table row whose heading spans it (its empty cells draw no separator).
  static let spanningRowCSSClass = spanningRowClassName.description
  /// ``spanningRowCSSClass`` as a static C string: the heading keeps the pointer.
  private static let spanningRowClassName: StaticString = "gtklistkit-spanning-row"
  private static var spanningRowClass: UnsafePointer<CChar> {
    UnsafeRawPointer(spanningRowClassName.utf8Start).assumingMemoryBound(to: CChar.self)
  }

  /// Makes `heading` span the table row of `cell` (GTK's cell widget around it), or stop.
  static func setSpansRow(_ heading: WidgetPointer, _ spans: Bool, cell: WidgetPointer?) {
    if spans { Stylesheet.install() }
    cgtk_heading_set_spans_row(heading, cell, spans ? 1 : 0, spanningRowClass)
  }

  /// Undoes what a spanning heading did to a table cell and its row, once the cell shows an item.
  static func showsItem(_ cell: WidgetPointer) { cgtk_table_cell_shows_item(cell, spanningRowClass) }

  /// An empty cell of a header row: it lets the pointer through to the row's spanning title.
  static func showsNothingInHeaderRow(_ cell: WidgetPointer) {
    cgtk_table_cell_blank_in_spanned_row(cell, spanningRowClass)
  }

  /// `sizeForCell`: the size the widget asks for (`-1`: natural), set only when it changes.
  static func setSizeRequest(_ widget: WidgetPointer, width: Int, height: Int) {
    var oldWidth: gint = 0, oldHeight: gint = 0
    gtk_widget_get_size_request(widget, &oldWidth, &oldHeight)
    if oldWidth != width || oldHeight != height { gtk_widget_set_size_request(widget, gint(width), gint(height)) }
  }

  /// Adds or removes a CSS class on GTK's row widget.
  static func setCSSClass(_ name: String, _ on: Bool, in state: RowState) {
    guard let rowWidget = state.rowWidget else { return }
    if on { gtk_widget_add_css_class(rowWidget, name) } else { gtk_widget_remove_css_class(rowWidget, name) }
  }

  /// Releases a reference taken by ``makeHeading()``, ``makeExpander()`` or ``makeBlank()``.
  static func release(_ widget: WidgetPointer) { g_object_unref(UnsafeMutableRawPointer(widget)) }
}

/// The `GDestroyNotify` of a row's state on its `GtkListItem`: GLib calls it when it finalizes
/// the list item (the state is set once per list item). Whoever still holds the state then sees
/// the list item gone.
private let releaseRowState: GDestroyNotify = { raw in
  guard let raw else { return }
  let state = Unmanaged<RowState>.fromOpaque(raw).takeRetainedValue()
  state.listItemLiveness.isGone = true
}
