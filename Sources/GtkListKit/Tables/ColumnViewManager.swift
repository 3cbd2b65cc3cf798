import Foundation
import ModelStorage

/// Drives a `GtkColumnView` (a table) the way DTTableViewManager drives a `UITableView`: declare
/// columns, register a cell per model type in each, fill ``ListBaseManager/memoryStorage``, and
/// react to typed events. Everything a ``ListViewManager`` does works here (selection with veto,
/// activation, context menus, tooltips, drag and drop, sections, minimal updates, anomalies);
/// each item is a row, and each column shows it with its own cell.
///
/// ```swift
/// let table = ColumnViewManager()
/// table.addColumn("title", title: "Title") { column in
///   column.expands = true
///   column.register(TitleCell.self)
///   column.sortable(by: \Song.title)
/// }
/// table.addColumn("plays", title: "Plays") { column in
///   column.register(PlaysCell.self)
///   column.sortable(by: \Song.plays)
/// }
/// table.memoryStorage.setItems(songs)
/// ```
///
/// A click on a sortable header sorts the storage (see ``sortOrder``); the columns' order,
/// widths, visibility and sort are a ``ColumnLayout`` to save and restore (``columnLayout``).
/// See <doc:ShowingATable>.
@MainActor
public final class ColumnViewManager: ListBaseManager {
  /// The declared columns, in declaration order (removed ones are gone).
  public private(set) var columns: [TableColumn] = []
  var nextColumnIndex = 0
  /// The sort shown by the headers and applied to the storage.
  var currentSort: [ColumnSort] = []
  /// How the shown storage sorts, chosen when the storage is set (see `sortingStorageChanged()`).
  var sorting: TableSorting!
  /// The memory storage's sort, kept while the table lives (the memory storage may show again).
  private(set) var memorySorting: MemoryTableSorting!
  /// `true` while the manager sets the headers' arrows itself (the sorter's `changed` is ours).
  var settingArrows = false
  var sortHandlers: [([ColumnSort]) -> Void] = []
  var layoutHandlers: [(ColumnLayout) -> Void] = []
  /// The headers' menu (ColumnViewManager+HeaderMenu), and a layout waiting for its columns.
  let headerMenuState = HeaderMenu()
  var appHeaderMenu: ContextMenu?
  var pendingLayout: ColumnLayout?
  var headerMenuKey = ""
  /// The table's presentation, made once the core exists (right after `super.init`).
  private(set) var rows: ColumnRows!
  /// The manager of the tree the table shows, kept while the table lives.
  var shownTree: AnyObject?

  /// Makes a `GtkColumnView` inside a `GtkScrolledWindow`; embed ``ListManagerBase/widget``.
  public init() {
    super.init(host: ListBaseView(kind: .columns))
    start()
  }

  // Overriding the designated initializer inherits ListBaseManager's `init(adopting:as:)`.
  override init(host: ListBaseView) {
    super.init(host: host)
    start()
  }

  /// Adopts a `GtkColumnView` made elsewhere, e.g. by GtkBuilder. Its columns become the
  /// table's first ``TableColumn``s, named by their `id` (GTK 4.10) or their object id in the UI
  /// file, else their title: find them with ``column(_:)`` and register their cells there. A
  /// widget that is not a `GtkColumnView` is reported as an anomaly and the manager makes its
  /// own view instead. See <doc:ShowingATable>.
  public convenience init(columnView: some GtkWidgetConvertible) {
    self.init(adopting: columnView, as: .columns)
  }

  private func start() {
    rows = ColumnRows(
      source: core.source, rows: core.rows, presenter: core.presenter, selection: core.presentation.selection)
    core.present(rows)
    core.presenter.describesModels = false
    memorySorting = MemoryTableSorting(memoryStorage)
    memorySorting.ended = { [weak self] in self?.memorySortEnded() }
    sortingStorageChanged()
    core.host.onSortChanged { [weak self] in self?.headerSortChanged() }
    core.findKeys = { [weak self] in self?.columnFindKeys() }
    adoptViewColumns()
    core.host.onColumnsChanged { [weak self] in self?.columnsChanged() }
  }

  /// The storage the table shows: any `ListStorage`; replacing it reloads the view, and a
  /// click on a header then sorts the new storage (see ``sortOrder``).
  override public var storage: ListStorage {
    get { super.storage }
    set {
      super.storage = newValue
      sortingStorageChanged()
    }
  }

  /// The `GtkColumnView`.
  public var columnView: GtkWidgetReference { GtkWidgetReference(core.host.view) }

  /// The column with `id`, if the table has it.
  public func column(_ id: String) -> TableColumn? { columns.first { $0.id == id } }

