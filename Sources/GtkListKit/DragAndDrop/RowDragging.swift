import Foundation
import ModelStorage

/// Drag and drop of a manager's rows: a `GtkDragSource` on each row widget once a mapping
/// registers `canMove` or `dragPrepare`, and a `GtkDropTarget` on the view once something
/// can be dropped (reordering, `dropText`, `dropFiles`, items from other views). Nothing is
/// attached before. Positions, models and cells are resolved at event time; the drag events
/// are asked of the mapping of the dragged row's cell.
@MainActor
final class RowDragging {
  let host: ListBaseView
  let source: ContentSource
  let rows: RowRegistry
  let presentations: PresentationOwner
  var presentation: RowPresentation { presentations.current }
  /// The manager's memory storage: reorders and moves between views apply to it by default.
  // Strong (the manager's own storage, which holds nothing of ours): a weak reference would
  // slow every retain of the storage, one per bind.
  var memoryStorage: MemoryStorage?
  var move: ((IndexPath, IndexPath) -> Void)?
  var dropText: ((String, DropLocation) -> Bool)? { didSet { wantTarget() } }
  var dropFiles: (([String], DropLocation) -> Bool)? { didSet { wantTarget() } }
  var canDrop: ((DropLocation) -> Bool)?
  var dropEnter: ((DropLocation) -> Void)?
  var dropMotion: ((DropLocation) -> Void)?
  var dropLeave: (() -> Void)?
  var acceptsItemsFromOtherViews = false { didSet { wantTarget() } }

  private(set) var sourceWanted = false
  /// Whether a mapping registered `canMove`: reorders need the drop target.
  private(set) var moveWanted = false
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

  /// A mapping registered a drag event: the first `canMove` or `dragPrepare` attaches the drag
  /// sources, the first `canMove` the drop target too.
  func eventRegistered(_ event: MappingEvent) {
    if event == .canMove && !moveWanted {
      moveWanted = true
      wantTarget()
    }
    guard event == .canMove || event == .dragPrepare, !sourceWanted else { return }
    sourceWanted = true
    for row in rows.boundCells { equip(row) }
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
        guard let site, let position = presentations.current.position(of: site), let slot = site.slot else {
          return nil
        }
        return (position, slot)
      }
    }
  }

  /// A drag source on `widget`; `resolve` gives its flat position and cell at event time.
  private func addSource(to widget: WidgetPointer, resolve: @escaping @MainActor () -> (Int, CellSlot)?) {
    DragControllers.addDragSource(
      to: widget,
      prepare: { [weak self] _, _ in resolve().flatMap { self?.offer(position: $0.0, slot: $0.1) } },
      begin: { [weak self] in
        guard let self, let session = DragSession.current, session.origin === self else { return nil }
        fire(begin: session)
        return { [weak self] result in self?.finish(session, result) }
      })
  }

  /// What the item at `position` offers when a drag starts on it, as its cell's mapping answers
  /// (`nil` refuses: nothing to move or offer).
  private func offer(position: Int, slot: CellSlot) -> DragOffer? {
    guard let indexPath = source.itemIndexPath(at: position), let row = source.content(at: position) else {
      return nil
    }
    // Events get the index path the row's events report (a tree node's path).
    let model = row.model, eventPath = row.indexPath
    let mapping = slot.mapping, cell = slot.cell
    let movable: Bool = mapping.ask(.canMove, cell: cell, model: model, at: eventPath) ?? false
    let answer: DragContent?? = mapping.ask(.dragPrepare, cell: cell, model: model, at: eventPath)
    let content = answer ?? nil
    guard movable || content != nil || acceptsItemsFromOtherViews else { return nil }
    // Dragging one of several selected rows drags them all.
    let selected = presentation.selection.selectedPositions.compactMap { source.itemIndexPath(at: $0) }
    let items: [(IndexPath, Any)] =
      selected.count > 1 && selected.contains(indexPath)
      ? selected.compactMap { path in source.storage.item(at: path).map { (path, $0) } } : [(indexPath, model)]
    let session = DragSession(
      origin: self, indexPath: indexPath, eventIndexPath: eventPath, model: model, mapping: mapping, cell: cell,
      items: items, movable: movable)
    DragSession.current = session
    var offer = DragOffer(serial: session.serial)
    switch content {
    case .text(let text): offer.text = text
    case .uris(let uris): offer.uriList = uris.joined(separator: "\r\n") + "\r\n"
    case nil: break
    }
    return offer
  }

  /// The storage changed (`update`; `nil`: reloaded): a drag that began here follows its items.
  func storageDidChange(_ update: StorageUpdate?) {
    if let session = DragSession.current, session.origin === self { session.follow(update) }
  }

  private func fire(begin session: DragSession) {
    session.mapping.fire(.dragBegin, cell: session.cell, model: session.model, at: session.eventIndexPath)
  }

  /// The end of a drag that began here: exactly once per drag, whatever the storage did
  /// meanwhile (the session keeps the mapping and cell the drag began with).
  /// A drop a managed view refused ends cancelled.
  private func finish(_ session: DragSession, _ result: DragOutcome) {
    let outcome = session.refused ? DragOutcome.cancelled : result
    session.mapping.fire(
      .dragEnd, cell: session.cell, model: session.model, at: session.eventIndexPath, with: outcome)
    if DragSession.current === session { DragSession.current = nil }
    clearIndicator()
  }
}
