import Foundation
import ModelStorage

/// The engine shared by ``ListViewManager`` and ``GridViewManager`` (GTK puts both views on
/// one `GtkListBase`): the mapping registry, the factory that binds rows to cells from per-type
/// pools, event dispatch, selection, and the updater that turns storage updates into
/// `items-changed` on the lazy list model.
@MainActor
final class ListManagerCore {
  let host: ListBaseView
  let listModel: ListModel
  var selection: SelectionModel
  var factory: ItemFactory!
  let anomalyHandler = GtkListKitAnomalyHandler()
  let statistics = ListStatistics()
  var updater: ViewUpdater!

  /// The storage the view shows; a `MemoryStorage` unless replaced.
  var storage: Storage {
    didSet {
      oldValue.delegate = nil
      attachStorage()
      reload()
    }
  }

  /// The flat list GTK sees now.
  private(set) var layout: FlatLayout
  /// The row count GTK was last told; follows each emission so `get_n_items` is always right.
  /// Kept in a box the list model owns too, so the count stays right while the core is torn
  /// down (GTK reads it when it releases the rows; a count of 0 there trips a GTK assertion).
  private let emitted = EmittedCount()
  var emittedCount: Int {
    get { emitted.value }
    set { emitted.value = newValue }
  }
  private(set) var mappings: [any CellMapping] = []
  var pools: [ObjectIdentifier: [CellSlot]] = [:]
  private var rows: [UInt: WeakRow] = [:]
  /// The mapping the last cell of a model type resolved to (see `mapping(for:model:at:)`).
  private var lastCellMapping: (type: ObjectIdentifier, mapping: any CellMapping)?
  /// Whether any mapping has an `unbind` closure: only then rows remember what they showed.
  private var unbindWanted = false
  /// Set once a ``GridViewManager`` shows sections: GTK's rows are then grid rows.
  var sectionedGrid: SectionedGrid?
  /// Column rule of a sectioned grid, kept before one exists.
  var gridColumnRule = (min: 1, max: 7, itemWidth: 160)
  var knownSelection: Set<Int> = []
  var selectionHandler: UInt = 0
  var selectionEventsWanted = false
  var isApplyingUpdate = false
  var pendingInsertions: Set<Int> = []

  init(host: ListBaseView, storage: Storage) {
    self.host = host
    self.storage = storage
    layout = FlatLayout(itemCounts: [])
    let emitted = emitted
    listModel = ListModel(count: { emitted.value })
    selection = SelectionModel(mode: .single, model: listModel)
    factory = ItemFactory(
      setup: { [weak self] item in self?.setup(item) },
      bind: { [weak self] item in self?.bind(item) })
    updater = ViewUpdater(core: self)
    host.setFactory(factory)
    host.setModel(selection)
    host.watchFirstMap()
    attachStorage()
    reload()
  }

  isolated deinit {
    // Rows go while the model still reports their count.
    host.setModel(nil)
  }

  private func attachStorage() {
    storage.delegate = self
  }

  // MARK: Registration

  /// Adds a mapping; section headers and footers appear once a mapping for them exists.
  func add(_ mapping: any CellMapping) {
    mappings.append(mapping)
    lastCellMapping = nil
    mapping.onEventRegistered = { [weak self] event in self?.eventRegistered(event) }
    for event in mapping.registeredEvents { eventRegistered(event) }
    if mapping.viewKind != .cell {
      if host.kind == .grid { enableSectionedGrid() }
      reloadIfLayoutChanged()
    }
  }

  /// Removes every mapping whose cell type is `type`; rows showing them are rebound.
  func removeMappings(where predicate: (any CellMapping) -> Bool) {
    let removed = mappings.filter(predicate)
    guard !removed.isEmpty else { return }
    mappings.removeAll(where: predicate)
    lastCellMapping = nil
    for mapping in removed { pools[ObjectIdentifier(mapping)] = nil }
    reload()
  }

