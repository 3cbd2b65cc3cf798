import Foundation
import ModelStorage

/// The drop side: where a drop lands, the indicator, and what a drop does.
extension RowDragging {
  /// CSS classes of the drop indicator on the row widget or tile under the pointer.
  static let indicatorClasses: [DropPosition: String] = [
    .before: "gtklistkit-drop-before", .after: "gtklistkit-drop-after", .on: "gtklistkit-drop-into",
  ]

  private var targetWanted: Bool {
    moveWanted || dropText != nil || dropFiles != nil || acceptsItemsFromOtherViews
  }

  /// Adds the view's drop target once something can be dropped (again after a view swap), and
  /// tells it the types of handlers registered later.
  func wantTarget() {
    guard targetWanted else { return }
    if targetView == host.view, let dropTarget {
      return DragControllers.setDropTypes(dropTarget, strings: dropText != nil, files: dropFiles != nil)
    }
    targetView = host.view
    dropTarget = DragControllers.addDropTarget(
      to: host.view, strings: dropText != nil, files: dropFiles != nil,
      motion: { [weak self] x, y in self?.motion(x: x, y: y) ?? (false, false) },
      leave: { [weak self] in self?.leave() },
      drop: { [weak self] value, x, y in self?.drop(value, x: x, y: y) ?? false })
  }

  /// The drop location at (`x`, `y`) of the view, the point's place in the row or tile, and
  /// the widget that shows the indicator (after the last item when over no row).
  private func location(x: Double, y: Double) -> (DropLocation, fraction: Double, row: WidgetPointer?) {
    presentation.dropTarget(x: x, y: y, in: host.view) ?? (DropLocation(indexPath: nil, position: .after), 1.0, nil)
  }

  private func motion(x: Double, y: Double) -> (accept: Bool, move: Bool) {
    autoScroll(near: y)
    let (location, _, row) = self.location(x: x, y: y)
    if !hovering { hovering = true; dropEnter?(location) }
    dropMotion?(location)
    let accepted = accepts(location)
    setIndicator(accepted ? row : nil, Self.indicatorClasses[location.position])
    return (accepted, DragSession.current != nil)
  }

  private func accepts(_ location: DropLocation) -> Bool {
    if let session = DragSession.current {
      let allowed = session.origin === self ? session.movable : acceptsItemsFromOtherViews
      guard allowed else { return false }
    } else if dropText == nil && dropFiles == nil {
      return false
    }
    return canDrop?(location) ?? true
  }

  private func leave() {
    hovering = false
    autoScrollSpeed = 0
    clearIndicator()
    dropLeave?()
  }

  private func drop(_ value: DroppedValue, x: Double, y: Double) -> Bool {
    let (location, fraction, _) = self.location(x: x, y: y)
    leave()
    if case .session(let serial) = value {
      guard let session = DragSession.current, session.serial == serial else { return false }
      let taken =
        accepts(location)
        && (session.origin === self ? reorder(session, to: location, fraction: fraction) : take(session, at: location))
      // GTK ends a refused drop with the negotiated action all the same (X11's `dnd-finished`).
      if !taken { session.refused = true }
      return taken
    }
    guard accepts(location) else { return false }
    switch value {
    case .session: return false
    case .text(let text): return dropText?(text, location) ?? false
    case .files(let uris): return dropFiles?(uris, location) ?? false
    }
  }

  /// Where an item dropped at `location` is inserted (before the removal of a moved item).
  private func insertion(_ location: DropLocation, fraction: Double) -> IndexPath? {
    let storage = source.storage
    guard let target = location.indexPath else {
      let last = storage.numberOfSections - 1
      return last < 0
        ? IndexPath(item: 0, section: 0) : IndexPath(item: storage.numberOfItems(inSection: last), section: last)
    }
    let after = location.position == .after || (location.position == .on && fraction >= 0.5)
    return after ? IndexPath(item: target.item + 1, section: target.section) : target
  }

