/// Receives the anomalies of a manager. The default action prints `debugDescription` to
/// standard error; set `anomalyAction` to route them elsewhere (a logger, a test failure).
@MainActor
public final class GtkListKitAnomalyHandler {
  /// The action every new handler starts with. Test support replaces it so that an
  /// unexpected anomaly fails the test.
  public static var defaultAction: (GtkListKitAnomaly) -> Void = { anomaly in
    print(anomaly.debugDescription)
  }

  /// What happens to a reported anomaly that is not silenced.
  public var anomalyAction: (GtkListKitAnomaly) -> Void
  private var silencers: [(GtkListKitAnomaly) -> Bool] = []

  /// A handler that starts with ``defaultAction``.
  public init() { anomalyAction = Self.defaultAction }

  /// Silences every anomaly for which `predicate` returns `true`.
  public func silence(where predicate: @escaping (GtkListKitAnomaly) -> Bool) { silencers.append(predicate) }

  /// Silences one exact anomaly.
  public func silence(_ anomaly: GtkListKitAnomaly) { silence { $0 == anomaly } }

  /// Reports `anomaly` unless silenced.
  public func report(_ anomaly: GtkListKitAnomaly) {
    guard !silencers.contains(where: { $0(anomaly) }) else { return }
    anomalyAction(anomaly)
  }
}
