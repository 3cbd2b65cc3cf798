import Foundation

extension ListBaseManager {
  /// Called for every selection change, a gesture's or `select(_:)`'s, with every item it
  /// selected and deselected, including items whose rows are not realized (Ctrl+A, a long
  /// Shift range). ← `GtkSelectionModel::selection-changed` of the view's selection model (a
  /// sectioned grid's own selection). `didSelect` / `didDeselect` fire only for gestures, on
  /// realized cells (UIKit's rule); this is the one to use for a selection count or a toolbar.
  /// Costs nothing until set.
  public func selectionDidChange(_ closure: @escaping (SelectionChange) -> Void) {
    core.selectionDidChange = closure
  }

  /// `shouldDeselect` for every mapping of `Cell`: asked before a gesture deselects a realized
  /// row; `false` keeps it selected (← the shim's `GtkSelectionModel::unselect_item` /
  /// `set_selection`, before GTK's model changes).
  public func shouldDeselect<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
  ) { attach(cellType, .shouldDeselect) { $0.shouldDeselect(closure) } }
}
