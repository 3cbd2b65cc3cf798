import Foundation
import ModelStorage

/// Shows a `TreeStorage` (ModelStorage) in a `GtkListView` over GTK's `GtkTreeListModel`: each row is a
/// `GtkTreeExpander` (the disclosure triangle, indented by depth) around the cell registered for
/// the row's model type, as in ``ListViewManager``.
///
/// ```swift
/// let manager = TreeListManager(storage: storage)
/// manager.register(FolderCell.self)
/// manager.register(FileCell.self)
/// gtk_window_set_child(window, manager.widget.pointer())
/// ```
///
/// Children load only when a node is expanded. Expansion is kept by node identity
/// (``expansionState``), so a node removed and inserted again, or moved, comes back expanded,
/// which `GtkTreeListModel` alone forgets.
@MainActor
public final class TreeListManager<ID: Hashable & Sendable> {
  /// The tree shown. Mutate it; the view follows.
  public let storage: TreeStorage<ID>
  /// Where misuse is reported (a model with no registered cell, an unknown node).
  public let anomalyHandler = GtkListKitAnomalyHandler(action: NewManagerAnomalyAction.current)
  /// What a collapse does to expanded descendants (default `.rememberDescendants`).
  public var expansionPolicy: TreeExpansionPolicy = .rememberDescendants

  let registry = MappingRegistry()
  var keys = TreeNodeKeys<ID>()
  var expansion = TreeExpansionState<ID>()
  /// Nodes GTK shows expanded now (expansion events fire on changes of this set).
  var shownExpanded = Set<ID>()
  /// Levels GTK loaded, by parent key (0: the roots); weak: GTK drops a level on collapse.
  var levels: [TreeNodeKey: WeakTreeLevel] = [:]
  /// The cell each row widget shows, by row key; free cells by mapping.
  var rowCells: [UInt: TreeRowCell] = [:]
  /// Where each live row widget shows its cell, by row key.
  var rowSlots: [UInt: TreeCellSlot] = [:]
  var freeCells: [ObjectIdentifier: [TreeRowCell]] = [:]
  var events = TreeExpansionEvents<ID>()
  /// Expansions the manager makes itself to restore ``expansionState`` (no events for them).
  var restoring = 0
  /// The selected nodes as of the last selection change, and selected nodes whose rows GTK
  /// dropped (a collapse hides them): a collapse selects the collapsed node instead.
  var selectedSet = Set<ID>()
  var hiddenSelection = Set<ID>()
  var mode = ListSelectionMode.single
  /// Selection changes the manager makes itself (no selection events for them).
  var selectingFromCode = 0
  private var view: TreeView?

  /// A manager showing `storage`.
  public init(storage: TreeStorage<ID>) {
    self.storage = storage
    storage.onChange = { [weak self] change in self?.apply(change) }
  }

  isolated deinit {
    storage.onChange = nil
    view = nil
    for cell in rowCells.values { releaseWidget(of: cell) }
    for cell in freeCells.values.joined() { releaseWidget(of: cell) }
  }

  /// The scrolled window holding the view, made on first use: put it in your window.
  public var widget: GtkWidgetReference { GtkWidgetReference(treeView.root) }

  /// The `GtkListView`.
  public var listView: GtkWidgetReference { GtkWidgetReference(treeView.view) }

  var treeView: TreeView {
    if let view { return view }
    let made = TreeView(source: self, rootKeys: storage.rootIDs.map { keys.key(for: $0) }, mode: mode)
    view = made
    levels[0] = WeakTreeLevel(made.rootLevel)
    made.onBind({ [weak self] slot, row in self?.bind(slot, row) }, teardown: { [weak self] in self?.teardown($0) })
    made.onActivate { [weak self] in self?.activated(at: $0) }
    made.onSelectionChanged { [weak self] in self?.syncSelection() }
    made.onKey { [weak self] in self?.handle($0) ?? false }
    restoreInserted(storage.rootIDs[...], under: nil)  // a state set before the view was made
    return made
  }

  /// The view if it was made (storage changes before that need no GTK work).
  var madeView: TreeView? { view }

  // MARK: Registration

  /// Registers a ``ModelTransfer`` cell for its `ModelType`: rows whose model is of that type
  /// show it. `mapping` configures events (`activate`, `didSelect`, `bind`) and a condition;
  /// their index path is the node's path from the roots.
  public func register<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, mapping: ((ViewModelMapping<Cell, Cell.ModelType>) -> Void)? = nil
  ) {
    let made = ViewModelMapping<Cell, Cell.ModelType>(viewKind: .cell) { cell, model in cell.update(with: model) }
    mapping?(made)
    registry.add(made)
  }

  /// Registers a cell for `modelType` without ``ModelTransfer``: `handler` shows the model.
  public func register<Cell: ListCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type,
    mapping: ((ViewModelMapping<Cell, Model>) -> Void)? = nil,
    handler: @escaping (Cell, Model, IndexPath) -> Void
  ) {
    let made = ViewModelMapping<Cell, Model>(viewKind: .cell, update: handler)
    mapping?(made)
    registry.add(made)
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
}

/// A level GTK owns, held without keeping it alive.
struct WeakTreeLevel {
  weak var level: TreeLevel?
  init(_ level: TreeLevel) { self.level = level }
}
