import Foundation

/// The target of a drop: the item (or, for a header row, the first item of its section) and
/// the position relative to it. `indexPath` is `nil` below the last row (the end of the list).
public struct DropLocation: Equatable, Sendable {
  public var indexPath: IndexPath?
  public var position: DropPosition

  public init(indexPath: IndexPath?, position: DropPosition) {
    self.indexPath = indexPath
    self.position = position
  }
}
