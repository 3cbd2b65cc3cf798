import Foundation
import ModelStorage

/// Shows a `TreeStorage` (ModelStorage) in a `GtkListView`, the flattening done by GTK's
/// `GtkTreeListModel`: each row is a `GtkTreeExpander` (the disclosure triangle, indented by
/// depth) around the cell registered for the row's model type, as in ``ListViewManager``.
///
/// ```swift
/// let manager = TreeListManager(storage: storage)
/// manager.register(FolderCell.self)
/// manager.register(FileCell.self)
/// gtk_window_set_child(window, manager.widget.pointer())
/// ```
///
/// The rows are a list's: the same core presents them, so every mapping event of a list works
/// here (selection with `shouldSelect`, `activate`, context menus, tooltips, `willDisplay`,
/// `accessibleLabel`, drags), and expanding a node is an update that animates like an
/// insertion. Events report a node's index path from the roots.
///
/// Children load only when a node is expanded; a storage whose provider is asynchronous shows
/// a loading row (`TreeLoadingItem`) under the node meanwhile (see
/// <doc:ShowingATree#Loading-children-asynchronously>). Expansion is kept by node identity
/// (``expansionState``), so a node removed and inserted again, or moved, comes back expanded,
/// which `GtkTreeListModel` alone forgets.
///
/// A table shows a tree the same way, one column holding the expanders:
/// ``ColumnViewManager/showTree(_:expanderColumn:)`` returns the manager of its rows.
@MainActor
public final class TreeListManager<ID: Hashable & Sendable> {
  /// The tree shown. Mutate it; the view follows.
  public let storage: TreeStorage<ID>
  /// What a collapse does to expanded descendants (default `.rememberDescendants`).
  public var expansionPolicy: TreeExpansionPolicy = .rememberDescendants

  let core: ListManagerCore
  let nodes: TreeNodes<ID>
  let model: TreeModel
  let rowsStorage: TreeRowsStorage<ID>
  var expansion = TreeExpansionState<ID>()
  /// Nodes GTK shows expanded now (expansion events fire on changes of this set).
  var shownExpanded = Set<ID>()
  var events = TreeExpansionEvents<ID>()
  /// Expansions the manager makes itself to restore ``expansionState`` (no events for them).
  var restoring = 0
  /// The selected nodes as of the last selection change, and selected nodes whose rows GTK
  /// dropped (a collapse hides them): a collapse selects the collapsed node instead.
  var selectedSet = Set<ID>()
  var hiddenSelection = Set<ID>()
  /// Selection changes the manager makes itself (no selection events for them).
  var selectingFromCode = 0
  /// Drops of nodes (see ``moveNodes(_:)``).
  var drops = TreeDrops<ID>()
  /// The expansion to give back when the filter is cleared (see `TreeListManager+Filtering`).
  var expansionBeforeFilter: TreeExpansionState<ID>?
  /// `true` while the storage applies a new filter level by level: the levels not changed yet
  /// are the old ones, so the filtered ancestors are expanded once it is done.
  var applyingFilter = false
  /// Editing in place (``editing``): the manager's own, or the table's for a tree in a table.
  var editingController: InPlaceEditing?

  /// A manager showing `storage` in a `GtkListView` it makes.
  public convenience init(storage: TreeStorage<ID>) {
    self.init(storage: storage, core: { ListManagerCore(host: ListBaseView(kind: .list), storage: $0) }) {
      core, model in
      let rows = TreeRows(
        flat: FlatRows(
          source: core.source, rows: core.rows, presenter: core.presenter, selection: core.presentation.selection),
        model: model)
      core.present(rows)
      return rows
    }
  }

  /// A manager showing `storage` in the core `makeCore` returns for the tree's rows, each row
  /// bound by the presentation `present` installs (a list's ``TreeRows``, or a table's column).
  init(
    storage: TreeStorage<ID>, core makeCore: (TreeRowsStorage<ID>) -> ListManagerCore,
    present: (ListManagerCore, TreeModel) -> TreeRowBinding
  ) {
    self.storage = storage
    nodes = TreeNodes(storage: storage)
    model = TreeModel(source: nodes, rootKeys: storage.keys(of: storage.shownChildIDs(ofParent: nil) ?? []))
    rowsStorage = TreeRowsStorage(nodes: nodes, model: model)
    core = makeCore(rowsStorage)
    let rows = present(core, model)
    rows.rowBound = { [weak self] state, row, position in self?.rowBound(state, row, at: position) }
    storage.onChange = { [weak self] change in
      guard let self else { return }
      self.apply(change)
      if !self.applyingFilter { self.expandFilteredAncestors() }  // a node added while filtered shows
    }
    core.selectionWatcher = { [weak self] in self?.syncSelection() }
    if core.selectionDidChange == nil {
      core.presentation.selection.didChange = { [weak self] _ in self?.syncSelection() }
    }
    core.host.onTreeKey { [weak self] in self?.handle($0) ?? false }
    nodes.levelLoaded(model.rootLevel)
    wireDrops()
    if storage.loadsChildrenAsynchronously { wireLoading() }
  }

