/// The size a row or grid item asks for (`sizeForCell`), applied with
/// `gtk_widget_set_size_request` when the cell is bound. `-1` keeps GTK's natural size.
public struct CellSize: Sendable, Equatable {
  public var width: Int
  public var height: Int

  public init(width: Int = -1, height: Int = -1) {
    self.width = width
    self.height = height
  }
}
