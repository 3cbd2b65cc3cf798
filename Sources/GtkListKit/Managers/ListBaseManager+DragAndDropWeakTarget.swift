import Foundation

/// Weak-target forms of the drag and drop closures: `target` is held weakly and handed back
/// strongly as the first argument; once it is gone the closure is not called (a drag is then
/// refused and a drop not taken).
extension ListBaseManager {
  public func canMove<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Bool
  ) { canMove(cellType) { [weak target] cell, model, indexPath in target.map { closure($0, cell, model, indexPath) } ?? false } }

  public func moveItem<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, IndexPath, IndexPath) -> Void) {
    moveItem { [weak target] from, to in target.map { closure($0, from, to) } }
  }

  public func dragPrepare<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target,
    _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> DragContent?
  ) { dragPrepare(cellType) { [weak target] cell, model, indexPath in target.flatMap { closure($0, cell, model, indexPath) } } }

  public func dragBegin<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { dragBegin(cellType) { [weak target] cell, model, indexPath in _ = target.map { closure($0, cell, model, indexPath) } } }

  public func dragEnd<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target,
    _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath, DragOutcome) -> Void
  ) { dragEnd(cellType) { [weak target] cell, model, indexPath, result in
      _ = target.map { closure($0, cell, model, indexPath, result) }
    } }

  public func dropText<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, String, DropLocation) -> Bool) {
    dropText { [weak target] text, location in target.map { closure($0, text, location) } ?? false }
  }

  public func dropFiles<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, [String], DropLocation) -> Bool) {
    dropFiles { [weak target] uris, location in target.map { closure($0, uris, location) } ?? false }
  }

  public func canDrop<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, DropLocation) -> Bool) {
    canDrop { [weak target] location in target.map { closure($0, location) } ?? false }
  }

  public func dropEnter<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, DropLocation) -> Void) {
    dropEnter { [weak target] location in _ = target.map { closure($0, location) } }
  }

  public func dropMotion<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, DropLocation) -> Void) {
    dropMotion { [weak target] location in _ = target.map { closure($0, location) } }
  }

  public func dropLeave<Target: AnyObject>(on target: Target, _ closure: @escaping (Target) -> Void) {
    dropLeave { [weak target] in _ = target.map { closure($0) } }
  }
}
