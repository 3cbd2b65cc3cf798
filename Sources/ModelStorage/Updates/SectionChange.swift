/// A change to a whole section, in batch (UIKit `performBatchUpdates`) semantics.
///
/// `delete` and the `from` side of `move` are indices *before* the update; `insert`,
/// the `to` side of `move` and `update` are indices *after* it.
public enum SectionChange: Equatable, Hashable, Sendable {
  /// A section inserted at this new index.
  case insert(Int)
  /// The section at this old index was deleted with all its rows.
  case delete(Int)
  /// The section moved, with all its rows, from an old to a new index.
  case move(from: Int, to: Int)
  /// The supplementary models (header, footer, ...) of the section at this new index changed.
  case update(Int)
  /// Every item of the section at this new index was replaced by new ones (its supplementary
  /// models stay). Sent instead of one delete and one insert per item, so replacing a million
  /// items costs O(1) to describe.
  case replaceItems(Int)
}
