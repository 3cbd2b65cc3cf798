import Foundation
import WeakDelegate

extension ListBaseManager {
  /// Called for every selection change, a gesture's or `select(_:)`'s, with every item it
  /// selected and deselected, including items whose rows are not realized (Ctrl+A, a long
  /// Shift range). `didSelect` / `didDeselect` fire only for gestures, on realized cells
  /// (UIKit's rule); this is the one to use for a selection count or a toolbar. Costs nothing
  /// until set.
  public func selectionDidChange(_ closure: @escaping (SelectionChange) -> Void) {
    core.selectionDidChange = closure
  }

  /// `selectionDidChange` with `target` held weakly.
  public func selectionDidChange<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, SelectionChange) -> Void
  ) {
    let delegate = Delegate<SelectionChange, Void>()
    delegate.delegate(on: target) { target, change in closure(target, change) }
    selectionDidChange { change in delegate.call(change) }
  }

  /// `shouldDeselect` for every mapping of `Cell`: asked before a gesture deselects a realized
  /// row; `false` keeps it selected.
  public func shouldDeselect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
  ) { attach(cellType, .shouldDeselect) { $0.shouldDeselect(closure) } }

  /// `shouldSelect` for every mapping of `Cell`, with `target` held weakly.
  public func shouldSelect<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Bool
  ) { attach(cellType, .shouldSelect) { $0.shouldSelect(on: target, closure) } }

  /// `shouldDeselect` for every mapping of `Cell`, with `target` held weakly.
  public func shouldDeselect<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Bool
  ) { attach(cellType, .shouldDeselect) { $0.shouldDeselect(on: target, closure) } }

  /// `setup` for every mapping of `Cell`, with `target` held weakly.
  public func setup<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell) -> Void
  ) { attach(cellType, .setup) { $0.setup(on: target, closure) } }

  /// `teardown` for every mapping of `Cell`, with `target` held weakly.
  public func teardown<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell) -> Void
  ) { attach(cellType, .teardown) { $0.teardown(on: target, closure) } }
}
