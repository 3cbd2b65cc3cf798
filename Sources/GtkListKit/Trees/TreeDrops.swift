/// What the app registered for drops on the tree: of its nodes, and of text or files.
@MainActor
struct TreeDrops<ID: Hashable & Sendable> {
  var move: (([ID], TreeDropTarget<ID>) -> Bool)?
  /// Whether text or files from elsewhere may drop (the tree's `dropText` or `dropFiles` is set).
  var takesExternal = false
  var canDrop: (([ID], TreeDropTarget<ID>) -> Bool)?
}
