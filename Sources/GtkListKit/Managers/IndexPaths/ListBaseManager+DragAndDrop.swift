import Foundation

/// Drag and drop (`GtkDragSource` on rows, `GtkDropTarget` on the view), attached only once a
/// closure below is registered. Lists, plain grids and sectioned grids (tiles).
extension ListBaseManager {
  /// DTTableViewManager's `move`: applies a reorder instead of the default (one move in
  /// ``memoryStorage``: one splice that keeps the row's widget and selection). `to` is the
  /// item's index path after the move. ← `GtkDropTarget::drop` of a row dragged within the view.
  public func move(_ closure: @escaping (_ from: IndexPath, _ to: IndexPath) -> Void) {
    core.dragging.move = closure
  }

  /// Renamed ``move(_:)``: `moveItem` read like the storage's own `moveItem(at:to:)`, which
  /// performs a move, where this registers what a reorder does.
  @available(*, deprecated, renamed: "move(_:)")
  public func moveItem(_ closure: @escaping (_ from: IndexPath, _ to: IndexPath) -> Void) { move(closure) }

  /// Text dropped on the view (from another widget or app); return whether it was taken.
  /// ← `GtkDropTarget::drop` with a `G_TYPE_STRING`.
  public func dropText(_ closure: @escaping (String, DropLocation) -> Bool) { core.dragging.dropText = closure }

  /// Files dropped on the view, as URIs; return whether they were taken.
  /// ← `GtkDropTarget::drop` with a `GDK_TYPE_FILE_LIST`.
  public func dropFiles(_ closure: @escaping ([String], DropLocation) -> Bool) { core.dragging.dropFiles = closure }

  /// Refuses drops at some locations (the pointer shows no drop there; `false` refuses).
  /// ← `GtkDropTarget::enter` / `motion`, and asked again at `drop`.
  public func canDrop(_ closure: @escaping (DropLocation) -> Bool) { core.dragging.canDrop = closure }

  /// A drag entered the view. ← `GtkDropTarget::enter`.
  public func dropEnter(_ closure: @escaping (DropLocation) -> Void) { core.dragging.dropEnter = closure }
  /// A drag moved over the view. ← `GtkDropTarget::enter` / `motion`.
  public func dropMotion(_ closure: @escaping (DropLocation) -> Void) { core.dragging.dropMotion = closure }
  /// A drag left the view, or was dropped on it. ← `GtkDropTarget::leave` (and `drop`).
  public func dropLeave(_ closure: @escaping () -> Void) { core.dragging.dropLeave = closure }

  /// Whether rows dragged from another managed view of this app move here: removed from that
  /// view's memory storage and inserted into ``memoryStorage``, one update each.
  public var acceptsItemsFromOtherViews: Bool {
    get { core.dragging.acceptsItemsFromOtherViews }
    set { core.dragging.acceptsItemsFromOtherViews = newValue }
  }
}
