import ModelStorage

/// Receives the anomalies of a manager: ModelStorage's `AnomalyHandler` over
/// ``GtkListKitAnomaly``, so storages and managers are silenced and routed the same way
/// (`anomalyAction`, `silenceAnomaly`, `silenceAll()`, `unsilence()`, `reportAnomaly`).
///
/// Each manager makes its own handler, whose default action writes `debugDescription` to
/// standard error. Set `anomalyAction` to route a manager's anomalies to a logger or a test.
public typealias GtkListKitAnomalyHandler = AnomalyHandler<GtkListKitAnomaly>

extension GtkListKitAnomaly: AnomalyReporting {}
