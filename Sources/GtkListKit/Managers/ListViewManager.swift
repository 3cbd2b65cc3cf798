/// Drives a `GtkListView` the way DTTableViewManager drives a `UITableView`: register cells for
/// models, fill ``ListBaseManager/memoryStorage``, react to typed events.
///
/// ```swift
/// let manager = ListViewManager()
/// manager.register(PostCell.self) { mapping in
///   mapping.didSelect { cell, post, indexPath in print(post.title) }
/// }
/// manager.memoryStorage.setItems(posts)
/// gtk_window_set_child(window, manager.widget.pointer())   // your own GTK module's GtkWidget
/// ```
///
/// Sections are one flat list: header and footer rows sit between the items of their
/// sections, and are neither selectable nor activatable.
@MainActor
public final class ListViewManager: ListBaseManager {
  /// Makes a `GtkListView` inside a `GtkScrolledWindow`; embed ``ListManagerBase/widget``.
  public init() {
    super.init(host: ListBaseView(kind: .list))
  }

  // Overriding the designated initializer inherits ListBaseManager's `init(adopting:as:)`.
  override init(host: ListBaseView) {
    super.init(host: host)
  }

  /// Adopts a `GtkListView` made elsewhere, e.g. by GtkBuilder. A widget that is not a
  /// `GtkListView` is reported as an anomaly and the manager makes its own view instead.
  public convenience init(listView: some GtkWidgetConvertible) {
    self.init(adopting: listView, as: .list)
  }

  /// The `GtkListView`.
  public var listView: GtkWidgetReference { GtkWidgetReference(core.host.view) }

  /// Whether GTK draws separators between rows (`gtk_list_view_set_show_separators`).
  public var showSeparators: Bool {
    get { core.host.showSeparators }
    set { core.host.showSeparators = newValue }
  }
}
