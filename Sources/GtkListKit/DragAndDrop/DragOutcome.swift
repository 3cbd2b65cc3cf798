/// How a drag ended (`GtkDragSource::drag-end`, `drag-cancel`).
public enum DragOutcome: Equatable, Sendable {
  /// Dropped with the move action (a reorder, or a move to another view or app).
  case moved
  /// Dropped with the copy action.
  case copied
  /// Cancelled: Escape, dropped where nothing accepts it, or refused: a GtkListKit view or its
  /// storage did not take the drop, or the dragged items were deleted during the drag (nothing
  /// moved, though GTK negotiated a move).
  case cancelled
}
