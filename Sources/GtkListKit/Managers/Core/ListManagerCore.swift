import Foundation
import ModelStorage

/// The parts shared by ``ListViewManager`` and ``GridViewManager`` (GTK puts both views on one
/// `GtkListBase`), wired together once: the mapping registry, cell reuse, the presenter, the
/// row registry, the row presentation and the updater that owns the update path. The core only
/// routes GTK's factory and view signals to them.
@MainActor
final class ListManagerCore {
  let host: ListBaseView
  let listModel = ListModel()
  let anomalyHandler = GtkListKitAnomalyHandler(action: NewManagerAnomalyAction.current)
  let statistics = ListStatistics()
  let registry = MappingRegistry()
  let rows = RowRegistry()
  let source: ContentSource
  let presenter: CellPresenter
  /// Content loads and prefetching of every presenter (see ``ContentLoader``).
  let loader: ContentLoader
  let updater: ViewUpdater
  /// The updater's animator, held here for the same reason as `presentation`.
  private let animator: RowAnimator
  let factory: ItemFactory
  let interactions: RowInteractions
  let dragging: RowDragging
  /// Type-to-find (`ListManagerCore+TypeToFind`): the typed prefix, and a manager's own keys
  /// (a table's columns), asked at each key, `nil` for the mappings'.
  let finder = TypeToFind()
  var findKeys: (() -> ((Any, IndexPath) -> String?)?)?
  /// What callbacks capture instead of a weak reference to the core (see ``CoreLink``).
  let link = CoreLink()
  private var activateConnected = false
  /// The factories whose rows the core serves (the view's; a table's, one per column).
  private var factories: [ItemFactory] = []
  private var unbindWanted = false
  /// `didReachEnd` (load more).
  let endWatcher = EndWatcher()
  /// The registries of a table's columns (their own cells), beside the manager's ``registry``.
  var columnRegistries: [MappingRegistry] = []
  /// Every mapping: the manager's, then the table columns'.
  var allMappings: [any CellMapping] { registry.mappings + columnRegistries.flatMap(\.mappings) }
  /// Column rule of a grid, kept for a sectioned grid made later.
  var columnRule = GridColumnRule()

  /// Flat rows, or a sectioned grid's rows: owned here, read by the updater, interactions and
  /// drag and drop.
  let presentations: PresentationOwner
  var presentation: RowPresentation { presentations.current }

  init(host: ListBaseView, storage: ListStorage) {
    self.host = host
    source = ContentSource(storage: storage)
    let reuse = CellReuse(registry: registry, statistics: statistics, anomalies: anomalyHandler)
    loader = ContentLoader(host: host, source: source)
    presenter = CellPresenter(
      registry: registry, reuse: reuse, statistics: statistics, anomalies: anomalyHandler, loader: loader)
    let selection = FlatSelection(mode: .single, host: host, listModel: listModel, source: source)
    presentations = PresentationOwner(
      FlatRows(source: source, rows: rows, presenter: presenter, selection: selection))
    animator = RowAnimator(rows: rows, afterNextFrame: { [weak host] action in host?.afterNextFrame(action) })
    updater = ViewUpdater(
      source: source, listModel: listModel, rows: rows, host: host, registry: registry,
      presentations: presentations, animator: animator, statistics: statistics, anomalies: anomalyHandler)
    interactions = RowInteractions(host: host, source: source, rows: rows, presentations: presentations)
    dragging = RowDragging(host: host, source: source, rows: rows, presentations: presentations)
    factory = ItemFactory()
    link.connect(self)
    serve(factory, column: 0)
    registry.onEventRegistered = { [link] event in link.core?.eventRegistered(event) }
    registry.onContentLoadRegistered = { [link] in link.core?.contentLoadRegistered() }
    loader.prefetcher.registries = { [link] in link.core.map { [$0.registry] + $0.columnRegistries } ?? [] }
    updater.storageDidChange = { [link] update in link.core?.dragging.storageDidChange(update) }
    interactions.installKeys()  // Space selects; focus skips header rows (see RowInteractions)
    installTypeToFind()  // after: GTK runs the last added first, its Space (while typing) wins
    host.setFactory(factory)
    host.watchFirstMap()
    attach(storage)
    updater.reload()
  }

  isolated deinit {
    link.disconnect()
    // Rows go while the model still reports their count.
    host.setModel(nil)
  }

  /// The storage the view shows; replacing it reloads the view.
  var storage: ListStorage {
    get { source.storage }
    set {
      source.storage.delegate = nil
      (source.storage as? MemoryStorage)?.replacedItemsKeeper = nil
      source.storage = newValue
      attach(newValue)
      updater.reload()
    }
  }

  /// Makes the updater the delegate of `storage`, and the keeper of the rows a memory storage
  /// replaces (released after the frame that shows the change).
  private func attach(_ storage: ListStorage) {
    storage.delegate = updater
    (storage as? MemoryStorage)?.replacedItemsKeeper = { [link] items in
      link.core?.updater.keepUntilDrawn(items)
    }
  }

  // MARK: Registration