  isolated deinit { storage.onChange = nil }

  /// The widget to put in your window: a `GtkOverlay` holding the scrolled window around the
  /// view (the overlay draws deleted rows' animations).
  public var widget: GtkWidgetReference { GtkWidgetReference(core.host.root) }

  /// The `GtkListView` (the table's `GtkColumnView` for a tree in a table).
  public var listView: GtkWidgetReference { GtkWidgetReference(core.host.view) }

  /// Where misuse is reported (a model with no registered cell, an unknown node).
  public var anomalyHandler: GtkListKitAnomalyHandler { core.anomalyHandler }

  /// Applies changes to the view: its animation settings are the lists' (expanded rows fade in).
  public var updater: ViewUpdater { core.updater }

  /// Counts of binds, rows set up, cells created and `items-changed` emissions.
  public var statistics: ListStatistics { core.statistics }

  // MARK: Registration

  /// Registers a ``ModelTransfer`` cell for its `ModelType`: rows whose model is of that type
  /// show it. `mapping` configures events (every event of a list's mapping) and a condition;
  /// their index path is the node's path from the roots.
  public func register<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, mapping: ((ViewModelMapping<Cell, Cell.ModelType>) -> Void)? = nil
  ) {
    replacingLoadingCell(of: Cell.ModelType.self)
    let made = ViewModelMapping<Cell, Cell.ModelType>(viewKind: .cell) { cell, model in cell.update(with: model) }
    mapping?(made)
    core.add(made)
  }

  /// Registers a cell for `modelType` without ``ModelTransfer``: `handler` shows the model.
  public func register<Cell: ListCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type,
    mapping: ((ViewModelMapping<Cell, Model>) -> Void)? = nil,
    handler: @escaping (Cell, Model, IndexPath) -> Void
  ) {
    replacingLoadingCell(of: modelType)
    let made = ViewModelMapping<Cell, Model>(viewKind: .cell, update: handler)
    mapping?(made)
    core.add(made)
  }

  /// Removes every mapping of `cellType`; the rows reload.
  public func unregister<Cell: ListCell>(_ cellType: Cell.Type) {
    core.removeMappings { $0.viewType == Cell.self }
  }

  // MARK: Events

  /// A node of type `Model` was expanded by the user or by code (not when the manager restores
  /// ``expansionState`` after a change).
  public func didExpand<Model>(_ modelType: Model.Type, _ closure: @escaping (Model, ID) -> Void) {
    events.didExpand.append(TreeExpansionEvents.typed(closure))
  }

  /// A node of type `Model` was collapsed by the user or by code.
  public func didCollapse<Model>(_ modelType: Model.Type, _ closure: @escaping (Model, ID) -> Void) {
    events.didCollapse.append(TreeExpansionEvents.typed(closure))
  }

  func report(_ anomaly: GtkListKitAnomaly) { anomalyHandler.reportAnomaly(anomaly) }

  /// GTK bound `row` at a row widget: its expansion is watched (a click on the triangle), and
  /// the row widget tells assistive technologies its level and expansion.
  private func rowBound(_ state: RowState, _ row: TreeRow, at position: Int) {
    rowsStorage.bindingRow(row, at: position)
    row.watchExpansion { [weak self] row in self?.expansionChanged(row) }
    describe(row, in: state)
  }

  /// The tree item's role, level and expanded state on its row widget (GTK 4.8 sets none;
  /// later GTKs set the state on the expander, not on the row a screen reader reads). A table's
  /// row keeps its row role and takes the level and state (a tree grid's rows, in ARIA's terms).
  func describe(_ row: TreeRow, in state: RowState?) {
    guard let cell = state?.rowWidget else { return }
    let widget: WidgetPointer
    if core.host.kind == .columns {
      guard let tableRow = ListBaseView.tableRow(ofCell: cell) else { return }
      widget = tableRow
    } else {
      widget = cell
      Accessibility.makeTreeItem(widget)
    }
    Accessibility.setTreeItem(widget, level: row.depth + 1, expanded: row.isExpandable ? row.isExpanded : nil)
  }
}

extension TreeListManager {
  /// Handles the context menu action `row.<name>` (a ``ContextMenu`` item's action) for the
  /// node whose menu it was: `handler(id, model)`.
  public func nodeAction(_ name: String, _ handler: @escaping (ID, Any) -> Void) {
    core.interactions.rowActions[name] = { [storage] _, model in
      if let id = storage.id(of: model) { handler(id, model) }
    }
  }
}
