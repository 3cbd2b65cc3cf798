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
  /// CSS class put on a row container bound right after its row was inserted. The manager's
  /// stylesheet fades it in; style `.gtklistkit-inserted` yourself for another effect.
  public static let insertedRowCSSClass = "gtklistkit-inserted"
  /// Length of the fade-in; the class is removed shortly after.
  public static let insertionAnimationMilliseconds = 200

  /// Called before an update is applied (`nil` for a full reload).
  public var willUpdateContent: ((StorageUpdate?) -> Void)?
  /// Called after an update was applied (`nil` for a full reload).
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
  /// Whether rows inserted by an update fade in (CSS class ``insertedRowCSSClass``).
  /// Costs no extra frame: the class is set during the bind GTK does anyway.
  public var animateInsertions = true {
    didSet { if animateInsertions { Stylesheet.install() } }
  }

  private let source: ContentSource
  private let listModel: ItemsChangedSink
  private let host: ListHost
  private let registry: MappingRegistry
  private let statistics: ListStatistics
  private let anomalies: GtkListKitAnomalyHandler
  /// How GTK's rows present the flat list (set once more when a grid gets sections).
  var presentation: RowPresentation
  let animator: InsertionAnimator

  init(
    source: ContentSource, listModel: ItemsChangedSink, host: ListHost, registry: MappingRegistry,
    presentation: RowPresentation, animator: InsertionAnimator, statistics: ListStatistics,
    anomalies: GtkListKitAnomalyHandler
  ) {
    self.source = source
    self.listModel = listModel
    self.host = host
    self.registry = registry
    self.presentation = presentation
    self.animator = animator
    self.statistics = statistics
    self.anomalies = anomalies
    Stylesheet.install()
  }

  /// Reloads the whole view from the storage, calling `willUpdateContent` / `didUpdateContent`.
  public func storageNeedsReloading() { reload() }

  /// Tells GTK everything changed: remove-all then add-all, the cheap form on GTK 4.8.
  func reload() {
    let old = listModel.count
    presentation.reload(to: makeLayout())
    (presentation.selection as? GridSelection)?.forget()  // as GTK's own selection, lost with the rows
    let rows = presentation.rowCount
    var splices: [ItemsChangedSplice] = []
    if old > 0 { splices.append(ItemsChangedSplice(position: 0, removed: old, added: 0)) }
    if rows > 0 { splices.append(ItemsChangedSplice(position: 0, removed: 0, added: rows)) }
    emit(ItemsChangedPlan(splices: splices), update: nil)
  }

  /// Reloads when the flat rows changed shape (a header mapping was registered, for example).
  func reloadIfLayoutChanged() {
    if makeLayout() != source.layout { reload() }
  }

  private func makeLayout() -> FlatLayout {
    source.makeLayout(headers: registry.hasMapping(for: .header), footers: registry.hasMapping(for: .footer))
  }

  /// Applies one storage update.
  func apply(_ update: StorageUpdate) {
    // A view never shown has no scroll position or widgets to keep: a reload also puts it at
    // its first row (an insert above GTK's scroll anchor would otherwise scroll it away).
    if !host.isMapped && (!animateChangesOffScreen || !host.wasEverMapped) { return reload() }
    let layout = makeLayout()
    let planned = animateMoveAsDeleteAndInsert ? update.movesAsDeletesAndInserts() : update
    let plan = ItemsChangedPlanner.plan(for: planned, from: source.layout, to: layout)
    emit(presentation.translate(plan, to: layout), update: update)
  }

  /// Emits a plan in GTK rows: each splice (the count GTK reads follows every emission), then
  /// the in-place rebinds. The presentation already holds the final layout: splices come in
  /// ascending order, so rows GTK binds between two emissions sit where the final layout holds.
  private func emit(_ plan: ItemsChangedPlan, update: StorageUpdate?) {
    willUpdateContent?(update)
    registry.forgetLookups()  // a condition may have been set since the last lookup
    let pinToTop = keepsTopVisible && host.isMapped && host.isScrolledToTop
    presentation.selection.updateWillApply()
    if animateInsertions && presentation is FlatRows { animator.expect(plan) }
    for splice in plan.splices {
      statistics.itemsChangedEmissions += 1
      listModel.splice(splice)
    }
    if listModel.count != presentation.rowCount {
      anomalies.reportAnomaly(.itemsChangedCountMismatch(emitted: listModel.count, storage: presentation.rowCount))
      // Remove-all then add-all: the cheap full replacement on GTK 4.8.
      listModel.splice(ItemsChangedSplice(position: 0, removed: listModel.count, added: 0))
      listModel.splice(ItemsChangedSplice(position: 0, removed: 0, added: presentation.rowCount))
      statistics.itemsChangedEmissions += 2
    }
    presentation.selection.updateDidApply()
    if pinToTop && !plan.splices.isEmpty { host.scrollToTop() }
    if !plan.rebinds.isEmpty { presentation.rebind(plan.rebinds) }
    didUpdateContent?(update)
  }
}

extension ViewUpdater: @MainActor StorageUpdating {
  public func storageDidPerformUpdate(_ update: StorageUpdate) { apply(update) }
}
