internal import CGtkListKit
import GtkListKit
import XCTest

/// Collects a manager's anomalies so a test can assert them. Without a recorder, an anomaly in
/// a ``GtkTestCase`` fails the test.
@MainActor
public final class AnomalyRecorder {
  /// The anomalies reported so far, in order.
  public private(set) var anomalies: [GtkListKitAnomaly] = []

  /// Routes `handler`'s anomalies into this recorder.
  public init(_ handler: GtkListKitAnomalyHandler) {
    // Managers report on the main thread; the handler's action type is `@Sendable`.
    handler.anomalyAction = { [weak self] anomaly in
      MainActor.assumeIsolated { self?.anomalies.append(anomaly) }
    }
  }

  /// Forgets what was recorded.
  public func reset() { anomalies = [] }
}
