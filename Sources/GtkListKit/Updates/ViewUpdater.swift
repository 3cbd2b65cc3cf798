import ModelStorage

/// Applies storage updates to the view (DTTableViewManager's `TableViewUpdater`): it is the
/// storage's delegate, and every `StorageUpdate` goes storage → flat layout → plan → GTK rows →
/// `items-changed` splices → in-place rebinds → insert animation → hooks, synchronously, in
/// the fewest emissions GTK 4.8 handles well.
///
/// - Items that keep their identity but change their content are updated in place: the visible
///   cell gets `update(with:)` again (or a cell of another mapping when the model now needs
///   one), and no `items-changed` is emitted.
/// - Moves are one splice over the moved range that re-adds the same item objects, so GTK keeps
///   the row's widget and its selection.
@MainActor
public final class ViewUpdater {
  /// CSS class of the `.fade` animation of rows that appear (inserted or moved). The manager's
  /// stylesheet fades it in; style `.gtklistkit-inserted` yourself for another effect.
  nonisolated public static let insertedRowCSSClass = "gtklistkit-inserted"
  /// Length of the library's row animations (its stylesheet uses the same); animation classes
  /// come off the rows shortly after.
  nonisolated public static let animationMilliseconds = 200

  /// Called before an update is applied (`nil` for a full reload): before the list model emits
  /// `GListModel::items-changed`. Weak target: `updater.willUpdateContent = weakly(self) { me, update in ... }`.
  public var willUpdateContent: ((StorageUpdate?) -> Void)?
  /// Called after an update was applied (`nil` for a full reload): after `GListModel::items-changed`.
  public var didUpdateContent: ((StorageUpdate?) -> Void)?
  /// When `false`, updates to a view that is not on screen (not mapped) are applied as one
  /// full reload: cheaper, and nothing is lost since nobody sees them. A view that was never
  /// on screen is always reloaded this way, so it opens at its first row.
  public var animateChangesOffScreen = true
  /// When the view is scrolled to the very top before an update, it stays at the top after it,
  /// so rows inserted at the top are seen (UIKit's behaviour). GTK alone keeps the first
  /// visible item in place, which pushes rows inserted above it out of view.
  public var keepsTopVisible = true
  /// When `true`, a moved item is sent to GTK as a removal and an insertion instead of one
  /// splice that keeps its row: the row is made anew (and loses its selection), as the
  /// reference's `coreDataUpdater()` animates moves. Off by default; see
  /// ``ListBaseManager/coreDataUpdater()``.
  public var animateMoveAsDeleteAndInsert = false
  /// How rows an update inserts appear. Default `.fade`.
  public var insertAnimation: RowAnimation = .fade
  /// How rows an update deletes leave: a still image of each visible deleted row animates over
  /// the list while GTK's rows already match the storage (views the manager made; an adopted
  /// view has no overlay to draw on). Default `.none`.
  public var deleteAnimation: RowAnimation = .none
  /// How a moved row shows where it went, at its new place. Default `.none`.
  public var moveAnimation: RowAnimation = .none
  /// How a row whose content changed in place is marked (e.g. `.highlight`). Default `.none`.
  public var updateAnimation: RowAnimation = .none
  /// The app's own switch for all of the above; GTK's `gtk-enable-animations` setting is
  /// honoured as well. Off, updates cost what they cost without animations.
  public var animationsEnabled = true
  /// Whether inserted rows fade in: ``insertAnimation`` is `.fade` (`true`) or `.none`.
  public var animateInsertions: Bool {
    get { insertAnimation != .none }
    set { insertAnimation = newValue ? .fade : .none }
  }

  let source: ContentSource
  let listModel: ItemsChangedSink
  private let rows: RowRegistry
  let host: ListHost
  private let registry: MappingRegistry
  private let statistics: ListStatistics
  private let anomalies: GtkListKitAnomalyHandler
  /// How GTK's rows present the flat list (another one when a grid gets sections).
  let presentations: PresentationOwner
  var presentation: RowPresentation { presentations.current }
  let animator: RowAnimator
  /// Called with each update applied (`nil`: a reload): what holds items by place follows them
  /// (a drag in flight).
  var storageDidChange: ((StorageUpdate?) -> Void)?
  /// Items the storage replaced, released after the frame that shows their replacement.
  private var replacedItems: [Any] = []

