import Foundation

extension ListBaseManager {
  /// `willDisplay` for every mapping of `Cell`: an item starts being shown
  /// (← `GtkSignalListItemFactory::bind`, once however often GTK rebinds).
  public func willDisplay<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .willDisplay) { $0.willDisplay(closure) } }

  /// `didEndDisplaying` for every mapping of `Cell`: an item is no longer shown
  /// (← `GtkSignalListItemFactory::unbind`, decided on the next main-loop turn).
  public func didEndDisplaying<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didEndDisplaying) { $0.didEndDisplaying(closure) } }

  /// `sizeForCell` for every mapping of `Cell`: asked at `GtkSignalListItemFactory::bind`,
  /// applied with `gtk_widget_set_size_request`.
  public func sizeForCell<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell.ModelType, IndexPath) -> CellSize
  ) { attach(cellType, .sizeForCell) { $0.sizeForCell(closure) } }
}
