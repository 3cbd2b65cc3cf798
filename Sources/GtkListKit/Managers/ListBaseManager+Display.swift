import Foundation

extension ListBaseManager {
  /// `willDisplay` for every mapping of `Cell`.
  public func willDisplay<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .willDisplay) { $0.willDisplay(closure) } }

  /// `didEndDisplaying` for every mapping of `Cell`.
  public func didEndDisplaying<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didEndDisplaying) { $0.didEndDisplaying(closure) } }

  /// `sizeForCell` for every mapping of `Cell`.
  public func sizeForCell<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell.ModelType, IndexPath) -> CellSize
  ) { attach(cellType, .sizeForCell) { $0.sizeForCell(closure) } }

  /// `willDisplay` for every mapping of `Cell`, with `target` held weakly.
  public func willDisplay<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .willDisplay) { $0.willDisplay(on: target, closure) } }

  /// `didEndDisplaying` for every mapping of `Cell`, with `target` held weakly.
  public func didEndDisplaying<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didEndDisplaying) { $0.didEndDisplaying(on: target, closure) } }

  /// `sizeForCell` for every mapping of `Cell`, with `target` held weakly.
  public func sizeForCell<Cell: ListCell & ModelTransfer, Target: AnyObject>(
    _ cellType: Cell.Type, on target: Target, _ closure: @escaping (Target, Cell.ModelType, IndexPath) -> CellSize
  ) { attach(cellType, .sizeForCell) { $0.sizeForCell(on: target, closure) } }
}
