/// The asynchronous children loads of a ``TreeStorage``: the load running for each node (one at
/// most), and the nodes whose last load failed.
struct TreeChildLoads<ID: Hashable & Sendable> {
  struct Load {
    /// Tells a result from a load cancelled or replaced since.
    let token: Int
    let task: Task<Void, Never>
  }

  var running: [ID: Load] = [:]
  /// Why the node's last load failed (shown by its loading row until it loads again).
  var failures: [ID: String] = [:]
  var lastToken = 0
  /// Loads cancelled (by a collapse, the node leaving, or a reload).
  var cancelled = 0

  var isEmpty: Bool { running.isEmpty && failures.isEmpty }

  /// Cancels the node's load, if one runs. Returns whether one did.
  @discardableResult
  mutating func cancel(_ id: ID) -> Bool {
    guard let load = running.removeValue(forKey: id) else { return false }
    load.task.cancel()
    cancelled += 1
    return true
  }
}

/// A node's children made by an asynchronous provider, handed to the main actor: built only from
/// `Sendable` values (the provider's results), then not touched off the main actor again.
@usableFromInline
struct TreeChildDelivery<ID: Hashable & Sendable>: @unchecked Sendable {
  @usableFromInline let batch: TreeChildBatch<ID>

  @usableFromInline
  init(_ batch: TreeChildBatch<ID>) { self.batch = batch }
}

/// Runs one node's asynchronous provider; `nil`: the model is not the provider's (no children).
@usableFromInline
typealias TreeChildLoader<ID: Hashable & Sendable> = (Any, ID) -> (@Sendable () async throws -> TreeChildDelivery<ID>)?

/// The storage a load's result goes back to, held weakly. Sendable so that a background task
/// can carry it: the storage is read only inside the main-actor closure the result arrives in.
final class TreeLoadTarget<ID: Hashable & Sendable>: @unchecked Sendable {
  weak var storage: TreeStorage<ID>?
  init(_ storage: TreeStorage<ID>) { self.storage = storage }
}
