import Foundation

/// Dragging rows (`GtkDragSource` on rows), for every mapping of a cell type: lists, grids,
/// tables and trees. What a drop does is the manager's: ``ListBaseManager/move(_:)`` and the
/// drops of ``ListBaseManager``, a tree's ``TreeListManager/moveNodes(_:)``.
extension ListManagerBase {
  /// `canMove` for every mapping of `Cell`: whether its rows can be reordered by dragging
  /// (← `GtkDragSource::prepare`). Registering it adds a drag source to each row and a drop
  /// target to the view.
  public func canMove<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
  ) { attach(cellType, .canMove) { $0.canMove(closure) } }

  /// `dragPrepare` for every mapping of `Cell`: the content a drag of its rows offers other
  /// widgets and apps (← `GtkDragSource::prepare`). `nil` offers nothing; a row that can
  /// neither move nor offer content is not dragged.
  public func dragPrepare<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> DragContent?
  ) { attach(cellType, .dragPrepare) { $0.dragPrepare(closure) } }

  /// `dragBegin` for every mapping of `Cell`: a drag of its row started (← `GtkDragSource::drag-begin`).
  public func dragBegin<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { attach(cellType, .dragBegin) { $0.dragBegin(closure) } }

  /// `dragEnd` for every mapping of `Cell`: a drag of its row ended, moved, copied or cancelled
  /// (← `GdkDrag::dnd-finished` / `GdkDrag::cancel`). The model and index path are the dragged
  /// item's when the drag began. A drop a GtkListKit view refused (its storage refused it, or the
  /// dragged item was deleted meanwhile) ends ``DragOutcome/cancelled``, not `moved`.
  public func dragEnd<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath, DragOutcome) -> Void
  ) { attach(cellType, .dragEnd) { $0.dragEnd(closure) } }
}
