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

  var link: CoreLink?
  var core: ListManagerCore? { link?.core }
  /// The manager's memory storage: reorders and moves between views apply to it by default.
  // Strong (the manager's own storage, which holds nothing of ours): a weak reference would
  // slow every retain of the storage, one per bind.
  var memoryStorage: MemoryStorage?
  var canMove: [CellClosure<Bool>] = [] { didSet { wantSource(); wantTarget() } }
  var prepare: [CellClosure<DragContent>] = [] { didSet { wantSource() } }
  var begin: [CellClosure<Void>] = []
  var end: [(any ListCell, Any, IndexPath, DragResult) -> Bool] = []
  var moveItem: ((IndexPath, IndexPath) -> Void)?
  var dropText: ((String, DropLocation) -> Bool)? { didSet { wantTarget() } }
  var dropFiles: (([String], DropLocation) -> Bool)? { didSet { wantTarget() } }
  var canDrop: ((DropLocation) -> Bool)?
  var dropEnter: ((DropLocation) -> Void)?
  var dropMotion: ((DropLocation) -> Void)?
  var dropLeave: (() -> Void)?
  var acceptsItemsFromOtherViews = false { didSet { wantTarget() } }

  private(set) var sourceWanted = false
  /// The view that has the drop target (a sectioned grid swaps the view).
  var targetView: WidgetPointer?
  /// Whether the pointer is over the view during a drag (for `dropEnter`).
  var hovering = false
  /// The row widget showing the drop indicator, and its class.
  var indicator: (widget: WidgetPointer, cssClass: String)?
  /// Pixels per tick the view scrolls by while the pointer is near its top or bottom edge.
  var autoScrollSpeed = 0.0
  var autoScrolling = false

  private func wantSource() {
    guard !sourceWanted, !(canMove.isEmpty && prepare.isEmpty), let core else { return }
    sourceWanted = true
    for row in core.rows.bound.values { equip(row) }
  }

  /// Attaches a drag source to a bound row (or, in a sectioned grid, to its tiles) lacking one.
  /// Runs on every bind: inlined there, so a view without drags pays a load.
  @inline(__always) func equip(_ row: RowState) {
    if sourceWanted { attachSource(to: row) }
  }

  private func attachSource(to row: RowState) {
    guard let core else { return }
    if let grid = core.presentation as? SectionedGridRows {
      for tile in row.strip?.cells ?? [] where !tile.draggable {
        tile.draggable = true
        addSource(to: tile.box) { [weak grid, weak tile] in
          guard let tile, let position = grid?.flatPosition(of: tile) else { return nil }
          return (position, tile.slot?.cell)
        }
      }
    } else if !row.draggable, let rowWidget = row.rowWidget {
      row.draggable = true
      addSource(to: rowWidget) { [weak row] in row.flatMap { row in row.listItem.position.map { ($0, row.slot?.cell) } } }
    }
  }

  /// A drag source on `widget`; `resolve` gives its flat position and cell at event time.
  private func addSource(to widget: WidgetPointer, resolve: @escaping @MainActor () -> (Int, (any ListCell)?)?) {
    DragControllers.addDragSource(
      to: widget,
      prepare: { [weak self] _, _ in resolve().flatMap { self?.offer(position: $0.0, cell: $0.1) } },
      begin: { [weak self] in self?.fire(begin: resolve()?.1) },
      end: { [weak self] result in self?.finish(resolve()?.1, result) })
  }

  /// What the item at `position` offers when a drag starts on it (`nil` refuses: nothing to
  /// move or offer).
  private func offer(position: Int, cell: (any ListCell)?) -> DragOffer? {
    guard let core, let indexPath = core.source.itemIndexPath(at: position),
      let model = core.source.content(at: position)?.model, let cell
    else { return nil }
    let movable = canMove.lazy.compactMap { $0(cell, model, indexPath) }.first ?? false
    let content = prepare.lazy.compactMap { $0(cell, model, indexPath) }.first
    guard movable || content != nil || acceptsItemsFromOtherViews else { return nil }
    // Dragging one of several selected rows drags them all.
    let selected = core.presentation.selection.selectedPositions.compactMap { core.source.itemIndexPath(at: $0) }
    let items: [(IndexPath, Any)] =
      selected.count > 1 && selected.contains(indexPath)
      ? selected.compactMap { path in core.storage.item(at: path).map { (path, $0) } } : [(indexPath, model)]
    let session = DragSession(origin: core, indexPath: indexPath, model: model, items: items, movable: movable)
    DragSession.current = session
    var offer = DragOffer(serial: session.serial)
    switch content {
    case .text(let text): offer.text = text
    case .uris(let uris): offer.uriList = uris.joined(separator: "\r\n") + "\r\n"
    case nil: break
    }
    return offer
  }

  private func fire(begin cell: (any ListCell)?) {
    guard let session = DragSession.current, session.origin === core, let cell else { return }
    _ = begin.lazy.compactMap { $0(cell, session.model, session.indexPath) }.first
  }

  private func finish(_ cell: (any ListCell)?, _ result: DragResult) {
    if let session = DragSession.current, session.origin === core, let cell {
      _ = end.first { $0(cell, session.model, session.indexPath, result) }
    }
    DragSession.current = nil
    clearIndicator()
  }
}
