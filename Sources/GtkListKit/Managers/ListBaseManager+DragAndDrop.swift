import Foundation

/// Drag and drop (`GtkDragSource` on rows, `GtkDropTarget` on the view), attached only once a
/// closure below is registered. Lists, plain grids and sectioned grids (tiles).
extension ListBaseManager {
  /// Whether rows of `Cell` can be reordered by dragging them (the reference's `canMove`).
  /// Registering it adds a drag source to each row and a drop target to the view.
  public func canMove<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool
  ) { core.dragging.canMove.append(Self.typed(closure)) }

  /// Applies a reorder instead of the default (one move in ``memoryStorage``: one splice that
  /// keeps the row's widget and selection). `to` is the item's index path after the move.
  public func moveItem(_ closure: @escaping (_ from: IndexPath, _ to: IndexPath) -> Void) {
    core.dragging.moveItem = closure
  }

  /// The content a drag of a `Cell` row offers other widgets and apps (`GtkDragSource::prepare`).
  /// `nil` offers nothing; a row that can neither move nor offer content is not dragged.
  public func dragPrepare<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> DragContent?
  ) {
    let typed: RowDragging.CellClosure<DragContent?> = Self.typed(closure)
    core.dragging.prepare.append { cell, model, indexPath in typed(cell, model, indexPath) ?? nil }
  }

  /// A drag of a `Cell` row started (`GtkDragSource::drag-begin`).
  public func dragBegin<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void
  ) { core.dragging.begin.append(Self.typed(closure)) }

  /// A drag of a `Cell` row ended: moved, copied or cancelled (`drag-end`, `drag-cancel`).
  /// The model and index path are the dragged item's when the drag began.
  public func dragEnd<Cell: ListCell & ModelTransfer>(
    _ cellType: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath, DragOutcome) -> Void
  ) {
    core.dragging.end.append { cell, model, indexPath, result in
      guard let cell = cell as? Cell, let model = model as? Cell.ModelType else { return false }
      closure(cell, model, indexPath, result)
      return true
    }
  }

  /// Text dropped on the view (from another widget or app); return whether it was taken.
  public func dropText(_ closure: @escaping (String, DropLocation) -> Bool) { core.dragging.dropText = closure }

  /// Files dropped on the view, as URIs; return whether they were taken.
  public func dropFiles(_ closure: @escaping ([String], DropLocation) -> Bool) { core.dragging.dropFiles = closure }

  /// Refuses drops at some locations (the pointer shows no drop there; `false` refuses).
  public func canDrop(_ closure: @escaping (DropLocation) -> Bool) { core.dragging.canDrop = closure }

  /// A drag entered the view, moved over it, or left it (`GtkDropTarget::enter`, `motion`, `leave`).
  public func dropEnter(_ closure: @escaping (DropLocation) -> Void) { core.dragging.dropEnter = closure }
  public func dropMotion(_ closure: @escaping (DropLocation) -> Void) { core.dragging.dropMotion = closure }
  public func dropLeave(_ closure: @escaping () -> Void) { core.dragging.dropLeave = closure }

  /// Whether rows dragged from another managed view of this app move here: removed from that
  /// view's memory storage and inserted into ``memoryStorage``, one update each.
  public var acceptsItemsFromOtherViews: Bool {
    get { core.dragging.acceptsItemsFromOtherViews }
    set { core.dragging.acceptsItemsFromOtherViews = newValue }
  }

  private static func typed<Cell: ListCell & ModelTransfer, Result>(
    _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Result
  ) -> RowDragging.CellClosure<Result> {
    { cell, model, indexPath in
      guard let cell = cell as? Cell, let model = model as? Cell.ModelType else { return nil }
      return closure(cell, model, indexPath)
    }
  }
}
