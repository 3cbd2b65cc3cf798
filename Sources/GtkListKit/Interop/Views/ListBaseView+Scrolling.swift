internal import CGtkListKit

extension ListBaseView {
  /// The vertical adjustment: the scrolled window's when the manager made it (it survives a
  /// switch to a sectioned grid), else the view's own.
  var scrollAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
    if let scrolled = cgtk_scrolled_window(scroller) {
      return gtk_scrolled_window_get_vadjustment(scrolled)
    }
    return gtk_scrollable_get_vadjustment(OpaquePointer(view))
  }

  /// value, page size and upper bound of the vertical adjustment.
  var verticalScroll: (value: Double, page: Double, upper: Double)? {
    guard let adjustment = scrollAdjustment else { return nil }
    return (
      gtk_adjustment_get_value(adjustment), gtk_adjustment_get_page_size(adjustment),
      gtk_adjustment_get_upper(adjustment)
    )
  }

  /// Calls `handler` when the view scrolls or its content height changes.
  func onVerticalScroll(_ handler: @escaping @MainActor () -> Void) {
    guard let adjustment = scrollAdjustment else { return }
    Signal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { _ in handler() }
    Signal.connect(UnsafeMutableRawPointer(adjustment), "changed") { _ in handler() }
  }

  /// Moves the vertical scroll position by `delta` pixels, within the adjustment's bounds.
  /// The view's height in pixels.
  var viewHeight: Double { Double(gtk_widget_get_height(view)) }

  func scrollBy(_ delta: Double) {
    guard let adjustment = scrollAdjustment else { return }
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + delta)
  }

  /// Top and height of `widget` in the rows' area (below a table's header), `nil` when not
  /// laid out.
  func verticalFrame(of widget: WidgetPointer) -> (y: Double, height: Double)? {
    var rect = graphene_rect_t()
    guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, rowArea, &rect) != 0,
      rect.size.height > 0
    else { return nil }
    return (Double(rect.origin.y), Double(rect.size.height))
  }

  /// Height of the visible part of the rows' area.
  var visibleHeight: Double { Double(gtk_widget_get_height(rowArea)) }

  /// The widget the rows are laid out in: the view, or a column view's list below its header
  /// (the header is not part of what scrolls).
  var rowArea: WidgetPointer {
    guard cgtk_column_view(view) != nil else { return view }
    var child = gtk_widget_get_first_child(view)
    while let current = child, cgtk_list_view(current) == nil { child = gtk_widget_get_next_sibling(current) }
    return child ?? view
  }

  /// GTK 4.8 keeps a focused widget whose row it dropped as the window's focus until the next
  /// frame: out of the window, its row's state may be gone, so it counts as no focus.
  var focus: (view: WidgetPointer, focus: WidgetPointer)? {
    guard let focus = RowControllers.focusWidget(near: view), isInWindow(focus) else { return nil }
    return (view, focus)
  }

  /// Rows are laid out in their list widget (a column view's is below its header): a row
  /// scrolled out above ends at or before its list's top.
  func topmostShown(of rows: [(position: Int, widget: WidgetPointer)]) -> Int? {
    var best: (position: Int, y: Float)?
    for (position, widget) in rows {
      guard let frame = frameInList(widget), frame.maxY > 0.5, frame.y < frame.listHeight else { continue }
      if frame.y < best?.y ?? .infinity { best = (position, frame.y) }
    }
    return best?.position
  }

  func isShown(_ widget: WidgetPointer) -> Bool {
    guard let frame = frameInList(widget) else { return false }
    return frame.maxY > 0.5 && frame.y < frame.listHeight - 0.5
  }

  /// A row's top and bottom in its list widget, and the list's height; `nil` when not laid out.
  private func frameInList(_ widget: WidgetPointer) -> (y: Float, maxY: Float, listHeight: Float)? {
    var rect = graphene_rect_t()
    guard gtk_widget_get_mapped(widget) != 0, let list = gtk_widget_get_parent(widget),
      gtk_widget_compute_bounds(widget, list, &rect) != 0
    else { return nil }
    return (rect.origin.y, rect.origin.y + rect.size.height, Float(gtk_widget_get_height(list)))
  }

  func reveal(_ position: Int) { cgtk_list_base_scroll_to(view, guint(position), 0, 0) }

  func alignTop(of widget: WidgetPointer) {
    var rect = graphene_rect_t()
    guard let list = gtk_widget_get_parent(widget), gtk_widget_compute_bounds(widget, list, &rect) != 0 else {
      return
    }
    scrollBy(Double(rect.origin.y))
  }

  @discardableResult func grabFocus(_ widget: WidgetPointer) -> Bool { gtk_widget_grab_focus(widget) != 0 }

  func focusView() { gtk_widget_grab_focus(view) }

  func isInWindow(_ widget: WidgetPointer) -> Bool { gtk_widget_get_root(widget) != nil }
}