  /// A reorder within the view: the presentation's own (a tree moves nodes), the manager's
  /// `move` closure, or one move in the memory storage (one splice that keeps the row's widget
  /// and selection). Dropping where it started changes nothing. Several dragged items are
  /// removed and inserted at the drop in one update, and stay selected.
  private func reorder(_ session: DragSession, to location: DropLocation, fraction: Double) -> Bool {
    if let moved = presentation.drop(session.items.map(\.model), at: location, fraction: fraction) { return moved }
    guard let insertion = insertion(location, fraction: fraction) else { return false }
    let items = session.currentItems(in: source.storage)
    guard let first = items.first else { return false }  // deleted during the drag
    if items.count > 1, move == nil { return reorder(several: items, to: insertion) }
    var destination = insertion
    let origin = first.indexPath
    if destination.section == origin.section && destination.item > origin.item { destination.item -= 1 }
    guard destination != origin else { return true }
    if let move { move(origin, destination); return true }
    guard let memoryStorage, source.storage as AnyObject === memoryStorage else { return false }
    memoryStorage.moveItem(at: origin, to: destination)
    return true
  }

  private func reorder(several items: [(indexPath: IndexPath, model: Any)], to insertion: IndexPath) -> Bool {
    guard let storage = memoryStorage, source.storage as AnyObject === storage else { return false }
    // Items above the drop in its section shift it up once they are removed.
    let above = items.filter { $0.indexPath.section == insertion.section && $0.indexPath.item < insertion.item }.count
    let start = IndexPath(item: insertion.item - above, section: insertion.section)
    let targets = items.indices.map { IndexPath(item: start.item + $0, section: start.section) }
    do {
      try storage.performUpdates { () throws(ModelStorageAnomaly) in
        try storage.removeItems(at: items.map(\.indexPath))
        try storage.insertItems(items.map(\.model), at: targets)
      }
    } catch {
      storage.anomalyHandler.reportAnomaly(error)
      return false
    }
    for target in targets {
      if let position = source.layout.position(of: target) { _ = presentation.selection.select(position) }
    }
    return true
  }

  /// Items dragged from another managed view: inserted here, then removed there. Nothing is lost:
  /// when the insertion fails nothing is removed; the failure goes to the storage's anomaly handler.
  private func take(_ session: DragSession, at location: DropLocation) -> Bool {
    guard let storage = memoryStorage, let origin = session.origin,
      let originStorage = origin.memoryStorage, source.storage as AnyObject === storage,
      origin.source.storage as AnyObject === originStorage, let destination = insertion(location, fraction: 0)
    else { return false }
    let items = session.currentItems(in: originStorage)
    guard !items.isEmpty else { return false }  // deleted during the drag
    let models = items.map { $0.model }
    do {
      if destination.section >= storage.numberOfSections {
        storage.addItems(models, toSection: destination.section)
      } else {
        let targets = models.indices.map { IndexPath(item: destination.item + $0, section: destination.section) }
        try storage.insertItems(models, at: targets)
      }
    } catch {
      Self.report(error, to: storage)
      return false
    }
    do {
      try originStorage.removeItems(at: items.map { $0.indexPath })
    } catch {
      Self.report(error, to: originStorage)
    }
    return true
  }

  /// A storage failure of a drop goes where the storage reports its own.
  private static func report(_ error: any Error, to storage: MemoryStorage) {
    storage.anomalyHandler.reportAnomaly(error as? ModelStorageAnomaly ?? .invalidUpdate("drop: \(error)"))
  }

  func setIndicator(_ row: WidgetPointer?, _ cssClass: String?) {
    if let indicator, indicator.widget == row, indicator.cssClass == cssClass { return }
    clearIndicator()
    guard let row, let cssClass else { return }
    DragControllers.mark(row, removing: nil, adding: cssClass)
    indicator = (row, cssClass, ObjectLiveness(widget: row))
  }

  func clearIndicator() {
    guard let indicator else { return }
    self.indicator = nil
    if indicator.liveness.isAlive { DragControllers.mark(indicator.widget, removing: indicator.cssClass, adding: nil) }
  }

  /// Near the top or bottom edge (40 px), the view scrolls while the pointer stays there.
  private func autoScroll(near y: Double) {
    let height = host.viewHeight, edge = 40.0
    autoScrollSpeed = y < edge ? -(edge - y) / 2 : (y > height - edge ? (y - (height - edge)) / 2 : 0)
    guard autoScrollSpeed != 0, !autoScrolling else { return }
    autoScrolling = true
    tickAutoScroll()
  }

  private func tickAutoScroll() {
    guard autoScrollSpeed != 0, hovering else { autoScrolling = false; return }
    host.scrollBy(autoScrollSpeed)
    MainLoop.after(milliseconds: 30) { [weak self] in self?.tickAutoScroll() }
  }
}
