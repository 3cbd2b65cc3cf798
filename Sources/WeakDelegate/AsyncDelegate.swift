/// The async form of ``Delegate``: the block is `async`, and callers `await` it.
///
/// ```swift
/// let loadMore = AsyncDelegate<Int, [Post]>()
/// loadMore.delegate(on: self) { (self, page) in await self.api.posts(page: page) }
/// let posts = await loadMore(2) ?? []
/// ```
///
/// Calls run on the caller's actor (`nonisolated(nonsending)`), so a main-actor owner awaits
/// its block on the main actor without sending the non-`Sendable` delegate anywhere. The
/// target is held weakly while idle and strongly only for the duration of one call.
public final class AsyncDelegate<Input, Output> {
  private var block: (nonisolated(nonsending) (Input) async -> Output?)?
  private var isTargetAliveCheck: (() -> Bool)?

  /// Creates an empty delegate.
  public init() {}

  /// Sets the async block, replacing any previous one. `target` is held weakly.
  public func delegate<Target: AnyObject>(
    on target: Target, block: nonisolated(nonsending) @escaping (Target, Input) async -> Output
  ) {
    self.block = { [weak target] input in
      guard let target else { return nil }
      return await block(target, input)
    }
    isTargetAliveCheck = { [weak target] in target != nil }
  }

  /// Awaits the block; `nil` when unset or the target was released.
  nonisolated(nonsending) public func call(_ input: Input) async -> Output? {
    guard let block else { return nil }
    return await block(input)
  }

  /// Awaits the block; `nil` when unset or the target was released.
  nonisolated(nonsending) public func callAsFunction(_ input: Input) async -> Output? { await call(input) }

  /// Removes the block.
  public func clear() {
    block = nil
    isTargetAliveCheck = nil
  }

  /// Whether a block is set.
  public var isSet: Bool { block != nil }

  /// Whether a block is set and its target still exists.
  public var isTargetAlive: Bool { isTargetAliveCheck?() ?? false }
}

extension AsyncDelegate where Input == Void {
  /// Awaits a delegate without input.
  nonisolated(nonsending) public func callAsFunction() async -> Output? { await call(()) }
}
