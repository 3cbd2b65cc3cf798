import Foundation

extension ViewModelMapping {
  /// Whether a gesture may deselect a realized row; `false` keeps it selected. ← the shim's
  /// `CGtkSelection` `GtkSelectionModel::unselect_item` / `set_selection`, before GTK's model
  /// changes; never for `deselect(_:)` / `deselectAll()`.
  public func shouldDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
    registerValue(.shouldDeselect, closure)
  }

  /// An item starts being shown in a row (or grid tile). ← `GtkSignalListItemFactory::bind`,
  /// once however often GTK rebinds the row after `items-changed` (`bind` fires on every rebind).
  public func willDisplay(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.willDisplay, closure) }

  /// An item stopped being shown in any row (scrolled away, removed, reloaded).
  /// ← `GtkSignalListItemFactory::unbind`, decided on the main-loop turn after it. The cell may
  /// already show another item by then.
  public func didEndDisplaying(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
    register(.didEndDisplaying, closure)
  }

  /// The size the row or grid tile of an item asks for. Asked at
  /// `GtkSignalListItemFactory::bind` and applied with `gtk_widget_set_size_request` (nothing is
  /// measured up front). Return `CellSize()` for GTK's natural size.
  public func sizeForCell(_ closure: @escaping (Model, IndexPath) -> CellSize) { registerValue(.sizeForCell, closure) }
}
