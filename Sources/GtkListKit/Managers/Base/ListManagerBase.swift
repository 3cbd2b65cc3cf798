import Foundation
import ModelStorage

/// What the four managers share: the widget, the updater, anomalies, statistics, cell
/// registration, the mapping events, content loading, and the selection mode.
///
/// Not meant to be created: use a ``ListViewManager``, a ``GridViewManager``, a
/// ``ColumnViewManager`` (the three are a ``ListBaseManager``: a storage of sections) or a
/// ``TreeListManager``. Index paths in events are an item's (`section`, `item`), a tree's node
/// path from the roots.
@MainActor
public class ListManagerBase {
  let core: ListManagerCore
  /// Editing in place, made by the first editable cell or column (list, table and tree only).
  var editingController: InPlaceEditing?

  init(core: ListManagerCore) {
    self.core = core
  }

  // MARK: The view

  /// The widget to put in your window: when the manager made the view, a `GtkOverlay` holding
  /// the scrolled window around it (the overlay draws deleted rows' animations); otherwise the
  /// adopted view itself.
  public var widget: GtkWidgetReference { GtkWidgetReference(core.host.root) }

  /// Whether a single click activates rows and items (`single-click-activate` of the view).
  public var singleClickActivate: Bool {
    get { core.host.singleClickActivate }
    set { core.host.singleClickActivate = newValue }
  }

  /// Applies storage updates to the view; see ``ViewUpdater``. A tree's expanded rows fade in
  /// as a list's inserted ones do.
  public var updater: ViewUpdater { core.updater }

  /// Where anomalies go (no mapping for a model, nil model, an unknown node...).
  public var anomalyHandler: GtkListKitAnomalyHandler { core.anomalyHandler }

  /// Counts of binds, rows set up, cells created and `items-changed` emissions.
  public var statistics: ListStatistics { core.statistics }

  // MARK: Registration

  /// Registers a ``ModelTransfer`` cell for its `ModelType`.
  /// - Parameter cellType: the cell class.
  /// - Parameter mapping: configure the mapping (condition, events).
  // Inlinable: the bind of a typed section is compiled in the app, for its types (see
  // `TypedCellUpdate`).
  @inlinable
  public func register<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, mapping: ((ViewModelMapping<Cell, Cell.ModelType>) -> Void)? = nil
  ) {
    registerCell(cellType, typedUpdate: typedTransfer(cellType), mapping: mapping)
  }

  /// Registers a cell for `modelType` without ``ModelTransfer``: `handler` shows the model.
  @inlinable
  public func register<Cell: ListCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type,
    mapping: ((ViewModelMapping<Cell, Model>) -> Void)? = nil,
    handler: @escaping (Cell, Model, IndexPath) -> Void
  ) {
    registerCell(
      cellType, for: modelType, handler: handler, typedUpdate: typedHandler(cellType, handler), mapping: mapping)
  }

  @usableFromInline
  func registerCell<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, typedUpdate: @escaping TypedCellUpdate,
    mapping: ((ViewModelMapping<Cell, Cell.ModelType>) -> Void)?
  ) {
    willRegisterCell(for: Cell.ModelType.self)
    let made = ViewModelMapping<Cell, Cell.ModelType>(viewKind: .cell) { cell, model in cell.update(with: model) }
    made.typedUpdate = typedUpdate
    add(made, mapping)
  }

  @usableFromInline
  func registerCell<Cell: ListCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type, handler: @escaping (Cell, Model, IndexPath) -> Void,
    typedUpdate: @escaping TypedCellUpdate, mapping: ((ViewModelMapping<Cell, Model>) -> Void)?
  ) {
    willRegisterCell(for: modelType)
    let made = ViewModelMapping<Cell, Model>(viewKind: .cell, update: handler)
    made.typedUpdate = typedUpdate
    add(made, mapping)
  }

  /// A cell for `modelType` is being registered (a tree drops its built-in loading cell when the
  /// app registers its own).
  func willRegisterCell(for modelType: Any.Type) {}

  /// Replaces GTK's selection model by one of `mode` (a tree also forgets the nodes it kept
  /// selected).
  func setSelectionMode(_ mode: ListSelectionMode) { core.selection.setMode(mode) }

  /// Removes every mapping of `viewType` (cells, headers and footers); the view reloads.
  public func unregister<View: ListCell>(_ viewType: View.Type) {
    core.removeMappings { $0.viewType == View.self }
  }

  func add<Cell, Model>(
    _ mapping: ViewModelMapping<Cell, Model>, _ configure: ((ViewModelMapping<Cell, Model>) -> Void)?
  ) {
    configure?(mapping)
    core.add(mapping)
  }

  // MARK: Events for every compatible mapping

  /// Attaches `closure` to every mapping of `Cell` that has none for `event` yet. Reports an
  /// anomaly when no mapping uses `Cell` (register cells before their events).
  func attach<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ event: MappingEvent, _ attach: (ViewModelMapping<Cell, Cell.ModelType>) -> Void
  ) {
    let compatible = core.allMappings.compactMap { $0 as? ViewModelMapping<Cell, Cell.ModelType> }
    if compatible.isEmpty {
      anomalyHandler.reportAnomaly(
        .eventRegistrationForUnregisteredMapping(
          cell: String(describing: Cell.self), signal: event.nativeSignal.rawValue))
    }
    for mapping in compatible where !mapping.hasClosure(for: event) { attach(mapping) }
  }
}
