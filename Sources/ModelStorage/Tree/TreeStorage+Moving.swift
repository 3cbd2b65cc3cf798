import Foundation

extension TreeStorage {
  /// The identity the storage gives `model` (`nil` when it cannot identify it).
  public func id(of model: Any) -> ID? { identify(model) }

  /// Moves nodes, in the order given, to be children of `parent` (`nil`: the roots) starting at
  /// `index` of the children that stay there; they keep their loaded children. A node that is
  /// `parent` or one of its ancestors cannot move (a node would become its own descendant), nor
  /// can an unknown node: both are reported and skipped. Returns whether anything moved.
  @discardableResult
  public func moveNodes(_ ids: [ID], toParent parent: ID?, at index: Int) -> Bool {
    if let parent, records[parent] == nil {
      report(.itemNotFound("tree node \(parent)"))
      return false
    }
    var moving: [ID] = []
    for id in ids where !moving.contains(id) {
      guard records[id] != nil else {
        report(.itemNotFound("tree node \(id)"))
        continue
      }
      guard let parent, id == parent || isDescendant(parent, of: id) else {
        moving.append(id)
        continue
      }
      report(.invalidUpdate("tree node \(id) cannot move into its own subtree"))
    }
    // A node moving with an ancestor that moves too stays inside it.
    moving = moving.filter { id in !moving.contains { $0 != id && isDescendant(id, of: $0) } }
    guard !moving.isEmpty else { return false }
    let stay = childIDs(ofParent: parent).filter { !moving.contains($0) }
    let at = min(max(index, 0), stay.count)
    let order = Array(stay[..<at]) + moving + Array(stay[at...])
    let models = order.compactMap { records[$0]?.model }
    if let parent { setChildren(models, of: parent) } else { setRoots(models) }
    return true
  }
}
