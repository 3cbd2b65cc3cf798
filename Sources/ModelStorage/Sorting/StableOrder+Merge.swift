extension StableOrder {
  /// The stable order of `count` positions of which `inserted` (ascending) hold items added
  /// since the others were in order: the same order as a stable sort of all the positions
  /// (equal items keep their position order, so an item appended goes after its equals, one
  /// inserted among equals stays there). The added items are sorted among themselves, then each
  /// is put in the old ones by a binary search.
  ///
  /// What keeps a sorted million-item section sorted after a few items are added: about
  /// `a log2 a + a log2 n` comparisons for `a` added items among `n`, where sorting again reads
  /// every item. `areInIncreasingOrder` compares the items at two positions.
  @inlinable
  package static func merging(count: Int, inserted: [Int], by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
    var old = [Int]()
    if let first = inserted.first, inserted.last == count - 1, inserted.count == count - first {
      old = Array(0..<first)  // all added at the end: the common case, no search for the others
    } else {
      old.reserveCapacity(count - inserted.count)
      var next = 0
      for position in inserted {
        old.append(contentsOf: next..<position)
        next = position + 1
      }
      old.append(contentsOf: next..<count)
    }
    var added = inserted
    sort(&added, by: areInIncreasingOrder)
    var order = [Int]()
    order.reserveCapacity(count)
    var next = 0  // the first old item not yet placed
    for position in added {
      // The first old item from `next` on that goes after `position`: a larger one, or an
      // equal one further on (a binary search: the old items are in order, the added ones come
      // in order too).
      var low = next, high = old.count
      while low < high {
        let middle = low + (high - low) / 2, other = old[middle]
        let before =
          areInIncreasingOrder(position, other) || (position < other && !areInIncreasingOrder(other, position))
        if before { high = middle } else { low = middle + 1 }
      }
      order.append(contentsOf: old[next..<low])
      order.append(position)
      next = low
    }
    order.append(contentsOf: old[next...])
    return order
  }
}
