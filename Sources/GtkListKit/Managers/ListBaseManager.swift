import Foundation
import ModelStorage

/// What ``ListViewManager`` and ``GridViewManager`` share, as GTK's `GtkListBase` is shared by
/// `GtkListView` and `GtkGridView`: storage, registration, events, selection and the updater.
///
/// Create a ``ListViewManager`` or a ``GridViewManager``; this class is not meant to be used alone.
@MainActor
public class ListBaseManager {
  let core: ListManagerCore

  init(host: ListBaseView) {
    let storage = MemoryStorage()
    memoryStorage = storage
    core = ListManagerCore(host: host, storage: storage)
    core.dragging.memoryStorage = storage
  }

  /// Adopts `widget` as a view of `kind`; anything else is reported and replaced by a view the
  /// manager makes.
  convenience init(adopting candidate: some GtkWidgetConvertible, as kind: ListBaseView.Kind) {
    if let widget = candidate.checkedWidget, let host = ListBaseView(adopting: widget, as: kind) {
      self.init(host: host)
    } else {
      self.init(host: ListBaseView(kind: kind))
      let expected = kind == .list ? "GtkListView" : kind == .grid ? "GtkGridView" : "GtkColumnView"
      anomalyHandler.reportAnomaly(
        .wrongViewType(expected: expected, got: WidgetTypeName.of(candidate.gtkWidgetPointer)))
    }
  }

  // MARK: Views and storage

  /// The widget to put in your window: when the manager made the view, a `GtkOverlay` holding
  /// the scrolled window around it (the overlay draws deleted rows' animations); otherwise the
  /// adopted view itself.
  public var widget: GtkWidgetReference { GtkWidgetReference(core.host.root) }

  /// The storage the view shows. Replace it with any `ListStorage`; the view reloads.
  public var storage: ListStorage {
    get { core.storage }
    set { core.storage = newValue }
  }

  /// The default storage. Still the one shown unless ``storage`` was replaced.
  public let memoryStorage: MemoryStorage

  /// Whether a single click activates rows and items (`single-click-activate` of the view).
  public var singleClickActivate: Bool {
    get { core.host.singleClickActivate }
    set { core.host.singleClickActivate = newValue }
  }

  /// Applies storage updates to the view; see ``ViewUpdater``.
  public var updater: ViewUpdater { core.updater }

  /// Where anomalies go (no mapping for a model, nil model, ...).
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
    let made = ViewModelMapping<Cell, Cell.ModelType>(viewKind: .cell) { cell, model in cell.update(with: model) }
    made.typedUpdate = typedUpdate
    add(made, mapping)
  }

  @usableFromInline
  func registerCell<Cell: ListCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type, handler: @escaping (Cell, Model, IndexPath) -> Void,
    typedUpdate: @escaping TypedCellUpdate, mapping: ((ViewModelMapping<Cell, Model>) -> Void)?
  ) {
    let made = ViewModelMapping<Cell, Model>(viewKind: .cell, update: handler)
    made.typedUpdate = typedUpdate
    add(made, mapping)
  }

  /// Registers a ``ModelTransfer`` view for section headers (rows appear for sections whose
  /// storage has a header model). Header rows are not selectable and not activatable.
  public func registerHeader<View: ListCell & ModelTransfer>(
    _ viewType: View.Type, mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil
  ) {
    registerSupplementary(viewType, ofKind: SupplementaryKind.header, mapping: mapping)
  }

  /// Registers a header view for `modelType`, shown by `handler`.
  public func registerHeader<View: ListCell, Model>(
    _ viewType: View.Type, for modelType: Model.Type,
    mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
    handler: @escaping (View, Model, IndexPath) -> Void
  ) {
    add(ViewModelMapping<View, Model>(viewKind: .header, update: handler), mapping)
  }

  /// Registers a ``ModelTransfer`` view for section footers.
  public func registerFooter<View: ListCell & ModelTransfer>(
    _ viewType: View.Type, mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil
  ) {
    registerSupplementary(viewType, ofKind: SupplementaryKind.footer, mapping: mapping)
  }

  /// Registers a footer view for `modelType`, shown by `handler`.
  public func registerFooter<View: ListCell, Model>(
    _ viewType: View.Type, for modelType: Model.Type,
    mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
    handler: @escaping (View, Model, IndexPath) -> Void
  ) {
    add(ViewModelMapping<View, Model>(viewKind: .footer, update: handler), mapping)
  }

  /// Registers a ``ModelTransfer`` view for a supplementary kind. Headers and footers are
  /// kinds `SupplementaryKind.header` and `SupplementaryKind.footer`;
  /// the flat list shows header and footer rows.
  public func registerSupplementary<View: ListCell & ModelTransfer>(
    _ viewType: View.Type, ofKind kind: String, mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil
  ) {
    add(
      ViewModelMapping<View, View.ModelType>(viewKind: .supplementary(kind)) { view, model in
        view.update(with: model)
      },
      mapping)
  }

  /// Removes every mapping of `viewType` (cells, headers and footers); the view reloads.
  public func unregister<View: ListCell>(_ viewType: View.Type) {
    core.removeMappings { $0.viewType == View.self }
  }

  private func add<Cell, Model>(
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

  /// `setup` for every mapping of `Cell`: a cell was created (stands for
  /// `GtkSignalListItemFactory::setup`; see ``ViewModelMapping/setup(_:)``).
  public func setup<Cell: ListCell & ModelTransfer>(_ cellType: Cell.Type, _ closure: @escaping (Cell) -> Void) {
    attach(cellType, .setup) { $0.setup(closure) }
  }
  /// `teardown` for every mapping of `Cell`: a cell was released (← `GtkSignalListItemFactory::teardown`).
  public func teardown<Cell: ListCell & ModelTransfer>(_ cellType: Cell.Type, _ closure: @escaping (Cell) -> Void) {
    attach(cellType, .teardown) { $0.teardown(closure) }
  }
  /// `bind` for every mapping of `Cell` (← `GtkSignalListItemFactory::bind`, every rebind).
  public func bind<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .bind) { $0.bind(closure) } }
  /// `unbind` for every mapping of `Cell` (← `GtkSignalListItemFactory::unbind`).
  public func unbind<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .unbind) { $0.unbind(closure) } }
  /// `activate` for every mapping of `Cell`: double click or Enter
  /// (← `GtkListView::activate` / `GtkGridView::activate`).
  public func activate<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .activate) { $0.activate(closure) } }
  /// `didSelect` for every mapping of `Cell`: a gesture selected a realized row
  /// (← `GtkSelectionModel::selection-changed` of the view's selection model).
  public func didSelect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didSelect) { $0.didSelect(closure) } }
  /// `didDeselect` for every mapping of `Cell`: a gesture deselected a realized row
  /// (← `GtkSelectionModel::selection-changed`).
  public func didDeselect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didDeselect) { $0.didDeselect(closure) } }
  /// `shouldSelect` for every mapping of `Cell`: whether a gesture may select a realized row
  /// (← the shim's `GtkSelectionModel::select_item` / `set_selection`, before GTK's model changes).
  public func shouldSelect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
  ) { attach(cellType, .shouldSelect) { $0.shouldSelect(closure) } }
}
