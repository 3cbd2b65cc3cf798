/// What the app registered for drops of nodes dragged within the tree.
@MainActor
struct TreeDrops<ID: Hashable & Sendable> {
  var move: (([ID], TreeDropTarget<ID>) -> Bool)?
  var canDrop: (([ID], TreeDropTarget<ID>) -> Bool)?
}
