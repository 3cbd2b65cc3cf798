/// What a kept sort needs to know of a batch: whether it only added items to a section (then
/// only those need a place), and a way to place them without moving the others.
extension UpdateTracker {
  /// How the batch left the items of `section`, for a sort that was kept before it.
  enum SinceSort: Equatable {
    /// Not touched: still in the order the batch found them.
    case untouched
    /// The old items still there are neither moved nor updated and keep their old order; the
    /// items at `inserted` (ascending positions) are new.
    case added(inserted: [Int])
    /// Anything else (an update, a move, a replacement, a new section): sort it all again.
    case changed
  }

  func sinceSort(ofSection section: Int) -> SinceSort {
    guard section < tracks.count, !needsReload else { return .changed }
    let track = tracks[section]
    guard let old = track.old, track.diff == nil, !track.itemsReplaced else { return .changed }
    guard let items = track.items else { return .untouched }
    var inserted = [Int](), previous = -1
    for (position, token) in items.enumerated() {
      if token.oldSection == -1 {
        inserted.append(position)
        continue
      }
      guard token.oldSection == old, !token.moved, !token.updated, token.oldItem > previous else { return .changed }
      previous = token.oldItem
    }
    return .added(inserted: inserted)
  }

  /// Puts the items of `section` in `order` (`order[new]` = current index), an order that keeps
  /// every old item where it was relative to the other old ones: only new items change places,
  /// so the update reports them as inserts at their places and nothing as moved.
  func placeNewItems(inSection section: Int, order: [Int]) {
    guard let items = tracks[section].items else { return }
    tracks[section].items = order.map { items[$0] }
  }
}
