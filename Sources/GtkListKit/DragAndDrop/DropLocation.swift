import Foundation

/// The target of a drop: the item (or, for a header row, the first item of its section) and
/// the position relative to it. `indexPath` is `nil` below the last row (the end of the list).
public struct DropLocation: Equatable, Sendable {
  /// The item the drop is relative to; `nil` past the last row.
  public var indexPath: IndexPath?
  /// Before, on or after that item.
  public var position: DropPosition

  /// A drop location relative to the item at `indexPath` (`nil`: the end of the list).
  public init(indexPath: IndexPath?, position: DropPosition) {
    self.indexPath = indexPath
    self.position = position
  }
}
