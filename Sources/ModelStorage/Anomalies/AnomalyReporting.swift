/// An anomaly type an ``AnomalyHandler`` can route: a value (so silencing can compare), safe to
/// hand to any thread, and with a full text for logs (`debugDescription`).
public protocol AnomalyReporting: Sendable, Equatable, CustomDebugStringConvertible {}