  /// The first mapping whose kind, model type and condition accept `model`.
  func mapping(for kind: ViewKind, model: Any, at indexPath: IndexPath) -> (any CellMapping)? {
    // Most rows resolve to the same mapping as the previous row of their type: remember it when
    // no conditional mapping could have taken the row first (a dynamic cast per mapping saved).
    let modelType = ObjectIdentifier(type(of: model))
    if kind == .cell, let cached = lastCellMapping, cached.type == modelType { return cached.mapping }
    var sawCondition = false
    for mapping in mappings where mapping.viewKind == kind {
      if mapping.matches(model, at: indexPath) {
        if kind == .cell && !sawCondition && !mapping.isConditional { lastCellMapping = (modelType, mapping) }
        return mapping
      }
      if mapping.isConditional { sawCondition = true }
    }
    return nil
  }

  private func eventRegistered(_ event: MappingEvent) {
    switch event {
    case .unbind:
      unbindWanted = true
      factory.connectUnbind { [weak self] item in self?.unbind(item) }
    case .activate:
      // A sectioned grid activates cells from its own click gestures.
      if sectionedGrid == nil { host.connectActivate { [weak self] position in self?.activate(at: position) } }
    case .didSelect, .didDeselect, .shouldSelect:
      selectionEventsWanted = true
      connectSelectionEvents()
    case .setup, .bind, .teardown: break  // dispatched from the manager's own setup/bind
    }
  }

  // MARK: Rows

  private var headerKind: String? { hasMapping(for: .header) ? SupplementaryKind.header : nil }
  private var footerKind: String? { hasMapping(for: .footer) ? SupplementaryKind.footer : nil }

  private func hasMapping(for kind: ViewKind) -> Bool { mappings.contains { $0.viewKind == kind } }

  func makeLayout() -> FlatLayout { FlatLayout(storage: storage, headerKind: headerKind, footerKind: footerKind) }

  /// The model and index path behind a flat position, and the kind of view it needs.
  func content(at position: Int) -> (kind: ViewKind, model: Any?, indexPath: IndexPath)? {
    guard let row = layout.row(at: position) else { return nil }
    switch row {
    case .item(let indexPath):
      return (.cell, storage.item(at: indexPath), indexPath)
    case .header(let section):
      let indexPath = IndexPath(item: 0, section: section)
      return (.header, storage.supplementaryModel(ofKind: SupplementaryKind.header, forSectionAt: indexPath), indexPath)
    case .footer(let section):
      let indexPath = IndexPath(item: 0, section: section)
      return (.footer, storage.supplementaryModel(ofKind: SupplementaryKind.footer, forSectionAt: indexPath), indexPath)
    }
  }

  private func setup(_ item: ListItem) {
    statistics.rowsSetUp += 1
    let state = RowState(listItem: item, core: self)
    rows[item.key] = WeakRow(state)
    RowContainer.install(in: item, state: state)
  }

  func rowDestroyed(key: UInt) {
    rows[key] = nil
  }

  func bind(_ item: ListItem) {
    guard let position = item.position, let state = RowContainer.state(of: item, as: RowState.self) else { return }
    if sectionedGrid != nil {
      bindGridRow(state, at: position)
      return
    }
    statistics.binds += 1
    guard let content = content(at: position) else { return }
    bind(content, in: state)
    let inserted = !pendingInsertions.isEmpty && pendingInsertions.remove(position) != nil
    if inserted != state.animating { setAnimating(inserted, state) }
  }

  /// Shows `content` in the row's own slot (flat rows, and header/footer rows of a sectioned grid).
  func bind(_ content: (kind: ViewKind, model: Any?, indexPath: IndexPath), in state: RowState) {
    let item = state.listItem
    item.setInteractive(content.kind == .cell)
    // The nil check runs only when no mapping matched, keeping Mirror off the hot path.
    guard let model = content.model, let mapping = mapping(for: content.kind, model: model, at: content.indexPath)
    else {
      showPlaceholder(in: state)
      reportUnmapped(content.model, kind: content.kind, at: content.indexPath)
      return
    }
    let slot = install(mapping, in: state)
    mapping.update(slot.cell, with: model, at: content.indexPath)
    if unbindWanted {
      state.boundModel = model
      state.boundIndexPath = content.indexPath
    }
    if mapping.handlesBind { mapping.fire(.bind, cell: slot.cell, model: model, at: content.indexPath) }
  }

