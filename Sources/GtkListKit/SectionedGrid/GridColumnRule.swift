/// How many columns a grid shows: as many `itemWidth`-wide columns as fit, within
/// `minColumns...maxColumns` (GTK's grid view uses the same bounds).
struct GridColumnRule: Equatable {
  var minColumns = 1
  var maxColumns = 7
  /// The width a sectioned grid gives each column at least, in pixels.
  var itemWidth = 160

  /// The number of columns for a view `width` pixels wide.
  func columns(forWidth width: Int) -> Int {
    let fitting = width > 0 ? width / max(1, itemWidth) : minColumns
    return min(max(fitting, minColumns, 1), max(maxColumns, minColumns, 1))
  }
}
