import Foundation

/// The drag events of a mapping's rows and tiles. The first `canMove` or `dragPrepare` of any
/// mapping attaches a `GtkDragSource` to every row (see ``RowDragging``); a row whose mapping
/// answers neither is not dragged.
extension ViewModelMapping {
  /// Whether a drag started on a row may reorder it within the view (DTTableViewManager's
  /// `canMove`). ← `GtkDragSource::prepare`. Registering it also adds the view's drop target.
  public func canMove(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) { registerValue(.canMove, closure) }

  /// The text or URIs a drag of a row offers other widgets and apps; `nil` offers nothing.
  /// ← `GtkDragSource::prepare`.
  public func dragPrepare(_ closure: @escaping (Cell, Model, IndexPath) -> DragContent?) {
    registerValue(.dragPrepare, closure)
  }

  /// A drag of a row started (the icon is an image of the row). ← `GtkDragSource::drag-begin`.
  public func dragBegin(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.dragBegin, closure) }

  /// A drag of a row ended: moved, copied or cancelled, once per drag, with the cell, model
  /// and index path it began with (even when the row was recycled or destroyed meanwhile).
  /// ← `GdkDrag::dnd-finished` / `GdkDrag::cancel`.
  public func dragEnd(_ closure: @escaping (Cell, Model, IndexPath, DragOutcome) -> Void) {
    registerValue(.dragEnd, closure)
  }
}
