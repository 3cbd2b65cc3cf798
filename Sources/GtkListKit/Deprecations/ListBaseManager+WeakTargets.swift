import Foundation
import ModelStorage
internal import WeakDelegate

// The `on target:` overloads the first public API had, one per event: removed when WeakDelegate's
// `weakly(target) { me, ... }` replaced all of them (CHANGELOG, "one event system"). They stay for
// one release as deprecated forwarders, so code written against them builds with a warning that
// names the replacement. The closure still gets the target first; once the target is gone,
// events that answer get the answer GtkListKit's own default gives.
extension ListBaseManager {
  /// Deprecated: `willDisplay(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use willDisplay(Cell.self, weakly(self) { me, cell, model, indexPath in ... })")
  public func willDisplay<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { willDisplay(cellType, weakly(target, closure)) }

  /// Deprecated: `didEndDisplaying(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated, message: "use didEndDisplaying(Cell.self, weakly(self) { me, cell, model, indexPath in ... })"
  )
  public func didEndDisplaying<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { didEndDisplaying(cellType, weakly(target, closure)) }

  /// Deprecated: `sizeForCell(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated,
    message: "use sizeForCell(Cell.self, weakly(self, default: CellSize()) { me, model, indexPath in ... })"
  )
  public func sizeForCell<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell.ModelType, IndexPath) -> CellSize
  ) { sizeForCell(cellType, weakly(target, default: CellSize(), closure)) }

  /// Deprecated: `canMove(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated, message: "use canMove(Cell.self, weakly(self, default: false) { me, cell, model, indexPath in ... })"
  )
  public func canMove<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Bool
  ) { canMove(cellType, weakly(target, default: false, closure)) }

  /// Deprecated: `dragPrepare(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated,
    message: "use dragPrepare(Cell.self, weakly(self, default: nil) { me, cell, model, indexPath in ... })"
  )
  public func dragPrepare<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target,
    _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> DragContent?
  ) { dragPrepare(cellType, weakly(target, default: nil, closure)) }

  /// Deprecated: `dragBegin(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use dragBegin(Cell.self, weakly(self) { me, cell, model, indexPath in ... })")
  public func dragBegin<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { dragBegin(cellType, weakly(target, closure)) }

  /// Deprecated: `dragEnd(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated, message: "use dragEnd(Cell.self, weakly(self) { me, cell, model, indexPath, outcome in ... })"
  )
  public func dragEnd<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target,
    _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath, DragOutcome) -> Void
  ) { dragEnd(cellType, weakly(target, closure)) }

  /// Deprecated: `dropText(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use dropText(weakly(self, default: false) { me, text, location in ... })")
  public func dropText<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, String, DropLocation) -> Bool
  ) {
    dropText(weakly(target, default: false, closure))
  }

  /// Deprecated: `dropFiles(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use dropFiles(weakly(self, default: false) { me, uris, location in ... })")
  public func dropFiles<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, [String], DropLocation) -> Bool
  ) {
    dropFiles(weakly(target, default: false, closure))
  }

  /// Deprecated: `canDrop(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use canDrop(weakly(self, default: false) { me, location in ... })")
  public func canDrop<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, DropLocation) -> Bool) {
    canDrop(weakly(target, default: false, closure))
  }

  /// Deprecated: `dropEnter(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use dropEnter(weakly(self) { me, location in ... })")
  public func dropEnter<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, DropLocation) -> Void) {
    dropEnter(weakly(target, closure))
  }

  /// Deprecated: `dropMotion(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use dropMotion(weakly(self) { me, location in ... })")
  public func dropMotion<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, DropLocation) -> Void) {
    dropMotion(weakly(target, closure))
  }

  /// Deprecated: `dropLeave(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use dropLeave(weakly(self) { me in ... })")
  public func dropLeave<Target: AnyObject>(on target: Target, _ closure: @escaping (Target) -> Void) {
    dropLeave(weakly(target, closure))
  }

  /// Deprecated: `contextMenu(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated,
    message: "use contextMenu(Cell.self, weakly(self, default: nil) { me, cell, model, indexPath in ... })"
  )
  public func contextMenu<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target,
    _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> ContextMenu?
  ) { contextMenu(cellType, weakly(target, default: nil, closure)) }

  /// Deprecated: `queryTooltip(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated,
    message: "use queryTooltip(Cell.self, weakly(self, default: nil) { me, cell, model, indexPath in ... })"
  )
  public func queryTooltip<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target,
    _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> RowTooltip?
  ) { queryTooltip(cellType, weakly(target, default: nil, closure)) }

  /// Deprecated: `didReachEnd(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didReachEnd(weakly(self) { me in ... })")
  public func didReachEnd<Target: AnyObject>(on target: Target, _ closure: @escaping (Target) -> Void) {
    didReachEnd(weakly(target, closure))
  }

  /// Deprecated: `selectionDidChange(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use selectionDidChange(weakly(self) { me, change in ... })")
  public func selectionDidChange<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, SelectionChange) -> Void
  ) {
    selectionDidChange(weakly(target, closure))
  }

  /// Deprecated: `shouldSelect(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated,
    message: "use shouldSelect(Cell.self, weakly(self, default: true) { me, cell, model, indexPath in ... })"
  )
  public func shouldSelect<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Bool
  ) { shouldSelect(cellType, weakly(target, default: true, closure)) }

  /// Deprecated: `shouldDeselect(Cell.self, weakly(target) { me, ... })`.
  @available(
    *, deprecated,
    message: "use shouldDeselect(Cell.self, weakly(self, default: true) { me, cell, model, indexPath in ... })"
  )
  public func shouldDeselect<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Bool
  ) { shouldDeselect(cellType, weakly(target, default: true, closure)) }

  /// Deprecated: `setup(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use setup(Cell.self, weakly(self) { me, cell in ... })")
  public func setup<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell) -> Void
  ) { setup(cellType, weakly(target, closure)) }

  /// Deprecated: `teardown(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use teardown(Cell.self, weakly(self) { me, cell in ... })")
  public func teardown<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell) -> Void
  ) { teardown(cellType, weakly(target, closure)) }

  /// Deprecated: `didSelect(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didSelect(Cell.self, weakly(self) { me, cell, model, indexPath in ... })")
  public func didSelect<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { didSelect(cellType, weakly(target, closure)) }

  /// Deprecated: `didDeselect(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didDeselect(Cell.self, weakly(self) { me, cell, model, indexPath in ... })")
  public func didDeselect<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { didDeselect(cellType, weakly(target, closure)) }

  /// Deprecated: `activate(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use activate(Cell.self, weakly(self) { me, cell, model, indexPath in ... })")
  public func activate<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { activate(cellType, weakly(target, closure)) }

  /// Deprecated: `bind(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use bind(Cell.self, weakly(self) { me, cell, model, indexPath in ... })")
  public func bind<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { bind(cellType, weakly(target, closure)) }

  /// Deprecated: `unbind(Cell.self, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use unbind(Cell.self, weakly(self) { me, cell, model, indexPath in ... })")
  public func unbind<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { unbind(cellType, weakly(target, closure)) }

  /// Deprecated: `rowAction(name, weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use rowAction(name, weakly(self) { me, indexPath, model in ... })")
  public func rowAction<Target: AnyObject>(
    _ name: String, on target: Target, _ handler: @escaping (Target, IndexPath, Any) -> Void
  ) { rowAction(name, weakly(target, handler)) }

  /// Deprecated: `move(weakly(target) { me, from, to in ... })` (the reorder closure was `moveItem`).
  @available(*, deprecated, message: "use move(weakly(self) { me, from, to in ... })")
  public func moveItem<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, IndexPath, IndexPath) -> Void
  ) {
    move(weakly(target, closure))
  }
}
