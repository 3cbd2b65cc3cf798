import Foundation
import ModelStorage

/// The one place that presents a model in a cell: resolves the mapping, takes a cell of that
/// mapping (the holder's own, or one from the reuse pool), runs `update(with:)` and the `bind`
/// closure. Rows, grid columns, headers and in-place updates all come through here, so a model
/// that now needs another mapping always gets its cell type.
@MainActor
final class CellPresenter {
  private let registry: MappingRegistry
  private let reuse: CellReuse
  private let statistics: ListStatistics
  private let anomalies: GtkListKitAnomalyHandler
  /// `willDisplay` / `didEndDisplaying` bookkeeping.
  let display = DisplayTracker()
  /// Content loads and prefetching, shared by the manager's presenters (a table's columns');
  /// `nil` in headless tests of the update path.
  let loader: ContentLoader?
  /// The mapping an item row showed last: a row standing in for a loading item takes its cell.
  private var lastCellMapping: (any CellMapping)?
  /// Whether rows and tiles get an accessible name at bind (`accessibleLabel`, or the model's
  /// description).
  var describesForAccessibility = true
  /// Whether a cell without texts is named by its model's description (reflection, thousands of
  /// instructions a bind). A table's cells are not: their row is named by its cells' texts.
  var describesModels = true

  /// Whether a mapping shows header or footer rows (they are not items: the keyboard skips them).
  var showsSupplementaryViews: Bool { registry.mappings.contains { $0.viewKind != .cell } }

  /// Tears down the waiting cells of mappings that were unregistered (their pools would
  /// otherwise live as long as the view).
  func forgetCells(of mappings: [any CellMapping]) {
    for mapping in mappings { reuse.drop(mapping) }
    if let last = lastCellMapping, mappings.contains(where: { $0 === last }) { lastCellMapping = nil }
  }

  init(
    registry: MappingRegistry, reuse: CellReuse, statistics: ListStatistics, anomalies: GtkListKitAnomalyHandler,
    loader: ContentLoader? = nil
  ) {
    self.loader = loader
    self.registry = registry
    self.reuse = reuse
    self.statistics = statistics
    self.anomalies = anomalies
  }

  /// Shows `content` in `holder`; with no model or no mapping, an empty placeholder and an anomaly.
  /// `identity` names the item the holder now shows, for `willDisplay` (see ``DisplayTracker``).
  func present(_ content: ContentSource.Content, in holder: CellHolder, identity: DisplayKey? = nil) {
    statistics.binds += 1
    // The index path is built where it is read: most binds read none.
    let modelType = type(of: content.model)
    guard content.hasModel,
      let mapping = registry.mapping(for: content.kind, model: content.model, ofType: modelType, at: content.indexPath)
    else {
      if content.model is PendingItem { return showPending(content, in: holder) }
      clear(holder)
      if registry.indexPathWanted { holder.boundIndexPath = content.indexPath }  // not stale: no retry
      reportUnmapped(content)
      return
    }
    let slot: CellSlot
    if let current = holder.slot, current.mapping === mapping {
      slot = current
    } else {
      clear(holder)
      slot = give(mapping, to: holder)
    }
    slot.setPlaceholder(false)
    // Compared first: an assignment on every bind would retain and release the mapping.
    if content.kind == .cell, lastCellMapping !== mapping { lastCellMapping = mapping }
    mapping.update(slot.cell, with: content.model, ofType: modelType, at: content.indexPath)
    if describesForAccessibility { describe(holder, slot: slot, model: content.model, at: content.indexPath) }
    if registry.unbindWanted { holder.boundModel = content.model }
    if registry.unbindWanted || registry.indexPathWanted { holder.boundIndexPath = content.indexPath }
    if registry.sizeWanted {
      holder.requestSize(mapping.ask(.sizeForCell, model: content.model, at: content.indexPath))
    }
    if let loader, loader.isActive { loader.bind(slot, content: content) }
    if mapping.handlesBind { mapping.fire(.bind, cell: slot.cell, model: content.model, at: content.indexPath) }
    if display.enabled, let identity {
      display.show(identity, in: holder, slot: slot, model: content.model, at: content.indexPath)
    }
  }

  /// An item its storage is still loading, with no mapping of the app's for `PendingItem`: the
  /// row keeps a cell of the size its cells have (its own, or one of the mapping items showed
  /// last) but draws nothing, until the storage reports the item updated. No anomaly.
  private func showPending(_ content: ContentSource.Content, in holder: CellHolder) {
    if display.enabled { display.hide(holder) }
    if let loader, loader.isActive, let slot = holder.slot { loader.release(slot) }
    holder.boundModel = nil
    holder.boundIndexPath = content.indexPath
    if holder.slot == nil, let mapping = lastCellMapping ?? registry.mappings.first(where: { $0.viewKind == .cell }) {
      give(mapping, to: holder)
    }
    holder.slot?.setPlaceholder(true)
  }

  /// Gives a new row the cell it will show, as GTK's `setup` makes a row's widgets, when only one
  /// mapping can be asked for: a single unconditional cell mapping. Its first bind then only
  /// updates the cell. With several mappings the row gets its cell at its first bind, when the
  /// model says which.
  func setUp(_ holder: CellHolder) {
    guard holder.slot == nil, let mapping = registry.soleCellMapping else { return }
    give(mapping, to: holder)
  }

