import Foundation

/// Children loaded asynchronously: the provider runs off the main actor, the node's children
/// arrive on the main actor later (through ``deliverOnMainActor``), and until then the node's
/// only child is a loading row (``TreeLoadingItem``).
///
/// A storage with an asynchronous provider is used on the main actor: its results are applied
/// there. One load runs per node at most; ``cancelLoadingChildren(of:)`` (a collapse) cancels
/// it, and a result that arrives for a load cancelled, replaced, or whose node left, is dropped.
extension TreeStorage {
  /// A storage whose children load asynchronously: `loadChildren(id)` runs off the main actor
  /// (read a folder, a database, the network there) when a node is first expanded.
  /// `isExpandable` stays synchronous and cheap: it decides the triangle before anything loads.
  /// A provider that throws reports ``ModelStorageAnomaly/childrenLoadFailed(node:reason:)``; the
  /// node loads again when expanded again or reloaded. A provider should check for cancellation.
  public convenience init(
    roots: [Any] = [], id: @escaping (Any) -> ID, isExpandable: @escaping (Any) -> Bool,
    loadChildren: @escaping @Sendable (ID) async throws -> [any Sendable]
  ) {
    self.init(
      roots: roots, identify: { id($0) }, isExpandable: isExpandable,
      children: { _ in TreeChildBatch(models: [], ids: nil) },
      later: { _, id in
        { TreeChildDelivery(TreeChildBatch(models: try await loadChildren(id).map { $0 as Any }, ids: nil)) }
      })
  }

  /// A storage of `Identifiable` nodes of one type whose children load asynchronously (see
  /// ``init(roots:id:isExpandable:loadChildren:)``); the children's identities are read off the
  /// main actor too.
  @inlinable
  public convenience init<Node: Identifiable & Sendable>(
    roots: [Node], isExpandable: @escaping (Node) -> Bool,
    loadChildren: @escaping @Sendable (Node) async throws -> [Node]
  ) where Node.ID == ID {
    self.init(
      roots: roots, identify: { ($0 as? Node)?.id }, isExpandable: { ($0 as? Node).map(isExpandable) ?? false },
      children: { _ in TreeChildBatch(models: [], ids: nil) },
      later: { model, _ in
        guard let node = model as? Node else { return nil }
        return { TreeChildDelivery(TreeChildBatch(nodes: try await loadChildren(node))) }
      })
  }

  /// Whether children come from an asynchronous provider.
  public var loadsChildrenAsynchronously: Bool { provideChildrenLater != nil }

  /// Whether the node's children are loading now.
  public func isLoadingChildren(of id: ID) -> Bool { loads.running[id] != nil }

  /// Why the node's last load failed; `nil` when it did not (or loaded since).
  public func childrenLoadFailure(of id: ID) -> String? { loads.failures[id] }

  /// How many loads were cancelled (by a collapse, the node leaving, a reload).
  public var childrenLoadsCancelled: Int { loads.cancelled }

  /// Cancels the loads of the node and of its descendants (a collapse hides them all). Their
  /// providers see their task cancelled; what they return is dropped.
  public func cancelLoadingChildren(of id: ID) {
    guard !loads.running.isEmpty else { return }
    for node in loads.running.keys where node == id || isDescendant(node, of: id) { loads.cancel(node) }
  }

  /// The node's loading row as its view shows it.
  func loadingItem(of id: ID) -> TreeLoadingItem { TreeLoadingItem(parent: id, failure: loads.failures[id]) }

  /// Starts loading the node's children unless a load runs already (a second expansion while
  /// loading starts none).
  func startLoading(_ id: ID) {
    guard loads.running[id] == nil, let later = provideChildrenLater, let record = records[id] else { return }
    loads.failures[id] = nil
    childrenProviderCalls += 1
    guard let load = later(record.model, id) else {
      return finishLoading(id, token: nil, .success(TreeChildDelivery(TreeChildBatch(models: [], ids: nil))))
    }
    loads.lastToken += 1
    let token = loads.lastToken
    let target = loadTarget, deliver = deliverOnMainActor
    let task = Task.detached(priority: .userInitiated) {
      let result: Result<TreeChildDelivery<ID>, any Error>
      do { result = .success(try await load()) } catch { result = .failure(error) }
      // A cancelled load's result is dropped on arrival anyway: skip the hop.
      guard !Task.isCancelled else { return }
      deliver { target.storage?.finishLoading(id, token: token, result) }
    }
    loads.running[id] = TreeChildLoads.Load(token: token, task: task)
  }

  /// A load's result, on the main actor. `token`: the load's, `nil` for one that ran inline.
  func finishLoading(_ id: ID, token: Int?, _ result: Result<TreeChildDelivery<ID>, any Error>) {
    if let token {
      guard loads.running[id]?.token == token else { return }  // cancelled or replaced
      loads.running[id] = nil
    }
    guard let record = records[id], expandable(record.model) else { return }
    switch result {
    case .failure(let error):
      let reason = String(describing: error)
      loads.failures[id] = reason
      report(.childrenLoadFailed(node: "\(id)", reason: reason))
      if record.children == nil { emit(.loadingChanged(id)) }
    case .success(let delivery):
      let batch = delivery.batch
      if record.children != nil { return replaceChildren(of: id, with: (0..<batch.count).map(batch.model)) }
      // Apart: `insertRecords` takes the table out of `self` (an access inside the assignment's).
      let loaded = insertRecords(batch, parent: id)
      records[id]?.children = loaded.ids
      // The view reads the keys made with the records (looking 100,000 up again took 140 ms).
      arrivedKeys = (id, loaded.keys)
      defer { arrivedKeys = nil }
      emit(.loaded(id))
    }
  }

  /// Asks the asynchronous provider again: loaded children stay until the new ones arrive, a
  /// failed node shows its loading row again. A node never loaded loads when expanded.
  func reloadLater(_ id: ID, record: Record) {
    let failed = loads.failures[id] != nil
    guard record.children != nil || failed else { return }
    loads.cancel(id)
    startLoading(id)
    if failed { emit(.loadingChanged(id)) }
  }

  /// The keys of the children that just arrived for `id`, while the view is told (`.loaded`).
  package func arrivedChildKeys(of id: ID) -> [UInt]? { arrivedKeys?.id == id ? arrivedKeys?.keys : nil }

  /// Forgets the loads of a node leaving the storage.
  func forgetLoads(of id: ID) {
    loads.cancel(id)
    loads.failures[id] = nil
  }
}
