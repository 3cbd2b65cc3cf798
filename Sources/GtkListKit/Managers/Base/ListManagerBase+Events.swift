import Foundation

/// The mapping events for every mapping of a cell type: the factory's, activation, selection by
/// gestures and display. Index paths are the item's, a tree's node path from the roots.
extension ListManagerBase {
  /// `setup` for every mapping of `Cell`: a cell was created (stands for
  /// `GtkSignalListItemFactory::setup`; see ``ViewModelMapping/setup(_:)``).
  public func setup<Cell: ListCell & ModelTransfer>(_ cellType: Cell.Type, _ closure: @escaping (Cell) -> Void) {
    attach(cellType, .setup) { $0.setup(closure) }
  }
  /// `teardown` for every mapping of `Cell`: a cell was released (← `GtkSignalListItemFactory::teardown`).
  public func teardown<Cell: ListCell & ModelTransfer>(_ cellType: Cell.Type, _ closure: @escaping (Cell) -> Void) {
    attach(cellType, .teardown) { $0.teardown(closure) }
  }
  /// `bind` for every mapping of `Cell` (← `GtkSignalListItemFactory::bind`, every rebind).
  public func bind<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .bind) { $0.bind(closure) } }
  /// `unbind` for every mapping of `Cell` (← `GtkSignalListItemFactory::unbind`).
  public func unbind<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .unbind) { $0.unbind(closure) } }
  /// `activate` for every mapping of `Cell`: double click or Enter
  /// (← `GtkListView::activate` / `GtkGridView::activate`).
  public func activate<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .activate) { $0.activate(closure) } }
  /// `didSelect` for every mapping of `Cell`: a gesture selected a realized row
  /// (← `GtkSelectionModel::selection-changed` of the view's selection model).
  public func didSelect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didSelect) { $0.didSelect(closure) } }
  /// `didDeselect` for every mapping of `Cell`: a gesture deselected a realized row
  /// (← `GtkSelectionModel::selection-changed`).
  public func didDeselect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .didDeselect) { $0.didDeselect(closure) } }
  /// `shouldSelect` for every mapping of `Cell`: whether a gesture may select a realized row
  /// (← the shim's `GtkSelectionModel::select_item` / `set_selection`, before GTK's model changes).
  public func shouldSelect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
  ) { attach(cellType, .shouldSelect) { $0.shouldSelect(closure) } }
  /// `shouldDeselect` for every mapping of `Cell`: asked before a gesture deselects a realized
  /// row; `false` keeps it selected (← the shim's `GtkSelectionModel::unselect_item` /
  /// `set_selection`, before GTK's model changes).
  public func shouldDeselect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
  ) { attach(cellType, .shouldDeselect) { $0.shouldDeselect(closure) } }

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
