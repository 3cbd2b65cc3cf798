import Foundation
import WeakDelegate

/// Context menus, tooltips, focus, hover and accessible names of a mapping's rows and tiles.
/// Each connects its GTK controller only once registered (see ``RowInteractions``).
extension ViewModelMapping {
  /// The menu to pop up on right click, long press (touch), Menu or Shift+F10; `nil`: no menu.
  /// A right click selects the row first, as GNOME apps do.
  public func contextMenu(_ closure: @escaping (Cell, Model, IndexPath) -> ContextMenu?) {
    registerValue(.contextMenu, closure)
  }
  /// The tooltip of a row or tile (`GtkWidget::query-tooltip`); `nil`: none.
  public func queryTooltip(_ closure: @escaping (Cell, Model, IndexPath) -> RowTooltip?) {
    registerValue(.queryTooltip, closure)
  }
  /// A row or tile got the keyboard focus (`GtkEventControllerFocus::enter`).
  public func didFocus(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.didFocus, closure) }
  /// The pointer entered a row or tile (`GtkEventControllerMotion::enter`).
  public func didHighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.didHighlight, closure) }
  /// The pointer left a row or tile (`GtkEventControllerMotion::leave`).
  public func didUnhighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
    register(.didUnhighlight, closure)
  }
  /// The accessible name of a row or tile, set at bind (default: the texts the cell's labels
  /// show, or `String(describing: model)` for a cell without text).
  public func accessibleLabel(_ closure: @escaping (Cell, Model, IndexPath) -> String) {
    registerValue(.accessibleLabel, closure)
  }

  // MARK: Weak-target forms

  /// `contextMenu` with `target` held weakly; no menu once the target is gone.
  public func contextMenu<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> ContextMenu?
  ) {
    let delegate = Delegate<(Cell, Model, IndexPath), ContextMenu?>()
    delegate.delegate(on: target) { target, input in closure(target, input.0, input.1, input.2) }
    contextMenu { cell, model, indexPath in delegate.call((cell, model, indexPath)) ?? nil }
  }
  /// `queryTooltip` with `target` held weakly; no tooltip once the target is gone.
  public func queryTooltip<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> RowTooltip?
  ) {
    let delegate = Delegate<(Cell, Model, IndexPath), RowTooltip?>()
    delegate.delegate(on: target) { target, input in closure(target, input.0, input.1, input.2) }
    queryTooltip { cell, model, indexPath in delegate.call((cell, model, indexPath)) ?? nil }
  }
  /// `didFocus` with `target` held weakly.
  public func didFocus<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) { didFocus(Self.weak(target, closure)) }
  /// `didHighlight` with `target` held weakly.
  public func didHighlight<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) { didHighlight(Self.weak(target, closure)) }
  /// `didUnhighlight` with `target` held weakly.
  public func didUnhighlight<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) { didUnhighlight(Self.weak(target, closure)) }
}