  /// Finishes showing the cell a row got at `setup`, at its first bind: GTK gives the row's
  /// child its parent (GTK's row widget, which the row's name and controllers go on) only after
  /// `setup`.
  func adopt(_ holder: CellHolder) {
    guard let slot = holder.slot else { return }
    holder.show(slot)
    nameByTexts(holder, slot)
  }

  /// Shows a cell of `mapping` (from its pool, or new) in `holder`, which shows none.
  @discardableResult
  private func give(_ mapping: any CellMapping, to holder: CellHolder) -> CellSlot {
    let slot = reuse.dequeue(mapping)
    holder.show(slot)
    holder.slot = slot
    nameByTexts(holder, slot)
    return slot
  }

  /// Names the holder's widget by the texts of the cell it shows now (read by GTK only when an
  /// assistive technology asks).
  private func nameByTexts(_ holder: CellHolder, _ slot: CellSlot) {
    guard describesForAccessibility, let widget = holder.accessibleWidget else { return }
    holder.labelledByCell = Accessibility.labelByTexts(
      widget, of: slot.widget, clearingLabel: holder.mayHaveAccessibleLabel)
  }

  /// ``present(_:in:identity:)`` for an item of a typed section when nothing but `update`
  /// has to run: the holder keeps its cell's mapping and no event wants the model as an `Any`.
  /// `false` (nothing done) otherwise, and the caller presents the row the general way.
  func presentTyped(
    _ items: AnyObject, of modelType: ObjectIdentifier, at index: Int, section: Int, in holder: CellHolder,
    identity: DisplayKey?
  ) -> Bool {
    guard !registry.unbindWanted, !registry.indexPathWanted, !registry.sizeWanted, loader?.isActive != true,
      !display.enabled || identity == nil,
      !describesForAccessibility || (holder.labelledByCell && !registry.accessibleLabelWanted),
      let slot = holder.slot, !slot.isPlaceholder,
      slot.updateTyped(items, of: modelType, at: index, section: section, registry: registry)
    else { return false }
    statistics.binds += 1
    return true
  }

  /// The accessible name: the `accessibleLabel` closure's; else the cell's labels, which GTK
  /// reads only when an assistive technology asks (set when the cell came, nothing per bind);
  /// else, for a cell without labels, the model's description (reflection: thousands of
  /// instructions, so only then).
  private func describe(_ holder: CellHolder, slot: CellSlot, model: Any, at indexPath: @autoclosure () -> IndexPath) {
    if registry.accessibleLabelWanted,
      let label: String = slot.mapping.ask(.accessibleLabel, cell: slot.cell, model: model, at: indexPath())
    {
      guard let widget = holder.accessibleWidget else { return }
      if holder.labelledByCell {
        Accessibility.resetLabelledBy(widget)
        holder.labelledByCell = false
      }
      holder.setAccessibleLabel(label)
    } else if !holder.labelledByCell, describesModels {
      holder.setAccessibleLabel(String(describing: model))
    }
  }

  /// Whether `holder` was presented at another index path than `indexPath`, its place now, while
  /// a mapping depends on the index path: GTK 4.12+ keeps a row whose item object it kept without
  /// binding it again, so the presenter must present it again (see ``RowPresentation``).
  var tracksIndexPaths: Bool { registry.indexPathWanted }

  func isStale(_ holder: CellHolder, at indexPath: IndexPath?) -> Bool {
    registry.indexPathWanted && holder.boundIndexPath != indexPath
  }

  /// Empties `holder`, returning its cell to its mapping's pool.
  func clear(_ holder: CellHolder) {
    if display.enabled { display.hide(holder) }
    holder.boundModel = nil
    holder.boundIndexPath = nil
    guard let slot = holder.slot else { return }
    if let loader, loader.isActive { loader.release(slot) }
    holder.show(nil)
    holder.slot = nil
    reuse.recycle(slot)
  }

  /// Fires `unbind` for what `holder` showed last.
  func unbind(_ holder: CellHolder) {
    if display.enabled { display.hide(holder) }
    if let loader, loader.isActive, let slot = holder.slot { loader.release(slot) }
    guard let slot = holder.slot, let model = holder.boundModel, let indexPath = holder.boundIndexPath else { return }
    slot.mapping.fire(.unbind, cell: slot.cell, model: model, at: indexPath)
  }

  private func reportUnmapped(_ content: ContentSource.Content) {
    if let model = content.optionalModel, !isNil(model) {
      anomalies.reportAnomaly(
        .noMapping(
          model: String(describing: type(of: model)), kind: content.kind.description, indexPath: content.indexPath))
    } else {
      anomalies.reportAnomaly(.nilModel(kind: content.kind.description, indexPath: content.indexPath))
    }
  }
}

/// Whether `value` is an `Optional` holding `nil` (a storage may hold optionals as `Any`).
private func isNil(_ value: Any) -> Bool {
  let mirror = Mirror(reflecting: value)
  return mirror.displayStyle == .optional && mirror.children.isEmpty
}
