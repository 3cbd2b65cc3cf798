/// A node's children as the storage's provider hands them over: how many, each model on
/// demand, and their identities when the provider knows them without asking `identify` (an
/// `Identifiable` storage reads `id` on the typed node, no cast from `Any` per child).
///
/// Models are boxed one by one into the storage's records: a `[Any]` of the level first was a
/// second copy of it (320 KB for 10,000 children, fresh memory the expansion paid for).
@usableFromInline
struct TreeChildBatch<ID: Hashable & Sendable> {
  @usableFromInline let count: Int
  @usableFromInline let model: (Int) -> Any
  /// One per model, or `nil`: ask `identify`.
  @usableFromInline let ids: [ID]?

  @usableFromInline
  init(models: [Any], ids: [ID]?) {
    count = models.count
    model = { models[$0] }
    self.ids = ids
  }

  /// Typed nodes, read once: inlinable, so compiled for the app's `Node`.
  @inlinable
  init<Node: Identifiable>(nodes: [Node]) where Node.ID == ID {
    var ids: [ID] = []
    ids.reserveCapacity(nodes.count)
    // By index: iterating copied each node (a retain and a release of its fields).
    for index in nodes.indices { ids.append(nodes[index].id) }
    count = nodes.count
    model = { nodes[$0] }
    self.ids = ids
  }
}