  init(
    source: ContentSource, listModel: ItemsChangedSink, rows: RowRegistry, host: ListHost,
    registry: MappingRegistry, presentations: PresentationOwner, animator: RowAnimator,
    statistics: ListStatistics, anomalies: GtkListKitAnomalyHandler
  ) {
    self.source = source
    self.listModel = listModel
    self.rows = rows
    self.host = host
    self.registry = registry
    self.presentations = presentations
    self.animator = animator
    self.statistics = statistics
    self.anomalies = anomalies
  }

  /// Keeps `items` (a storage's replaced rows) until the view has drawn the update that replaced
  /// them: their release (a million rows: a fifth of the work of showing their replacement)
  /// then no longer delays that frame.
  func keepUntilDrawn(_ items: Any) {
    replacedItems.append(items)
    guard replacedItems.count == 1 else { return }
    host.afterNextFrame { [weak self] in self?.replacedItems = [] }
  }

  /// Reloads the whole view from the storage, calling `willUpdateContent` / `didUpdateContent`.
  public func storageNeedsReloading() { reload() }

  /// Tells GTK everything changed: remove-all then add-all, the cheap form on GTK 4.8.
  func reload() {
    let old = listModel.count
    source.layout = makeLayout()
    presentation.reload()
    presentation.selection.reloaded()
    let rows = presentation.rowCount
    var splices: [ItemsChangedSplice] = []
    if old > 0 { splices.append(ItemsChangedSplice(position: 0, removed: old, added: 0)) }
    if rows > 0 { splices.append(ItemsChangedSplice(position: 0, removed: 0, added: rows)) }
    // A view never shown gets its rows as a model set after its factory: GTK 4.8 would build the
    // first screen's rows at `items-changed` and again at the first allocation.
    guard host.wasEverMapped else {
      return host.withModelDetached { emit(ItemsChangedPlan(splices: splices), update: nil) }
    }
    emit(ItemsChangedPlan(splices: splices), update: nil)
  }

  /// Reloads for `update` off screen: the selected items that remain stay selected where the
  /// update took them, quietly, as GTK's selection follows its items on screen.
  private func reload(following update: StorageUpdate) {
    let selected = presentation.selection.selectedPositions.compactMap(source.itemIndexPath(at:))
    reload()
    guard !selected.isEmpty else { return }
    let positions = Set(selected.compactMap { update.indexPath(following: $0).flatMap(source.layout.position(of:)) })
    if positions != Set(presentation.selection.selectedPositions) { presentation.selection.restore(positions) }
  }

  /// Reloads when the flat rows changed shape (a header mapping was registered, for example).
  func reloadIfLayoutChanged() {
    if makeLayout() != source.layout { reload() }
  }

  func makeLayout() -> FlatLayout {
    source.makeLayout(headers: registry.hasMapping(for: .header), footers: registry.hasMapping(for: .footer))
  }

  /// Applies one storage update.
  func apply(_ update: StorageUpdate) {
    // A view never shown has no scroll position or widgets to keep: a reload also puts it at
    // its first row (an insert above GTK's scroll anchor would otherwise scroll it away).
    if !host.isMapped && (!animateChangesOffScreen || !host.wasEverMapped) { return reload(following: update) }
    if replacesReordering(update) || replacesSurvivors(update) { return }
    let layout = makeLayout()
    let long = animateMoveAsDeleteAndInsert ? [] : longMoves(update, from: source.layout, to: layout)
    let split = Set(long.map(\.0)), before = source.layout
    let planned =
      animateMoveAsDeleteAndInsert
      ? update.movesAsDeletesAndInserts()
      : long.isEmpty
        ? update : update.movesAsDeletesAndInserts { from, _ in before.position(of: from).map(split.contains) ?? false }
    let plan =
      Self.replacementPlan(update, from: source.layout, to: layout)
      ?? ItemsChangedPlanner.plan(for: planned, from: source.layout, to: layout)
    let old = source.layout
    source.layout = layout
    let selected = long.isEmpty ? [] : Set(presentation.selection.selectedPositions)
    emit(
      presentation.translate(plan, from: old, to: layout), update: update, moved: movedPositions(planned, in: layout))
    keepSelection(of: long, selected: selected)
  }

