internal import CGtkListKit

extension ListBaseView {
  /// How far `widget` (a cell) is from the visible part of the rows' area, in pixels: 0 when
  /// any of it is visible, negative above it, positive below; `nil` when it is not laid out.
  /// One `gtk_widget_compute_bounds`: cheap enough for every realized cell at idle.
  func viewportOffset(of widget: WidgetPointer) -> Double? {
    let area = rowArea
    var rect = graphene_rect_t()
    guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, area, &rect) != 0 else {
      return nil
    }
    let top = Double(rect.origin.y)
    let bottom = top + Double(rect.size.height)
    let height = Double(gtk_widget_get_height(area))
    if bottom <= 0 { return bottom - 1 }
    if top >= height { return top - height + 1 }
    return 0
  }

  /// The vertical scroll position, for the direction of a scroll (0 without an adjustment).
  var scrollValue: Double {
    guard let adjustment = scrollAdjustment else { return 0 }
    return gtk_adjustment_get_value(adjustment)
  }
}
