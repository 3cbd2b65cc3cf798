/// A callback that holds its target weakly and hands the block a strong, shadowed `self`:
///
/// ```swift
/// let onDone = Delegate<Void, Void>()
/// onDone.delegate(on: self) { (self, _) in self.jobDone() }   // no retain cycle
/// onDone()
/// ```
///
/// Calling returns `nil` (does nothing) when no block is set or the target is gone. Always
/// name the block's first parameter `self`; capturing the outer `self` instead brings the
/// retain cycle back.
///
/// Not `Sendable`: keep a delegate and its calls in one isolation domain (for GTK, the main
/// actor); the block then runs there, synchronously, on the caller's thread.
public final class Delegate<Input, Output> {
  private var block: ((Input) -> Output?)?
  private var isTargetAliveCheck: (() -> Bool)?

  /// Creates an empty delegate.
  public init() {}

  /// Sets the block, replacing any previous one. `target` is held weakly.
  public func delegate<Target: AnyObject>(on target: Target, block: @escaping (Target, Input) -> Output) {
    self.block = { [weak target] input in
      guard let target else { return nil }
      return block(target, input)
    }
    isTargetAliveCheck = { [weak target] in target != nil }
  }

  /// Calls the block; `nil` when unset or the target was released.
  public func call(_ input: Input) -> Output? { block?(input) }

  /// Calls the block; `nil` when unset or the target was released.
  public func callAsFunction(_ input: Input) -> Output? { call(input) }

  /// Removes the block.
  public func clear() {
    block = nil
    isTargetAliveCheck = nil
  }

  /// Whether a block is set (even if its target is gone).
  public var isSet: Bool { block != nil }

  /// Whether a block is set and its target still exists.
  public var isTargetAlive: Bool { isTargetAliveCheck?() ?? false }
}

extension Delegate where Input == Void {
  /// Calls a delegate without input.
  public func call() -> Output? { call(()) }

  /// Calls a delegate without input.
  public func callAsFunction() -> Output? { call(()) }
}

extension Delegate where Output: OptionalType {
  /// Calls the block, flattening the optional (no `String??`): `nil` when unset, target gone
  /// or the block returned `nil`.
  public func call(_ input: Input) -> Output { (block?(input)).flatMap { $0 } ?? Output.none }

  /// Calls the block, flattening the optional.
  public func callAsFunction(_ input: Input) -> Output { call(input) }
}

extension Delegate where Input == Void, Output: OptionalType {
  /// Calls a delegate without input, flattening the optional.
  public func call() -> Output { call(()) }

  /// Calls a delegate without input, flattening the optional.
  public func callAsFunction() -> Output { call(()) }
}
