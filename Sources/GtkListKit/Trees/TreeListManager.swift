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
/// The rows are a list's: the same core presents them, and the manager is a ``ListManagerBase``
/// as the lists are, so registration, every mapping event (selection with `shouldSelect`,
/// `activate`, context menus, tooltips, `willDisplay`, `accessibleLabel`, drags),
/// ``ListManagerBase/selectionDidChange(_:)``, loading and statistics work here, and expanding
/// a node is an update that animates like an insertion. Events report a node's index path from
/// the roots; nodes are selected, expanded and scrolled to by their ID.
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
public final class TreeListManager<ID: Hashable & Sendable>: ListManagerBase {
  /// The tree shown. Mutate it; the view follows.
  public let storage: TreeStorage<ID>
  /// What a collapse does to expanded descendants (default `.rememberDescendants`).
  public var expansionPolicy: TreeExpansionPolicy = .rememberDescendants

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
    present: (ListManagerCore, TreeModel) -> any TreeRowBinding
  ) {
    self.storage = storage
    nodes = TreeNodes(storage: storage)
    model = TreeModel(source: nodes, rootKeys: storage.keys(of: storage.shownChildIDs(ofParent: nil) ?? []))
    rowsStorage = TreeRowsStorage(nodes: nodes, model: model)
    super.init(core: makeCore(rowsStorage))
    let rows = present(core, model)
    rows.owner = self  // the rows' binds, and the tree's keys and drops, come back here
    storage.onChange = { [weak self] change in
      guard let self else { return }
      self.apply(change)
      if !self.applyingFilter { self.expandFilteredAncestors() }  // a node added while filtered shows
    }
    core.selectionWatcher = { [weak self] in self?.syncSelection() }
    if core.selectionDidChange == nil {
      core.presentation.selection.didChange = { [weak self] _ in self?.syncSelection() }
    }
    nodes.levelLoaded(model.rootLevel)
    wireDrops()
    if storage.loadsChildrenAsynchronously { wireLoading() }
  }

  isolated deinit { storage.onChange = nil }

  /// The `GtkListView` (the table's `GtkColumnView` for a tree in a table).
  public var listView: GtkWidgetReference { GtkWidgetReference(core.host.view) }

  /// The app registers a cell for `TreeLoadingItem`: it replaces the built-in loading cell.
  override func willRegisterCell(for modelType: Any.Type) { replacingLoadingCell(of: modelType) }

  /// A new mode clears the selection, and the nodes kept selected while hidden with it.
  override func setSelectionMode(_ mode: ListSelectionMode) {
    guard mode != selectionMode else { return }
    selectedSet = []
    hiddenSelection = []
    super.setSelectionMode(mode)
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
  func rowBound(_ state: RowState, _ row: TreeRow, at position: Int) {
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