  /// Emits a plan in GTK rows: each splice (the count GTK reads follows every emission), then
  /// the in-place rebinds. The presentation already holds the final layout: splices come in
  /// ascending order, so rows GTK binds between two emissions sit where the final layout holds.
  /// `pinsToTop`: `false` when the caller keeps the view on a row of its own (a reordering's).
  /// `focusFollows` maps the focused item's old flat position to its new one (a known
  /// reordering); without it the focus stays at its place.
  func emit(
    _ plan: ItemsChangedPlan, update: StorageUpdate?, moved: [Int] = [], pinsToTop: Bool = true,
    focusFollows: ((Int) -> Int?)? = nil
  ) {
    storageDidChange?(update)
    willUpdateContent?(update)
    registry.forgetLookups()  // a condition may have been set since the last lookup
    let pinToTop = pinsToTop && keepsTopVisible && host.isMapped && host.isScrolledToTop
    presentation.selection.updateWillApply()
    let animating = beginAnimations(plan, moved: moved)
    let focused = plan.splices.isEmpty ? nil : focusedItem()
    // GTK binds rows while it handles `items-changed`: a row bound before the last splice took
    // the final layout's content at a position a later splice may still shift (4.8 then binds it
    // again itself; 4.12+ does not, so it is bound again below). Rows before every later splice
    // never move (a sort's rows added in front of a kept row): they keep their one bind.
    var boundEarly: [(rows: [RowState], emitted: Int)] = []
    var emittedAt: [Int] = []
    for (index, splice) in plan.splices.enumerated() {
      if index < plan.splices.count - 1 { rows.bindsBetweenSplices = [] }
      statistics.itemsChangedEmissions += 1
      let emitted = RemovalStart.adjusted(splice, rows: rows)
      listModel.splice(emitted)
      emittedAt.append(emitted.position)
      // Rows added in front of a kept row (a sort that keeps the focused row): GTK keeps its
      // scroll anchor on the kept row, so a view that stays at its top goes back there now,
      // before GTK makes rows around the kept row's new place for the splices after this one.
      if pinToTop && emitted.position == 0 && emitted.added > 0 && index < plan.splices.count - 1 {
        host.scrollToTop()
      }
      if let bound = rows.bindsBetweenSplices {
        boundEarly.append((bound, index))
        rows.bindsBetweenSplices = nil
      }
    }
    if listModel.count != presentation.rowCount {
      anomalies.reportAnomaly(.itemsChangedCountMismatch(emitted: listModel.count, storage: presentation.rowCount))
      // Remove-all then add-all: the cheap full replacement on GTK 4.8.
      listModel.splice(ItemsChangedSplice(position: 0, removed: listModel.count, added: 0))
      listModel.splice(ItemsChangedSplice(position: 0, removed: 0, added: presentation.rowCount))
      statistics.itemsChangedEmissions += 2
    }
    rows.invalidate()  // rows GTK did not bind again moved with their item objects
    presentation.selection.updateDidApply()
    if animating { animator.markBoundRows() }
    keepFocus(focused, following: focusFollows)  // before the pin: GTK scrolls to the row it focuses
    if pinToTop && !plan.splices.isEmpty { host.scrollToTop() }
    let shifted = boundEarly.flatMap { bound in
      let firstLater = emittedAt[(bound.emitted + 1)...].min() ?? Int.max
      return bound.rows.compactMap(\.listItem.position).filter { $0 >= firstLater }
    }
    let rebinds = shifted.isEmpty ? plan.rebinds : merged(plan.rebinds, shifted)
    if !rebinds.isEmpty {
      presentation.rebind(rebinds)
      if animating, let highlight = updateAnimation.appearingClass { animator.highlight(plan.rebinds, as: highlight) }
    }
    // A row GTK kept (same item object) may now sit at another index path, which a mapping's
    // condition or update reads: GTK 4.12+ does not bind it again.
    presentation.rebindMovedRows()
    didUpdateContent?(update)
  }
}

/// Sorted positions of both lists, each once.
private func merged(_ a: [Int], _ b: [Int]) -> [Int] { Array(Set(a).union(b)).sorted() }

extension ViewUpdater: @MainActor StorageUpdating {
  /// Applies `update` to the view (the storage calls this; apps do not).
  public func storageDidPerformUpdate(_ update: StorageUpdate) { apply(update) }
}
