/// Counts of a manager's content loads (``ViewModelMapping/loadContent(key:cached:load:placeholder:apply:failed:)``),
/// for tests, benchmarks and a status line. Read them from the manager's `contentLoadStatistics`.
public struct ContentLoadStatistics: Sendable, Equatable {
  /// Requests made: a cell bound to content it did not show, not in the app's cache.
  public var requested = 0
  /// Values the `cached` closure supplied at bind, applied without a load.
  public var cacheHits = 0
  /// Loads started off the main thread.
  public var started = 0
  /// Values applied to cells (one load may serve several cells).
  public var applied = 0
  /// Requests dropped before they started: their cells went away first.
  public var cancelledWaiting = 0
  /// Loads cancelled while running: their cells went away first.
  public var cancelledRunning = 0
  /// Loads that threw (other than by cancellation).
  public var failed = 0
  /// Loads that finished after their cells went away: the value was dropped.
  public var discarded = 0
  /// Loads running now, and requests waiting for a turn.
  public var running = 0
  public var waiting = 0
  /// Main-thread time spent prioritizing, starting and applying loads, in nanoseconds
  /// (the `apply` closures included; binds excluded).
  public var mainThreadNanoseconds: UInt64 = 0

  /// Requests that never gave a value to a cell because their cells went away.
  public var cancelled: Int { cancelledWaiting + cancelledRunning }

}
