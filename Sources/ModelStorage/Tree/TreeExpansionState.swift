/// Which nodes of a tree are expanded, by identity: what a tree view restores after its rows
/// are removed and re-inserted, and what an app saves and restores (`Codable` when `ID` is).
public struct TreeExpansionState<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The identities of the expanded nodes. A node shows expanded when it and all its ancestors are.
  public var expandedIDs: Set<ID>

  /// A state with `expandedIDs` expanded.
  public init(expandedIDs: Set<ID> = []) { self.expandedIDs = expandedIDs }

  /// Whether `id` is marked expanded.
  public func isExpanded(_ id: ID) -> Bool { expandedIDs.contains(id) }

  /// Records a collapse of `id`: under `.forgetDescendants` every id `isDescendant` accepts is
  /// dropped too.
  public mutating func collapse(_ id: ID, policy: TreeExpansionPolicy, isDescendant: (ID) -> Bool) {
    expandedIDs.remove(id)
    guard policy == .forgetDescendants else { return }
    expandedIDs = expandedIDs.filter { !isDescendant($0) }
  }
}

extension TreeExpansionState: Codable where ID: Codable {}
