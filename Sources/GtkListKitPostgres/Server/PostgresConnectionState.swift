// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  /// Whether a ``PostgresStorage`` hears the server's changes now. While it does not, the list
  /// stays usable (the pages it holds, placeholders elsewhere) and an app says so; when the
  /// connection is back the storage catches up from where it was, losing nothing.
  public enum PostgresConnectionState: Sendable, Hashable, CustomStringConvertible {
    /// Connecting (the first time, or again after a loss).
    case connecting
    /// Listening for changes: the list is live.
    case connected
    /// The connection was lost or refused; the storage tries again after `retryIn`. Carries the
    /// error's text.
    case disconnected(String, retryIn: Duration)

    /// Short text for a status line: "Connecting…", "Live", "Offline".
    public var description: String {
      switch self {
      case .connecting: return "Connecting…"
      case .connected: return "Live"
      case .disconnected: return "Offline"
      }
    }

    /// Whether the storage hears changes now.
    public var isConnected: Bool { self == .connected }
  }
#endif
