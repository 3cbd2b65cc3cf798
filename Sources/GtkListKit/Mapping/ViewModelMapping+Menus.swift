import Foundation

/// Context menus, tooltips, focus, hover and accessible names of a mapping's rows and tiles.
/// Each connects its GTK controller only once registered (see ``RowInteractions``).
extension ViewModelMapping {
  /// The menu to pop up; `nil`: no menu. ← `GtkGestureClick::pressed` (secondary button),
  /// `GtkGestureLongPress::pressed` (touch), and the Menu key or Shift+F10
  /// (`GtkEventControllerKey::key-pressed` on the view). A right click selects the row first,
  /// as GNOME apps do.
  public func contextMenu(_ closure: @escaping (Cell, Model, IndexPath) -> ContextMenu?) {
    registerValue(.contextMenu, closure)
  }
  /// The tooltip of a row or tile; `nil`: none. ← `GtkWidget::query-tooltip` (with `has-tooltip`).
  public func queryTooltip(_ closure: @escaping (Cell, Model, IndexPath) -> RowTooltip?) {
    registerValue(.queryTooltip, closure)
  }
  /// A row or tile got the keyboard focus. ← `GtkEventControllerFocus::enter`.
  public func didFocus(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.didFocus, closure) }
  /// The pointer entered a row or tile. ← `GtkEventControllerMotion::enter`.
  public func didHighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.didHighlight, closure) }
  /// The pointer left a row or tile. ← `GtkEventControllerMotion::leave`.
  public func didUnhighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
    register(.didUnhighlight, closure)
  }
  /// The accessible name of a row or tile (default: the texts the cell's labels show, or
  /// `String(describing: model)` for a cell without text). Asked at
  /// `GtkSignalListItemFactory::bind`; set as the `GTK_ACCESSIBLE_PROPERTY_LABEL`.
  public func accessibleLabel(_ closure: @escaping (Cell, Model, IndexPath) -> String) {
    registerValue(.accessibleLabel, closure)
  }
}