  /// Adds a column at the end. Returns `nil` (and reports ``GtkListKitAnomaly/duplicateColumn(id:)``)
  /// when a column with `id` exists.
  @discardableResult
  public func addColumn(_ id: String, title: String, configure: (TableColumn) -> Void = { _ in }) -> TableColumn? {
    guard column(id) == nil else {
      anomalyHandler.reportAnomaly(.duplicateColumn(id: id))
      return nil
    }
    let column = TableColumn(id: id, title: title, index: nextColumnIndex)
    install(column, configure: configure)
    core.host.appendColumn(column.handle)
    rebuildColumnMenu()
    columnArrived(column)
    return column
  }

  /// Wires `column` to the manager and the core (an added column, or one the view came with).
  func install(_ column: TableColumn, configure: (TableColumn) -> Void = { _ in }) {
    nextColumnIndex += 1
    columns.append(column)
    core.columnRegistries.append(column.registry)
    // Wired before `configure`: the events and keys it declares reach the core.
    column.table = self
    column.changed = { [weak self] column in self?.columnChanged(column) }
    column.mayHide = { [weak self] column in self?.mayHide(column) ?? true }
    column.unregistering = { [weak self, weak column] cellType in
      if let self, let column { unregister(cellType, from: column) }
    }
    column.registry.onEventRegistered = { [weak self] event in self?.columnEventRegistered(event, in: column) }
    column.registry.onContentLoadRegistered = { [weak self] in self?.core.contentLoadRegistered() }
    configure(column)
    column.declaredWidth = column.fixedWidth
    columnChanged(column)
    core.serve(column.handle.factory, column: column.index)
    column.handle.onLayoutChanged { [weak self] in self?.columnsChanged() }
  }

  /// Removes the column with `id` (its sort key leaves the sort order).
  public func removeColumn(_ id: String) {
    guard let column = column(id) else {
      return anomalyHandler.reportAnomaly(.unknownColumn(id: id, operation: "removeColumn"))
    }
    columns.removeAll { $0 === column }
    core.columnRegistries.removeAll { $0 === column.registry }
    rows.columnPresenters[column.index] = nil
    core.host.removeColumn(column.handle)
    rebuildColumnMenu()
    if currentSort.contains(where: { $0.columnID == id }) {
      sortOrder = currentSort.filter { $0.columnID != id }
    }
  }

  /// Removes every mapping of `viewType`: the manager's and every column's (see
  /// ``TableColumn/unregister(_:)``). The table reloads without those cells.
  override public func unregister<View: ListCell>(_ viewType: View.Type) {
    let managerHasIt = core.registry.mappings.contains { $0.viewType == viewType }
    let detached = columns.compactMap { detach(viewType, from: $0) }
    if managerHasIt {
      super.unregister(viewType)
    } else if !detached.isEmpty {
      core.keepingSelection { core.updater.reload() }
    }
    for (presenter, removed) in detached { presenter?.forgetCells(of: removed) }
  }

  /// Whether GTK draws lines between rows (`show-row-separators`).
  public var showRowSeparators: Bool {
    get { core.host.showSeparators }
    set { core.host.showSeparators = newValue }
  }

  /// Whether GTK draws lines between columns (`show-column-separators`).
  public var showColumnSeparators: Bool {
    get { core.host.showColumnSeparators }
    set { core.host.showColumnSeparators = newValue }
  }

  /// Whether the user may drag headers to reorder columns (`reorderable`). Default `true`.
  public var reorderableColumns: Bool {
    get { core.host.reorderableColumns }
    set { core.host.reorderableColumns = newValue }
  }

  // MARK: Keeping GTK in step

  private func columnChanged(_ column: TableColumn) {
    column.handle.setSortable(column.isSortable, tag: column.index)
    if !column.registry.mappings.isEmpty, rows.columnPresenters[column.index] == nil {
      let presenter = core.makePresenter(for: column.registry)
      presenter.describesModels = false
      rows.columnPresenters[column.index] = presenter
    }
    rows.rebindRealized()
    rebuildColumnMenu()
  }

  private func columnEventRegistered(_ event: MappingEvent, in column: TableColumn) {
    core.eventRegistered(event)
    if event == .willDisplay || event == .didEndDisplaying {
      rows.columnPresenters[column.index]?.display.enabled = true
    }
  }

  /// Columns were added, removed, reordered, shown, hidden or resized: header and footer rows
  /// show in the leftmost shown column, and the layout's listeners hear of it.
  private func columnsChanged() {
    guard keepOneColumnShown() else { return }  // it shows one again: that change comes back here
    notifyLayout()
    let order = core.host.columnOrder
    let leftmost = order.lazy.compactMap { pointer in self.columns.first { $0.handle.pointer == pointer } }
      .first { $0.isVisible }
    let index = leftmost?.index ?? 0
    guard index != rows.headerColumn else { return }
    rows.headerColumn = index
    rows.rebindRealized()
  }

}
