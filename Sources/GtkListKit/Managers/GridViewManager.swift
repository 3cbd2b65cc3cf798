/// Drives a `GtkGridView` the way DTCollectionViewManager drives a `UICollectionView`.
///
/// Without section headers or footers the view is a plain `GtkGridView`: GTK lays out the
/// columns, selects and activates items, and handles the keyboard.
///
/// **Sections.** GTK 4.8's grid cannot give a header the full width. Once a header or footer
/// view is registered, the manager swaps the grid for a *sectioned grid*: a `GtkListView` in
/// the same scrolled window whose rows are a full-width header, a full-width footer, or a strip
/// of up to `columns` item cells (as many ``itemWidth``-wide columns as fit, within
/// ``setColumns(min:max:)``). Virtualization stays (GTK realizes rows, ~200 at any size); cells
/// are selected by a click and activated by a double click; keyboard navigation moves by rows.
/// See <doc:SectionedGrid>.
@MainActor
public final class GridViewManager: ListBaseManager {
  /// Makes a `GtkGridView` inside a `GtkScrolledWindow`; embed ``ListManagerBase/widget``.
  public init() {
    super.init(host: ListBaseView(kind: .grid))
  }

  // Overriding the designated initializer inherits ListBaseManager's `init(adopting:as:)`.
  override init(host: ListBaseView) {
    super.init(host: host)
  }

  /// Adopts a `GtkGridView` made elsewhere, e.g. by GtkBuilder. A widget that is not a
  /// `GtkGridView` is reported as an anomaly and the manager makes its own view instead.
  public convenience init(gridView: some GtkWidgetConvertible) {
    self.init(adopting: gridView, as: .grid)
  }

  /// The view: the `GtkGridView`, or the `GtkListView` of rows of a sectioned grid.
  public var gridView: GtkWidgetReference { GtkWidgetReference(core.host.view) }

  /// Whether the manager shows a sectioned grid (headers or footers are registered).
  public var isSectioned: Bool { core.columns != nil }

  /// Lowest and highest number of columns (`gtk_grid_view_set_min_columns` / `max_columns`,
  /// and the same rule for a sectioned grid).
  public func setColumns(min: Int, max: Int) {
    var rule = core.columnRule
    (rule.minColumns, rule.maxColumns) = (min, max)
    core.setColumnRule(rule)
  }

  /// The width a sectioned grid gives each column at least (pixels); default 160.
  public var itemWidth: Int {
    get { core.columnRule.itemWidth }
    set {
      var rule = core.columnRule
      rule.itemWidth = newValue
      core.setColumnRule(rule)
    }
  }

}