  /// A row that shows nothing: no model, or no mapping for it.
  func reportUnmapped(_ model: Any?, kind: ViewKind, at indexPath: IndexPath) {
    if let model, !isNil(model) {
      anomalyHandler.report(
        .noMapping(model: String(describing: type(of: model)), kind: kind.description, indexPath: indexPath))
    } else {
      anomalyHandler.report(.nilModel(kind: kind.description, indexPath: indexPath))
    }
  }

  private func unbind(_ item: ListItem) {
    guard let state = RowContainer.state(of: item, as: RowState.self) else { return }
    for cellBox in state.strip?.cells ?? [] {
      if let slot = cellBox.slot, let model = cellBox.boundModel, let indexPath = cellBox.boundIndexPath {
        slot.mapping.fire(.unbind, cell: slot.cell, model: model, at: indexPath)
      }
    }
    guard let slot = state.slot,
      let model = state.boundModel, let indexPath = state.boundIndexPath
    else { return }
    slot.mapping.fire(.unbind, cell: slot.cell, model: model, at: indexPath)
  }

  /// Puts a cell of `mapping` in the row, reusing the row's own cell or one from the pool.
  private func install(_ mapping: any CellMapping, in state: RowState) -> CellSlot {
    if let slot = state.slot, slot.mapping === mapping { return slot }
    showPlaceholder(in: state)
    let slot = dequeue(mapping)
    RowContainer.append(slot.widget, to: state.listItem)
    state.slot = slot
    return slot
  }

  /// A cell of `mapping` from its pool, or a new one.
  func dequeue(_ mapping: any CellMapping) -> CellSlot {
    if let reused = pools[ObjectIdentifier(mapping)]?.popLast() { return reused }
    statistics.cellsCreated += 1
    return CellSlot(mapping: mapping)
  }

  /// Returns a cell to its mapping's pool (dropped when the mapping was unregistered).
  func recycle(_ slot: CellSlot) {
    if mappings.contains(where: { $0 === slot.mapping }) {
      pools[ObjectIdentifier(slot.mapping), default: []].append(slot)
    }
  }

  /// Empties a row, returning its cell to its mapping's pool.
  func showPlaceholder(in state: RowState) {
    state.boundModel = nil
    state.boundIndexPath = nil
    guard let slot = state.slot else { return }
    RowContainer.remove(slot.widget, from: state.listItem)
    recycle(slot)
    state.slot = nil
  }

  /// The row states GTK currently has bound, by position.
  func boundRows() -> [Int: RowState] {
    var result: [Int: RowState] = [:]
    for weakRow in rows.values {
      if let state = weakRow.state, let position = state.listItem.position { result[position] = state }
    }
    return result
  }

  /// The cell GTK shows for the item at `indexPath`, if its row is realized.
  func cell(at indexPath: IndexPath) -> (any ListCell)? {
    if let grid = sectionedGrid {
      guard let (row, column) = grid.layout.position(of: indexPath), let strip = boundRows()[row]?.strip,
        column < strip.cells.count
      else { return nil }
      return strip.cells[column].slot?.cell
    }
    return layout.position(of: indexPath).flatMap { boundRows()[$0]?.slot?.cell }
  }

  /// The header or footer view shown for `section`, if realized.
  func supplementaryCell(_ kind: ViewKind, inSection section: Int) -> (any ListCell)? {
    let position: Int?
    if let grid = sectionedGrid {
      position = kind == .header ? grid.layout.position(ofHeaderInSection: section) : nil
    } else {
      position =
        kind == .header ? layout.position(ofHeaderInSection: section) : layout.position(ofFooterInSection: section)
    }
    return position.flatMap { boundRows()[$0]?.slot?.cell }
  }

  // MARK: Events

  /// Fires `event` for the row at `position` with its cell, model and index path.
  @discardableResult
  private func fire(_ event: MappingEvent, at position: Int) -> Bool {
    guard let content = content(at: position), let model = content.model,
      let slot = boundRows()[position]?.slot
    else { return false }
    return slot.mapping.fire(event, cell: slot.cell, model: model, at: content.indexPath)
  }

