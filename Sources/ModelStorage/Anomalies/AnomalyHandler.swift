import Foundation
import Synchronization

/// Receives the anomalies that non-throwing API reports instead of crashing (DTModelStorage's
/// anomaly handler).
///
/// Every storage starts with a handler of its own, so an action or a silencer set on one storage
/// never sees another's anomalies. To route several storages to one place, make one handler and
/// assign it to each. A mutex guards the state, so a handler is `Sendable`: it can be shared
/// across isolation domains and used from `@MainActor` code.
///
/// `Anomaly` is constrained to ``AnomalyReporting`` where it is used (the initializer and
/// the members that compare or print), not on the class: a generic requirement on the class
/// makes the runtime look the conformance up in every image's conformance tables the first
/// time the class is instantiated for a type (about 250k instructions, once per type and
/// process, in a first frame).
public final class AnomalyHandler<Anomaly>: Sendable {
  /// What happens to an anomaly that is not silenced.
  public typealias Action = @Sendable (Anomaly) -> Void

  private struct State {
    var action: Action
    var silencers: [@Sendable (Anomaly) -> Bool] = []
  }

  private let state: Mutex<State>

  /// Creates a handler that runs `action`.
  init(running action: @escaping Action) { state = Mutex(State(action: action)) }

  /// What happens to an anomaly that is not silenced.
  public var anomalyAction: Action {
    get { state.withLock { $0.action } }
    set { state.withLock { $0.action = newValue } }
  }

  /// Drops every anomaly for which `predicate` returns `true` (expected ones, in a test or a screen).
  public func silenceAnomaly(_ predicate: @escaping @Sendable (Anomaly) -> Bool) {
    state.withLock { $0.silencers.append(predicate) }
  }

  /// Drops every anomaly.
  public func silenceAll() { silenceAnomaly { _ in true } }

  /// Removes all silencing.
  public func unsilence() { state.withLock { $0.silencers.removeAll() } }

  /// Runs ``anomalyAction`` with `anomaly` unless it is silenced. The action runs outside the
  /// lock, so it may use the handler.
  public func reportAnomaly(_ anomaly: Anomaly) {
    let (action, silencers) = state.withLock { ($0.action, $0.silencers) }
    guard !silencers.contains(where: { $0(anomaly) }) else { return }
    action(anomaly)
  }
}

extension AnomalyHandler where Anomaly: AnomalyReporting {
  /// Creates a handler; `action` defaults to ``writeToStandardError(_:)``.
  public convenience init(action: Action? = nil) {
    self.init(running: action ?? { Self.writeToStandardError($0) })
  }

  /// Drops every anomaly equal to `anomaly`.
  public func silenceAnomaly(_ anomaly: Anomaly) { silenceAnomaly { $0 == anomaly } }

  /// The action a handler starts with: `debugDescription` and a newline on standard error, where
  /// a terminal or a test log shows it without any logging set up.
  public static func writeToStandardError(_ anomaly: Anomaly) { write(anomaly, to: .standardError) }

  /// Writes `anomaly`'s line to `handle` (the default action, testable with a pipe).
  package static func write(_ anomaly: Anomaly, to handle: FileHandle) {
    handle.write(Data((anomaly.debugDescription + "\n").utf8))
  }
}
