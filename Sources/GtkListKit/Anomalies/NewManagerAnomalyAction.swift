import ModelStorage

/// The action a new manager's handler starts with, when set: test support makes an unexpected
/// anomaly fail the running test, including anomalies a manager reports from its initialiser.
@MainActor package enum NewManagerAnomalyAction {
  /// `nil` keeps the handler's default (standard error).
  package static var current: GtkListKitAnomalyHandler.Action?
}
