/// Drives a `GtkGridView` the way DTCollectionViewManager drives a `UICollectionView`.
///
/// Without section headers or footers the view is a plain `GtkGridView` and GTK lays out the
/// columns. GTK 4.8's grid cannot give a header the full width, so with headers or footers
/// registered see ``GridViewManager`` docs in `docs/GridSections.md`.
@MainActor
public final class GridViewManager: ListBaseManager {
  /// Makes a `GtkGridView` inside a `GtkScrolledWindow`; embed ``ListBaseManager/widget``.
  public init() {
    super.init(host: ListBaseView(kind: .grid))
  }

  /// Adopts a `GtkGridView` made elsewhere, e.g. by GtkBuilder. A widget that is not a
  /// `GtkGridView` is reported as an anomaly and the manager makes its own view instead.
  public init(gridView: WidgetPointer) {
    if let host = ListBaseView(adopting: gridView, as: .grid) {
      super.init(host: host)
    } else {
      super.init(host: ListBaseView(kind: .grid))
      anomalyHandler.report(.wrongViewType(expected: "GtkGridView", got: WidgetTypeName.of(gridView)))
    }
  }

  /// The `GtkGridView`.
  public var gridView: WidgetPointer { core.host.view }

  /// Lowest and highest number of columns (`gtk_grid_view_set_min_columns` / `max_columns`).
  public func setColumns(min: Int, max: Int) { core.host.setColumns(min: min, max: max) }

  /// Whether a single click activates items.
  public var singleClickActivate: Bool {
    get { core.host.singleClickActivate }
    set { core.host.singleClickActivate = newValue }
  }
}
