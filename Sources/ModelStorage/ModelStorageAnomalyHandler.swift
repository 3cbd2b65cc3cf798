import Foundation

/// Receives ``ModelStorageAnomaly`` values from non-throwing API.
///
/// Thread-safe (a lock guards its state), so one handler may be shared. By default anomalies
/// are printed to standard error; set ``anomalyAction`` to route them elsewhere (a test
/// recorder, a logger) and ``silenceAnomaly(_:)`` to drop the expected ones.
public final class ModelStorageAnomalyHandler: @unchecked Sendable {
  /// The handler storages use unless given another.
  public static let shared = ModelStorageAnomalyHandler()

  private let lock = NSLock()
  private var action: @Sendable (ModelStorageAnomaly) -> Void
  private var silencers: [@Sendable (ModelStorageAnomaly) -> Bool] = []

  /// Creates a handler; `action` defaults to printing `debugDescription` to standard error.
  public init(action: (@Sendable (ModelStorageAnomaly) -> Void)? = nil) {
    self.action =
      action ?? { anomaly in
        FileHandle.standardError.write(Data((anomaly.debugDescription + "\n").utf8))
      }
  }

  /// What happens to an anomaly that is not silenced.
  public var anomalyAction: @Sendable (ModelStorageAnomaly) -> Void {
    get { lock.withLock { action } }
    set { lock.withLock { action = newValue } }
  }

  /// Drops every anomaly for which `predicate` returns `true`.
  public func silenceAnomaly(_ predicate: @escaping @Sendable (ModelStorageAnomaly) -> Bool) {
    lock.withLock { silencers.append(predicate) }
  }

  /// Drops every anomaly.
  public func silenceAll() { silenceAnomaly { _ in true } }

  /// Removes all silencing.
  public func unsilence() { lock.withLock { silencers.removeAll() } }

  /// Reports `anomaly` unless silenced.
  public func reportAnomaly(_ anomaly: ModelStorageAnomaly) {
    let (action, silencers) = lock.withLock { (self.action, self.silencers) }
    guard !silencers.contains(where: { $0(anomaly) }) else { return }
    action(anomaly)
  }
}
