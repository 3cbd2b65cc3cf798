import Foundation
import ModelStorage

/// The drop side: where a drop lands, the indicator, and what a drop does.
extension RowDragging {
  /// CSS classes of the drop indicator on the row widget under the pointer.
  static let indicatorClasses: [DropPosition: String] = [
    .before: "gtklistkit-drop-before", .after: "gtklistkit-drop-after", .on: "gtklistkit-drop-into",
  ]

  private var targetWanted: Bool {
    !canMove.isEmpty || dropText != nil || dropFiles != nil || acceptsItemsFromOtherViews
  }

  /// Adds the view's drop target once something can be dropped (again after a view swap), and
  /// tells it the types of handlers registered later.
  func wantTarget() {
    guard targetWanted, let core else { return }
    if targetView == core.host.view, let dropTarget {
      return DragControllers.setDropTypes(dropTarget, strings: dropText != nil, files: dropFiles != nil)
    }
    targetView = core.host.view
    dropTarget = DragControllers.addDropTarget(
      to: core.host.view, strings: dropText != nil, files: dropFiles != nil,
      motion: { [weak self] x, y in self?.motion(x: x, y: y) ?? (false, false) },
      leave: { [weak self] in self?.leave() },
      drop: { [weak self] value, x, y in self?.drop(value, x: x, y: y) ?? false })
  }

  /// The drop location at (`x`, `y`) of the view, the point's place in the row or tile (0...1,
  /// across a row, along a tile), and the widget that shows the indicator.
  private func location(x: Double, y: Double) -> (DropLocation, fraction: Double, row: WidgetPointer?) {
    let end = (DropLocation(indexPath: nil, position: .after), 1.0, WidgetPointer?.none)
    guard let core else { return end }
    if let grid = core.presentation as? SectionedGridRows {
      if let (box, fraction) = DragControllers.tile(in: core.host.view, x: x, y: y),
        let tile = WidgetAttachment.attachment(of: box, as: GridCellBox.self),
        let position = grid.flatPosition(of: tile), let indexPath = core.source.itemIndexPath(at: position)
      {
        return (DropLocation(indexPath: indexPath, position: Self.place(fraction)), fraction, box)
      }
      return gridRowLocation(x: x, y: y, grid: grid) ?? end
    }
    guard let (rowWidget, fraction) = DragControllers.rowWidget(in: core.host.view, x: x, y: y),
      let row = RowWidgets.state(ofRowWidget: rowWidget), let position = row.listItem.position,
      let flat = core.source.layout.row(at: position)
    else { return end }
    switch flat {
    case .item(let indexPath): return (DropLocation(indexPath: indexPath, position: Self.place(fraction)), fraction, rowWidget)
    case .header(let section): return (DropLocation(indexPath: IndexPath(item: 0, section: section), position: .before), 0, rowWidget)
    case .footer(let section):
      let count = core.storage.numberOfItems(inSection: section)
      return (DropLocation(indexPath: IndexPath(item: count, section: section), position: .before), 0, rowWidget)
    }
  }

  /// Off the tiles of a sectioned grid (a header, a footer, the empty slots after a section's
  /// last tile): the drop goes to that section, before its first item (header) or after its last.
  private func gridRowLocation(x: Double, y: Double, grid: SectionedGridRows) -> (DropLocation, fraction: Double, row: WidgetPointer?)? {
    guard let core, let (rowWidget, _) = DragControllers.rowWidget(in: core.host.view, x: x, y: y),
      let position = RowWidgets.state(ofRowWidget: rowWidget)?.listItem.position, let row = grid.layout.row(at: position)
    else { return nil }
    let indexPath: IndexPath
    switch row {
    case .header(let section): indexPath = IndexPath(item: 0, section: section)
    case .items(let section, _), .footer(let section):
      indexPath = IndexPath(item: core.storage.numberOfItems(inSection: section), section: section)
    }
    return (DropLocation(indexPath: indexPath, position: .before), 0, rowWidget)
  }

  private static func place(_ fraction: Double) -> DropPosition {
    fraction < 0.25 ? .before : (fraction > 0.75 ? .after : .on)
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
      let allowed = session.origin === core ? session.movable : acceptsItemsFromOtherViews
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
    guard accepts(location) else { return false }
    switch value {
    case .session(let serial):
      guard let session = DragSession.current, session.serial == serial else { return false }
      return session.origin === core ? reorder(session, to: location, fraction: fraction) : take(session, at: location)
    case .text(let text): return dropText?(text, location) ?? false
    case .files(let uris): return dropFiles?(uris, location) ?? false
    }
  }

  /// Where an item dropped at `location` is inserted (before the removal of a moved item).
  private func insertion(_ location: DropLocation, fraction: Double) -> IndexPath? {
    guard let core else { return nil }
    guard let target = location.indexPath else {
      let last = core.storage.numberOfSections - 1
      return last < 0 ? IndexPath(item: 0, section: 0) : IndexPath(item: core.storage.numberOfItems(inSection: last), section: last)
    }
    let after = location.position == .after || (location.position == .on && fraction >= 0.5)
    return after ? IndexPath(item: target.item + 1, section: target.section) : target
  }

  /// A reorder within the view: `moveItem`, or one move in the memory storage (one splice that
  /// keeps the row's widget and selection). Dropping where it started changes nothing. Several
  /// dragged items are removed and inserted at the drop in one update, and stay selected.
  private func reorder(_ session: DragSession, to location: DropLocation, fraction: Double) -> Bool {
    guard let core, let insertion = insertion(location, fraction: fraction) else { return false }
    let items = session.currentItems(in: core.storage)
    guard let first = items.first else { return false }  // deleted during the drag
    if items.count > 1, moveItem == nil { return reorder(several: items, to: insertion) }
    var destination = insertion
    let source = first.indexPath
    if destination.section == source.section && destination.item > source.item { destination.item -= 1 }
    guard destination != source else { return true }
    if let moveItem { moveItem(source, destination); return true }
    guard let memoryStorage, core.storage as AnyObject === memoryStorage else { return false }
    memoryStorage.moveItem(at: source, to: destination)
    return true
  }

  private func reorder(several items: [(indexPath: IndexPath, model: Any)], to insertion: IndexPath) -> Bool {
    guard let core, let storage = memoryStorage, core.storage as AnyObject === storage else { return false }
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
      if let position = core.source.layout.position(of: target) { _ = core.presentation.selection.select(position) }
    }
    return true
  }

  /// Items dragged from another managed view: inserted here, then removed there. Nothing is lost:
  /// when the insertion fails nothing is removed; the failure goes to the storage's anomaly handler.
  private func take(_ session: DragSession, at location: DropLocation) -> Bool {
    guard let core, let storage = memoryStorage, let origin = session.origin,
      let originStorage = origin.dragging.memoryStorage, core.storage as AnyObject === storage,
      origin.storage as AnyObject === originStorage, let destination = insertion(location, fraction: 0)
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
    guard let core else { return }
    let height = core.host.viewHeight, edge = 40.0
    autoScrollSpeed = y < edge ? -(edge - y) / 2 : (y > height - edge ? (y - (height - edge)) / 2 : 0)
    guard autoScrollSpeed != 0, !autoScrolling else { return }
    autoScrolling = true
    tickAutoScroll()
  }

  private func tickAutoScroll() {
    guard autoScrollSpeed != 0, hovering, let core else { autoScrolling = false; return }
    core.host.scrollBy(autoScrollSpeed)
    MainLoop.after(milliseconds: 30) { [weak self] in self?.tickAutoScroll() }
  }
}
