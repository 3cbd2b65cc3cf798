extension MemoryStorage {
  /// Sorts the items of every section by `areInIncreasingOrder`, as one update.
  ///
  /// See ``sortItems(inSection:by:)`` for the order and what the delegate receives.
  public func sortItems(by areInIncreasingOrder: (Any, Any) -> Bool) {
    performUpdates { () -> Void in
      for section in sections.indices { sortSection(section, by: areInIncreasingOrder) }
    }
  }

  /// Sorts the items of `section` by `areInIncreasingOrder` (a strict weak order); a section that
  /// does not exist reports ``ModelStorageAnomaly/sectionOutOfRange(_:sectionCount:)``.
  ///
  /// The order is total and deterministic: items the comparator finds equal keep their current
  /// relative order. The delegate receives the fewest moves that turn the old order into the new
  /// one (nothing when the items were already in order), so a view keeps each row, its selection
  /// and its scroll position by identity; items need no identity of their own. Headers and footers
  /// stay. A typed section stays typed. Inside ``performUpdates(_:)`` it joins the batch.
  ///
  /// Cost: about n log2 n comparator calls (n for items already in order: a stable merge sort
  /// with one call a comparison, see `StableOrder`), each item boxed once as `Any`, and O(n) to
  /// describe the moves.
  public func sortItems(inSection section: Int, by areInIncreasingOrder: (Any, Any) -> Bool) {
    guard sections.indices.contains(section) else {
      return report(.sectionOutOfRange(section, sectionCount: sections.count))
    }
    sortSection(section, by: areInIncreasingOrder)
  }

  /// Sorts one existing section and reports the permutation as moves through the update tracker.
  private func sortSection(_ section: Int, by areInIncreasingOrder: (Any, Any) -> Bool) {
    let count = sections[section].numberOfItems
    guard count > 1 else { return }
    // Boxed once: the comparator would otherwise box a typed section's items on every call.
    // Read through a buffer: no bounds check or extra retain per comparison.
    let boxed = sections[section].storage.anyItems
    let order = boxed.withUnsafeBufferPointer { items in
      StableOrder.positions(count: count) { areInIncreasingOrder(items[$0], items[$1]) }
    }
    // The permutation is known exactly: its moves go to the tracker as a moves-only diff, no
    // identity diff needed.
    let moves = Diff.moves(ofPermutation: order)
    guard !moves.isEmpty else { return }
    change { tracker in
      tracker.applyDiff(DiffResult(moves: moves), inSection: section, oldCount: count, newCount: count)
      sections[section].storage.permute(order)
    }
  }
}