  private func activate(at position: Int) {
    fire(.activate, at: position)
  }

  func connectSelectionEvents() {
    guard selectionEventsWanted, sectionedGrid == nil, selectionHandler == 0, selection.mode != .none else { return }
    knownSelection = Set(selection.selectedPositions)
    selectionHandler = selection.onSelectionChanged { [weak self] position, count in
      self?.selectionChanged(position: position, count: count)
    }
  }

  /// GTK reports ranges; this turns them into per-row didSelect / didDeselect.
  private func selectionChanged(position: Int, count: Int) {
    guard !isApplyingUpdate else { return }
    for current in position..<(position + count) {
      let selected = selection.isSelected(current)
      guard selected != knownSelection.contains(current) else { continue }
      if selected {
        if let slot = boundRows()[current]?.slot, let content = content(at: current), let model = content.model,
          slot.mapping.shouldSelect(cell: slot.cell, model: model, at: content.indexPath) == false
        {
          selection.unselect(current)
          continue
        }
        knownSelection.insert(current)
        fire(.didSelect, at: current)
      } else {
        knownSelection.remove(current)
        fire(.didDeselect, at: current)
      }
    }
  }

  /// Replaces the selection model (its selection is lost, as in GTK).
  func setSelectionMode(_ mode: SelectionMode) {
    if let grid = sectionedGrid {
      grid.mode = mode
      setGridSelection([])
      return
    }
    guard mode != selection.mode else { return }
    selectionHandler = 0
    selection = SelectionModel(mode: mode, model: listModel)
    host.setModel(selection)
    knownSelection = []
    connectSelectionEvents()
  }

  // MARK: Updates

  /// Applies a plan: emits each splice (the count GTK reads follows every emission), then
  /// rebinds in place the rows whose model changed but whose identity stayed.
  /// - Parameter planInRows: the plan already counts GTK rows (a full reload of a sectioned grid).
  func apply(_ plan: ItemsChangedPlan, newLayout: FlatLayout, update: StorageUpdate?, planInRows: Bool = false) {
    updater.willUpdateContent?(update)
    lastCellMapping = nil  // a condition may have been set since the last lookup
    let pinToTop = updater.keepsTopVisible && host.isMapped && host.isScrolledToTop
    isApplyingUpdate = true
    // Bind reads the final layout: splices come in ascending order, so rows GTK binds between
    // two emissions sit before the next splice, where the final layout already holds.
    layout = newLayout
    if updater.animateInsertions {
      pendingInsertions = insertedPositions(in: plan)
      if !pendingInsertions.isEmpty { scheduleAnimationCleanup() }
    }
    let (splices, rebinds) = sectionedGrid == nil || planInRows ? (plan.splices, plan.rebinds) : gridRowPlan(for: plan)
    for splice in splices {
      emittedCount += splice.added - splice.removed
      statistics.itemsChangedEmissions += 1
      listModel.splice(
        at: splice.position, removed: splice.removed, added: splice.added,
        kept: splice.kept.map { (old: $0.old, new: $0.new) })
    }
    if emittedCount != rowCount {
      anomalyHandler.report(.itemsChangedCountMismatch(emitted: emittedCount, storage: rowCount))
      emitFullReload(to: rowCount)
    }
    isApplyingUpdate = false
    if pinToTop && !splices.isEmpty { host.scrollToTop() }
    if !rebinds.isEmpty { rebind(rebinds) }
    if selectionHandler != 0 { knownSelection = Set(selection.selectedPositions) }
    updater.didUpdateContent?(update)
  }

  func setAnimating(_ animating: Bool, _ state: RowState) {
    state.animating = animating
    RowContainer.setCSSClass(ViewUpdater.insertedRowCSSClass, animating, in: state.listItem)
  }

  /// Takes the inserted-row class off once its animation ran, so a row that is mapped again
  /// later does not replay it.
  private func scheduleAnimationCleanup() {
    MainLoop.after(milliseconds: ViewUpdater.insertionAnimationMilliseconds + 50) { [weak self] in
      guard let self else { return }
      self.pendingInsertions = []
      for state in self.boundRows().values where state.animating { self.setAnimating(false, state) }
    }
  }

