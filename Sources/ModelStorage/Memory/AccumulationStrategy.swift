/// How ``SingleSectionStorage/addItems(_:strategy:)`` merges a loaded page into the items it has
/// (DTModelStorage's accumulation strategies for load-more).
public enum AccumulationStrategy: Sendable, Equatable {
  /// Appends every new item (an identifier seen again is kept twice and reported by the diff
  /// as a duplicate, within its search budget, see ``Diff``).
  case append
  /// An item whose identifier exists replaces the old value in place; the others are appended.
  case updateOldValues
  /// An item whose identifier exists removes the old one; every new item is appended.
  case deleteOldValues

  /// The merged array.
  public func accumulate<T: Identifiable>(_ old: [T], _ new: [T]) -> [T] {
    switch self {
    case .append:
      return old + new
    case .updateOldValues:
      var position = [T.ID: Int](minimumCapacity: old.count)
      for (index, item) in old.enumerated() { position[item.id] = index }
      var result = old
      for item in new {
        if let index = position[item.id] {
          result[index] = item
        } else {
          position[item.id] = result.count; result.append(item)
        }
      }
      return result
    case .deleteOldValues:
      let incoming = Set(new.map(\.id))
      return old.filter { !incoming.contains($0.id) } + new
    }
  }
}
