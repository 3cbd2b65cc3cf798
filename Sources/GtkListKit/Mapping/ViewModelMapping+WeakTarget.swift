import Foundation
import WeakDelegate

extension ViewModelMapping {
  // Weak-target events: no `[weak self]` dance, no retain cycle.

  /// `setup` with `target` held weakly and handed back strongly as the first argument.
  public func setup<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, Cell) -> Void) {
    setup(Self.weak(target, closure))
  }
  /// `teardown` with `target` held weakly.
  public func teardown<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, Cell) -> Void) {
    teardown(Self.weak(target, closure))
  }
  /// `bind` with `target` held weakly.
  public func bind<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void)
  {
    bind(Self.weak(target, closure))
  }
  /// `unbind` with `target` held weakly.
  public func unbind<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    unbind(Self.weak(target, closure))
  }
  /// `activate` with `target` held weakly.
  public func activate<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    activate(Self.weak(target, closure))
  }
  /// `didSelect` with `target` held weakly.
  public func didSelect<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didSelect(Self.weak(target, closure))
  }
  /// `didDeselect` with `target` held weakly.
  public func didDeselect<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didDeselect(Self.weak(target, closure))
  }
  /// `shouldSelect` with `target` held weakly; once the target is gone, selection is allowed.
  public func shouldSelect<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Bool
  ) {
    let delegate = Delegate<(Cell, Model, IndexPath), Bool>()
    delegate.delegate(on: target) { target, input in closure(target, input.0, input.1, input.2) }
    shouldSelect { cell, model, indexPath in delegate.call((cell, model, indexPath)) ?? true }
  }

  static func weak<Target: AnyObject>(
    _ target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) -> (Cell, Model, IndexPath) -> Void {
    let delegate = Delegate<(Cell, Model, IndexPath), Void>()
    delegate.delegate(on: target) { target, input in closure(target, input.0, input.1, input.2) }
    return { cell, model, indexPath in delegate.call((cell, model, indexPath)) }
  }

  static func weak<Target: AnyObject>(_ target: Target, _ closure: @escaping (Target, Cell) -> Void) -> (Cell)
    -> Void
  {
    let delegate = Delegate<Cell, Void>()
    delegate.delegate(on: target) { target, cell in closure(target, cell) }
    return { cell in delegate.call(cell) }
  }
}