  /// Positions added by the plan (after all splices) that are not kept rows: what animates in.
  private func insertedPositions(in plan: ItemsChangedPlan) -> Set<Int> {
    var inserted: Set<Int> = []
    for splice in plan.splices where splice.added > 0 && splice.added <= 64 {
      let kept = Set(splice.kept.map(\.new))
      for position in splice.position..<(splice.position + splice.added) where !kept.contains(position) {
        inserted.insert(position)
      }
    }
    return inserted
  }

  /// The number of rows GTK should have: flat rows, or grid rows in a sectioned grid.
  var rowCount: Int { sectionedGrid?.layout.count ?? layout.count }

  /// Updates visible rows in place: `update(with:)` and `bind` again, no splice.
  private func rebind(_ positions: [Int]) {
    let bound = boundRows()
    if sectionedGrid != nil {
      for position in Set(positions) { if let state = bound[position] { bindGridRow(state, at: position) } }
      return
    }
    for position in positions {
      guard let state = bound[position], let content = content(at: position), let model = content.model else {
        continue
      }
      if let slot = state.slot, slot.mapping.matches(model, at: content.indexPath) {
        statistics.binds += 1
        slot.mapping.update(slot.cell, with: model, at: content.indexPath)
        state.boundModel = model
        state.boundIndexPath = content.indexPath
        slot.mapping.fire(.bind, cell: slot.cell, model: model, at: content.indexPath)
      } else {
        bind(state.listItem)  // the model now needs another cell type
      }
    }
  }

  private func emitFullReload(to count: Int) {
    if emittedCount > 0 || layout.count > 0 {
      let old = emittedCount
      emittedCount = 0
      listModel.splice(at: 0, removed: old, added: 0)
      emittedCount = count
      listModel.splice(at: 0, removed: 0, added: count)
      statistics.itemsChangedEmissions += 2
    }
  }

  /// Tells GTK everything changed: remove-all then add-all, the cheap form on GTK 4.8.
  func reload() {
    let newLayout = makeLayout()
    updateGridLayout(for: newLayout)
    // Full reloads are planned in GTK rows, whatever they stand for.
    let rows = sectionedGrid?.layout.count ?? newLayout.count
    let old = FlatLayout(itemCounts: [emittedCount]), new = FlatLayout(itemCounts: [rows])
    sectionedGrid?.selected = []  // as GTK's own selection, lost with the rows
    apply(ItemsChangedPlanner.fullReload(from: old, to: new), newLayout: newLayout, update: nil, planInRows: true)
  }

  private func reloadIfLayoutChanged() {
    if makeLayout() != layout { reload() }
  }

  func storageUpdated(_ update: StorageUpdate) {
    let newLayout = makeLayout()
    // A view never shown has no scroll position or widgets to keep: a reload also puts it at
    // its first row (an insert above GTK's scroll anchor would otherwise scroll it away).
    if !host.isMapped && (!updater.animateChangesOffScreen || !host.wasEverMapped) {
      reload()
      return
    }
    apply(ItemsChangedPlanner.plan(for: update, from: layout, to: newLayout), newLayout: newLayout, update: update)
  }
}

extension ListManagerCore: @MainActor StorageUpdating {
  func storageDidPerformUpdate(_ update: StorageUpdate) { storageUpdated(update) }
  func storageNeedsReloading() { reload() }
}

/// The count behind `get_n_items`, shared by the core and its list model.
@MainActor
private final class EmittedCount {
  var value = 0
}

/// A weak reference to a row, so the registry never keeps a destroyed row alive.
@MainActor
private struct WeakRow {
  weak var state: RowState?
  init(_ state: RowState) { self.state = state }
}

/// Whether `value` is an `Optional` holding `nil` (a storage may hold optionals as `Any`).
private func isNil(_ value: Any) -> Bool {
  let mirror = Mirror(reflecting: value)
  return mirror.displayStyle == .optional && mirror.children.isEmpty
}
