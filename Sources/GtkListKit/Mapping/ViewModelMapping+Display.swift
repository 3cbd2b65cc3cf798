import Foundation
import WeakDelegate

extension ViewModelMapping {
  /// Whether a gesture may deselect a realized row; `false` keeps it selected. Asked before
  /// the change (the shim's selection model), never for `deselect(_:)` / `deselectAll()`.
  public func shouldDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
    registerValue(.shouldDeselect, closure)
  }

  /// An item starts being shown in a row (or grid tile): once, however often GTK rebinds the
  /// row after `items-changed`. `bind` is GTK's raw signal and fires on every rebind.
  public func willDisplay(_ closure: @escaping (Cell, Model, IndexPath) -> Void) { register(.willDisplay, closure) }

  /// An item stopped being shown in any row (scrolled away, removed, reloaded), decided on the
  /// main-loop turn after GTK's unbind. The cell may already show another item by then.
  public func didEndDisplaying(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
    register(.didEndDisplaying, closure)
  }

  /// The size the row or grid tile of an item asks for, applied when it is bound (nothing is
  /// measured up front). Return `CellSize()` for GTK's natural size.
  public func sizeForCell(_ closure: @escaping (Model, IndexPath) -> CellSize) { registerValue(.sizeForCell, closure) }

  // MARK: Weak-target forms

  /// `shouldDeselect` with `target` held weakly; once the target is gone, deselection is allowed.
  public func shouldDeselect<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Bool
  ) {
    let delegate = Delegate<(Cell, Model, IndexPath), Bool>()
    delegate.delegate(on: target) { target, input in closure(target, input.0, input.1, input.2) }
    shouldDeselect { cell, model, indexPath in delegate.call((cell, model, indexPath)) ?? true }
  }

  /// `willDisplay` with `target` held weakly.
  public func willDisplay<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    willDisplay(Self.weak(target, closure))
  }

  /// `didEndDisplaying` with `target` held weakly.
  public func didEndDisplaying<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didEndDisplaying(Self.weak(target, closure))
  }

  /// `sizeForCell` with `target` held weakly; once the target is gone, natural size.
  public func sizeForCell<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Model, IndexPath) -> CellSize
  ) {
    let delegate = Delegate<(Model, IndexPath), CellSize>()
    delegate.delegate(on: target) { target, input in closure(target, input.0, input.1) }
    sizeForCell { model, indexPath in delegate.call((model, indexPath)) ?? CellSize() }
  }
}
