/// A node's children as the storage's provider hands them over: the models, and their
/// identities when the provider knows them without asking `identify` (an `Identifiable`
/// storage reads `id` on the typed node, no cast from `Any` per child).
@usableFromInline
struct TreeChildBatch<ID: Hashable & Sendable> {
  @usableFromInline let models: [Any]
  /// One per model, or `nil`: ask `identify`.
  @usableFromInline let ids: [ID]?

  @usableFromInline
  init(models: [Any], ids: [ID]?) {
    self.models = models
    self.ids = ids
  }

  /// Typed nodes, read once: inlinable, so compiled for the app's `Node`.
  @inlinable
  init<Node: Identifiable>(nodes: [Node]) where Node.ID == ID {
    var models: [Any] = []
    var ids: [ID] = []
    models.reserveCapacity(nodes.count)
    ids.reserveCapacity(nodes.count)
    for node in nodes {
      models.append(node)
      ids.append(node.id)
    }
    self.init(models: models, ids: ids)
  }
}
