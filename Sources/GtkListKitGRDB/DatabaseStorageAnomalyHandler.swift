import Foundation

/// Receives ``DatabaseStorageAnomaly`` values (the database storages' counterpart of
/// ``ModelStorage/ModelStorageAnomalyHandler``): printed to standard error by default, routed
/// elsewhere with ``anomalyAction``, dropped while ``isSilenced``. Thread-safe.
public final class DatabaseStorageAnomalyHandler: @unchecked Sendable {
  /// The handler storages use unless given another.
  public static let shared = DatabaseStorageAnomalyHandler()

  private let lock = NSLock()
  private var action: @Sendable (DatabaseStorageAnomaly) -> Void
  private var silenced = false

  /// Creates a handler; `action` defaults to printing `debugDescription` to standard error.
  public init(action: (@Sendable (DatabaseStorageAnomaly) -> Void)? = nil) {
    self.action = action ?? { FileHandle.standardError.write(Data(($0.debugDescription + "\n").utf8)) }
  }

  /// What happens to an anomaly that is not silenced.
  public var anomalyAction: @Sendable (DatabaseStorageAnomaly) -> Void {
    get { lock.withLock { action } }
    set { lock.withLock { action = newValue } }
  }

  /// Drops every anomaly while `true`.
  public var isSilenced: Bool {
    get { lock.withLock { silenced } }
    set { lock.withLock { silenced = newValue } }
  }

  /// Reports `anomaly` unless silenced.
  public func reportAnomaly(_ anomaly: DatabaseStorageAnomaly) {
    let (action, silenced) = lock.withLock { (self.action, self.silenced) }
    if !silenced { action(anomaly) }
  }
}
