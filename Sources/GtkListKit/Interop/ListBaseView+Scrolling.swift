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

  /// Top and height of `widget` in the view's coordinates, `nil` when not laid out.
  func verticalFrame(of widget: WidgetPointer) -> (y: Double, height: Double)? {
    var rect = graphene_rect_t()
    guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, view, &rect) != 0,
      rect.size.height > 0
    else { return nil }
    return (Double(rect.origin.y), Double(rect.size.height))
  }

  /// Height of the visible part of the view.
  var visibleHeight: Double { Double(gtk_widget_get_height(view)) }
}
