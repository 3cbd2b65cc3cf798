import Foundation

/// What ``UpdateTracker`` keeps of each item and section during a batch.
extension UpdateTracker {
  struct ItemToken {
    /// Section before the batch, or -1 for an item inserted during it.
    var oldSection: Int
    var oldItem: Int
    var moved = false
    var updated = false
    static let inserted = ItemToken(oldSection: -1, oldItem: -1)
  }

  struct SectionTrack {
    var old: Int?
    var moved = false
    var supplementariesChanged = false
    /// Every item was replaced (and nothing else touched the items since): reported as one
    /// ``SectionChange/replaceItems(_:)``; `originalCount` is then the new count.
    var itemsReplaced = false
    /// `nil` while untouched: then item k is old item k of `old`, or every item is new when
    /// `old` is `nil`.
    var items: [ItemToken]?
    /// The old count while untouched; the current count of a section inserted in the batch.
    var originalCount: Int
    /// The section's items changed as this diff says and nothing else touched them: reported
    /// from the diff itself, O(changes), instead of one token per item.
    var diff: DiffResult?
    /// `diff` is a filter's (``UpdateTracker/applyFilter(_:inSection:oldCount:newCount:)``).
    var filtered = false
    /// With `itemsReplaced`: the replace only reordered the items, `order[new]` = old index.
    var reordering: [Int]?
  }
}
