import ModelStorage

/// The action a new manager's handler starts with, when set: test support makes an unexpected
/// anomaly fail the running test, including anomalies a manager reports from its initialiser.
@_spi(Testing) @MainActor public enum NewManagerAnomalyAction {
  /// `nil` keeps the handler's default (standard error).
  public static var current: GtkListKitAnomalyHandler.Action?
}
