/// The size a row or grid item asks for (`sizeForCell`), applied with
/// `gtk_widget_set_size_request` when the cell is bound. `-1` keeps GTK's natural size.
public struct CellSize: Sendable, Equatable {
  /// Requested width in pixels; `-1` keeps the natural width.
  public var width: Int
  /// Requested height in pixels; `-1` keeps the natural height.
  public var height: Int

  /// A size request; leave a dimension out to keep GTK's natural size for it.
  public init(width: Int = -1, height: Int = -1) {
    self.width = width
    self.height = height
  }
}
