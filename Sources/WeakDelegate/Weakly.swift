/// Adapts a closure that wants a strong `target` into the closure an event takes, holding
/// `target` weakly: once it is gone, calls do nothing. One adaptor for every event shape,
/// whatever its parameters:
///
/// ```swift
/// mapping.didSelect(weakly(self) { me, cell, post, indexPath in me.open(post) })
/// manager.didReachEnd(weakly(self) { me in me.loadMore() })
/// ```
///
/// The parameter types come from the event the result is passed to. Use `me` (the strong
/// target) in the body, never the outer `self`: capturing that brings the retain cycle back.
/// The result is not `Sendable`: for closure types that are (`@Sendable`, `@MainActor`
/// function types), capture `[weak self]` instead.
public func weakly<Target: AnyObject, each Input>(
  _ target: Target, _ closure: @escaping (Target, repeat each Input) -> Void
) -> (repeat each Input) -> Void {
  { [weak target] (input: repeat each Input) in
    guard let target else { return }
    closure(target, repeat each input)
  }
}

/// ``weakly(_:_:)`` for an event that asks for a value: `fallback` is the answer once
/// `target` is gone.
///
/// ```swift
/// mapping.shouldSelect(weakly(self, default: true) { me, cell, post, indexPath in me.canSelect(post) })
/// mapping.contextMenu(weakly(self, default: nil) { me, cell, post, indexPath in me.menu(for: post) })
/// ```
public func weakly<Target: AnyObject, each Input, Output>(
  _ target: Target, default fallback: Output, _ closure: @escaping (Target, repeat each Input) -> Output
) -> (repeat each Input) -> Output {
  { [weak target] (input: repeat each Input) in
    guard let target else { return fallback }
    return closure(target, repeat each input)
  }
}