  /// Adds a mapping. Rows that showed placeholders get their cells at once, and header and
  /// footer rows appear once a mapping for them exists.
  func add(_ mapping: any CellMapping) {
    registry.add(mapping)
    keepingSelection {
      if mapping.viewKind != .cell, host.kind == .grid { enableSectionedGrid() }
      if mapping.viewKind == .cell { presentation.rebindRealized() }
      updater.reloadIfLayoutChanged()
    }
  }

  /// The manager-level `selectionDidChange`, in the index paths events report (a tree's node
  /// paths); set on every selection the view gets.
  var selectionDidChange: ((SelectionChange) -> Void)? {
    didSet { wireSelection() }
  }

  /// Told of every selection change before `selectionDidChange` (a tree in a table follows it).
  var selectionWatcher: (() -> Void)?

  /// Hands the current selection (flat or grid) the `selectionDidChange` translation.
  func wireSelection() {
    guard let selectionDidChange else { return }
    presentation.selection.didChange = { [source, weak self] delta in
      self?.selectionWatcher?()
      selectionDidChange(
        SelectionChange(
          selected: delta.selected.compactMap(source.eventIndexPath(at:)),
          deselected: delta.deselected.compactMap(source.eventIndexPath(at:)), isUserGesture: delta.isUserGesture))
    }
  }

  /// Removes the mappings `predicate` selects; the view reloads.
  func removeMappings(where predicate: (any CellMapping) -> Bool) {
    let removed = registry.remove(where: predicate)
    guard !removed.isEmpty else { return }
    keepingSelection { updater.reload() }
    presenter.forgetCells(of: removed)  // after the reload: the rows gave theirs back
  }

  func eventRegistered(_ event: MappingEvent) {
    switch event {
    case .unbind: wantUnbind()
    case .activate: connectActivate()
    case .didSelect, .didDeselect, .shouldSelect, .shouldDeselect: presentation.selection.eventsWanted()
    case .willDisplay, .didEndDisplaying:
      presenter.display.enabled = true
      wantUnbind()
    // Dispatched from the manager's own setup and bind.
    case .setup, .bind, .teardown, .sizeForCell, .accessibleLabel: break
    case .contextMenu, .queryTooltip, .didFocus, .didHighlight, .didUnhighlight: interactions.want(event)
    case .canMove, .dragPrepare, .dragBegin, .dragEnd: dragging.eventRegistered(event)
    case .prefetch, .cancelPrefetch:
      loader.prefetcher.isEnabled = true
      contentLoadRegistered()
    }
  }

  /// A mapping loads content or prefetches: the loader follows binds, unbinds and scrolling.
  func contentLoadRegistered() {
    guard !loader.isActive else { return }
    loader.activate()
    wantUnbind()
    presentation.rebindRealized()
  }

  private func connectActivate() {
    // A sectioned grid activates its tiles from their own click gestures.
    guard !activateConnected, presentations.strips == nil else { return }
    activateConnected = true
    host.connectActivate { [link] position in link.core?.presentation.fire(.activate, atFlatPosition: position) }
  }

  /// The widget of the realized item at flat `position`: its row, or its tile in a sectioned grid.
  func itemWidget(atFlatPosition position: Int) -> WidgetPointer? { presentation.itemWidget(atFlatPosition: position) }

  // MARK: GTK's factory

  /// A presenter of `registry`'s mappings (a table column's own cells), with its own cell reuse.
  func makePresenter(for registry: MappingRegistry) -> CellPresenter {
    let reuse = CellReuse(registry: registry, statistics: statistics, anomalies: anomalyHandler)
    return CellPresenter(
      registry: registry, reuse: reuse, statistics: statistics, anomalies: anomalyHandler, loader: loader)
  }

  /// Routes `factory`'s rows to the presentation: the view's one factory, or a table column's
  /// (`column`: its index among the declared columns).
  func serve(_ factory: ItemFactory, column: Int) {
    factory.onSetup { [link] item in link.core?.setup(item, column: column) }
    factory.onBind { [link] item in link.withCore { $0.bind(item) } }
    factories.append(factory)
    if unbindWanted { factory.onUnbind { [link] item in link.core?.unbind(item) } }
  }

  /// Connects `unbind` of every factory, once an event needs it.
  private func wantUnbind() {
    unbindWanted = true
    for factory in factories { factory.onUnbind { [link] item in link.core?.unbind(item) } }
  }

  private func setup(_ item: ListItem, column: Int) {
    statistics.rowsSetUp += 1
    let row = rows.makeRow(for: item, column: column)
    RowWidgets.install(row, in: item)
    presentation.setUp(row)
  }

  private func bind(_ item: ListItem) {
    guard let position = item.bindingPosition else { return }
    RowWidgets.withState(of: item) { row in bind(row, at: position) }
  }

  private func bind(_ row: RowState, at position: Int) {
    rows.invalidate()
    presentation.bind(row, at: position)
    if rows.bindsBetweenSplices != nil { rows.bindsBetweenSplices?.append(row) }
    interactions.equip(row)
    dragging.equip(row)
    animator.rowBound(row, at: position)
  }

  private func unbind(_ item: ListItem) {
    RowWidgets.withState(of: item) { row in
      rows.invalidate()
      presentation.unbind(row)
    }
  }
}
