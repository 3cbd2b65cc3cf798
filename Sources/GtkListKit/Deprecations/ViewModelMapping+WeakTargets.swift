import Foundation
import ModelStorage
internal import WeakDelegate

// The mappings' `on target:` overloads of the first public API, deprecated forwarders for one
// release (ListBaseManager+WeakTargets.swift says why).
extension ViewModelMapping {
  /// Deprecated: `shouldDeselect(weakly(target) { me, ... })`.
  @available(
    *, deprecated, message: "use shouldDeselect(weakly(self, default: true) { me, cell, model, indexPath in ... })"
  )
  public func shouldDeselect<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Bool
  ) {
    shouldDeselect(weakly(target, default: true, closure))
  }

  /// Deprecated: `willDisplay(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use willDisplay(weakly(self) { me, cell, model, indexPath in ... })")
  public func willDisplay<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    willDisplay(weakly(target, closure))
  }

  /// Deprecated: `didEndDisplaying(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didEndDisplaying(weakly(self) { me, cell, model, indexPath in ... })")
  public func didEndDisplaying<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didEndDisplaying(weakly(target, closure))
  }

  /// Deprecated: `sizeForCell(weakly(target) { me, ... })`.
  @available(
    *, deprecated, message: "use sizeForCell(weakly(self, default: CellSize()) { me, model, indexPath in ... })"
  )
  public func sizeForCell<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Model, IndexPath) -> CellSize
  ) {
    sizeForCell(weakly(target, default: CellSize(), closure))
  }

  /// Deprecated: `contextMenu(weakly(target) { me, ... })`.
  @available(
    *, deprecated, message: "use contextMenu(weakly(self, default: nil) { me, cell, model, indexPath in ... })"
  )
  public func contextMenu<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> ContextMenu?
  ) {
    contextMenu(weakly(target, default: nil, closure))
  }

  /// Deprecated: `queryTooltip(weakly(target) { me, ... })`.
  @available(
    *, deprecated, message: "use queryTooltip(weakly(self, default: nil) { me, cell, model, indexPath in ... })"
  )
  public func queryTooltip<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> RowTooltip?
  ) {
    queryTooltip(weakly(target, default: nil, closure))
  }

  /// Deprecated: `didFocus(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didFocus(weakly(self) { me, cell, model, indexPath in ... })")
  public func didFocus<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didFocus(weakly(target, closure))
  }

  /// Deprecated: `didHighlight(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didHighlight(weakly(self) { me, cell, model, indexPath in ... })")
  public func didHighlight<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didHighlight(weakly(target, closure))
  }

  /// Deprecated: `didUnhighlight(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didUnhighlight(weakly(self) { me, cell, model, indexPath in ... })")
  public func didUnhighlight<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didUnhighlight(weakly(target, closure))
  }

  /// Deprecated: `setup(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use setup(weakly(self) { me, cell in ... })")
  public func setup<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, Cell) -> Void) {
    setup(weakly(target, closure))
  }

  /// Deprecated: `teardown(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use teardown(weakly(self) { me, cell in ... })")
  public func teardown<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, Cell) -> Void) {
    teardown(weakly(target, closure))
  }

  /// Deprecated: `bind(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use bind(weakly(self) { me, cell, model, indexPath in ... })")
  public func bind<Target: AnyObject>(on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void)
  {
    bind(weakly(target, closure))
  }

  /// Deprecated: `unbind(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use unbind(weakly(self) { me, cell, model, indexPath in ... })")
  public func unbind<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    unbind(weakly(target, closure))
  }

  /// Deprecated: `activate(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use activate(weakly(self) { me, cell, model, indexPath in ... })")
  public func activate<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    activate(weakly(target, closure))
  }

  /// Deprecated: `didSelect(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didSelect(weakly(self) { me, cell, model, indexPath in ... })")
  public func didSelect<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didSelect(weakly(target, closure))
  }

  /// Deprecated: `didDeselect(weakly(target) { me, ... })`.
  @available(*, deprecated, message: "use didDeselect(weakly(self) { me, cell, model, indexPath in ... })")
  public func didDeselect<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Void
  ) {
    didDeselect(weakly(target, closure))
  }

  /// Deprecated: `shouldSelect(weakly(target) { me, ... })`.
  @available(
    *, deprecated, message: "use shouldSelect(weakly(self, default: true) { me, cell, model, indexPath in ... })"
  )
  public func shouldSelect<Target: AnyObject>(
    on target: Target, _ closure: @escaping (Target, Cell, Model, IndexPath) -> Bool
  ) {
    shouldSelect(weakly(target, default: true, closure))
  }
}
