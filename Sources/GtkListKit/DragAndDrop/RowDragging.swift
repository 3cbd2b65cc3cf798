import Foundation
import ModelStorage

/// Drag and drop of a manager's rows: a `GtkDragSource` on each row widget once a `canMove`
/// or `dragPrepare` closure is registered, and a `GtkDropTarget` on the view once something
/// can be dropped (reordering, `dropText`, `dropFiles`, items from other views). Nothing is
/// attached before. Positions, models and cells are resolved at event time.
@MainActor
final class RowDragging {
  /// A closure of a registration: `nil` when the cell or model is not of its type.
  typealias CellClosure<Result> = (any ListCell, Any, IndexPath) -> Result?

  let host: ListBaseView
  let source: ContentSource
  let rows: RowRegistry
  let presentations: PresentationOwner
  var presentation: RowPresentation { presentations.current }
  /// The manager's memory storage: reorders and moves between views apply to it by default.
  // Strong (the manager's own storage, which holds nothing of ours): a weak reference would
  // slow every retain of the storage, one per bind.
  var memoryStorage: MemoryStorage?
  var canMove: [CellClosure<Bool>] = [] { didSet { wantSource(); wantTarget() } }
  var prepare: [CellClosure<DragContent>] = [] { didSet { wantSource() } }
  var begin: [CellClosure<Void>] = []
  var end: [(any ListCell, Any, IndexPath, DragOutcome) -> Bool] = []
  var moveItem: ((IndexPath, IndexPath) -> Void)?
  var dropText: ((String, DropLocation) -> Bool)? { didSet { wantTarget() } }
  var dropFiles: (([String], DropLocation) -> Bool)? { didSet { wantTarget() } }
  var canDrop: ((DropLocation) -> Bool)?
  var dropEnter: ((DropLocation) -> Void)?
  var dropMotion: ((DropLocation) -> Void)?
  var dropLeave: (() -> Void)?
  var acceptsItemsFromOtherViews = false { didSet { wantTarget() } }

  private(set) var sourceWanted = false
  /// The view that has the drop target (a sectioned grid swaps the view), and the target.
  var targetView: WidgetPointer?
  var dropTarget: DropTarget?
  /// Whether the pointer is over the view during a drag (for `dropEnter`).
  var hovering = false
  /// The row widget showing the drop indicator, its class, and whether it still exists (an
  /// update may destroy the row under the pointer).
  var indicator: (widget: WidgetPointer, cssClass: String, liveness: ObjectLiveness)?
  /// Pixels per tick the view scrolls by while the pointer is near its top or bottom edge.
  var autoScrollSpeed = 0.0
  var autoScrolling = false

  init(host: ListBaseView, source: ContentSource, rows: RowRegistry, presentations: PresentationOwner) {
    self.host = host
    self.source = source
    self.rows = rows
    self.presentations = presentations
  }

  private func wantSource() {
    guard !sourceWanted, !(canMove.isEmpty && prepare.isEmpty) else { return }
    sourceWanted = true
    for row in rows.bound.values { equip(row) }
  }

  /// Attaches a drag source to a bound row (or, in a sectioned grid, to its tiles) lacking one.
  /// Runs on every bind: inlined there, so a view without drags pays a load.
  @inline(__always) func equip(_ row: RowState) {
    if sourceWanted { attachSource(to: row) }
  }

  private func attachSource(to row: RowState) {
    let presentations = presentations
    presentation.forEachSite(of: row) { site in
      guard !site.draggable, let widget = site.siteWidget else { return }
      site.draggable = true
      addSource(to: widget) { [weak site] in
        guard let site, let position = presentations.current.position(of: site) else { return nil }
        return (position, site.slot?.cell)
      }
    }
  }

  /// A drag source on `widget`; `resolve` gives its flat position and cell at event time.
  private func addSource(to widget: WidgetPointer, resolve: @escaping @MainActor () -> (Int, (any ListCell)?)?) {
    DragControllers.addDragSource(
      to: widget,
      prepare: { [weak self] _, _ in resolve().flatMap { self?.offer(position: $0.0, cell: $0.1) } },
      begin: { [weak self] in
        guard let self, let session = DragSession.current, session.origin === self else { return nil }
        fire(begin: session)
        return { [weak self] result in self?.finish(session, result) }
      })
  }

  /// What the item at `position` offers when a drag starts on it (`nil` refuses: nothing to
  /// move or offer).
  private func offer(position: Int, cell: (any ListCell)?) -> DragOffer? {
    guard let indexPath = source.itemIndexPath(at: position), let model = source.content(at: position)?.model,
      let cell
    else { return nil }
    let movable = Self.firstAnswer(canMove) { $0(cell, model, indexPath) } ?? false
    let content = Self.firstAnswer(prepare) { $0(cell, model, indexPath) }
    guard movable || content != nil || acceptsItemsFromOtherViews else { return nil }
    // Dragging one of several selected rows drags them all.
    let selected = presentation.selection.selectedPositions.compactMap { source.itemIndexPath(at: $0) }
    let items: [(IndexPath, Any)] =
      selected.count > 1 && selected.contains(indexPath)
      ? selected.compactMap { path in source.storage.item(at: path).map { (path, $0) } } : [(indexPath, model)]
    let session = DragSession(
      origin: self, indexPath: indexPath, model: model, cell: cell, items: items, movable: movable)
    DragSession.current = session
    var offer = DragOffer(serial: session.serial)
    switch content {
    case .text(let text): offer.text = text
    case .uris(let uris): offer.uriList = uris.joined(separator: "\r\n") + "\r\n"
    case nil: break
    }
    return offer
  }

  /// The answer of the first registration whose types match (each closure runs at most once).
  private static func firstAnswer<Closure, Answer>(_ closures: [Closure], _ ask: (Closure) -> Answer?) -> Answer? {
    for closure in closures { if let answer = ask(closure) { return answer } }
    return nil
  }

  private func fire(begin session: DragSession) {
    _ = Self.firstAnswer(begin) { $0(session.cell, session.model, session.indexPath) }
  }

  /// The end of a drag that began here: exactly once per drag, whatever the storage did meanwhile.
  private func finish(_ session: DragSession, _ result: DragOutcome) {
    _ = end.first { $0(session.cell, session.model, session.indexPath, result) }
    if DragSession.current === session { DragSession.current = nil }
    clearIndicator()
  }
}
