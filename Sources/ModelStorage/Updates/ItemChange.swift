import Foundation

/// A change to one item, in batch (UIKit `performBatchUpdates`) semantics.
///
/// `delete` and the `from` side of `move` are index paths *before* the update; `insert`,
/// the `to` side of `move` and `update` are index paths *after* it. Items inside inserted or
/// deleted sections are not listed individually (the section change covers them), except
/// moves into or out of such sections.
public enum ItemChange: Equatable, Hashable, Sendable {
  /// An item inserted at this new index path.
  case insert(IndexPath)
  /// The item at this old index path was removed.
  case delete(IndexPath)
  /// The same item moved from an old to a new index path.
  case move(from: IndexPath, to: IndexPath)
  /// The item now at this index path kept its identity but its model changed.
  case update(IndexPath)
}
