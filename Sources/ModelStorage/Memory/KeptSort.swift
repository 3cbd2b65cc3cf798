/// A sort a ``MemoryStorage`` keeps while its items change (see
/// ``MemoryStorage/keepSorted(by:)``): how to order the items of one section.
///
/// A class so its owner (a table's manager) can tell its own sort from one set after it.
package final class KeptSort {
  /// The stable sorted order of section `section`'s items as they are now: `order[new]` is the
  /// current index of the item that belongs at `new`. Items equal in every key keep their
  /// current relative order.
  package let order: (_ storage: MemoryStorage, _ section: Int) -> [Int]
  /// The same order as a comparison of the items at two positions of a section, when the sort
  /// can read one item's keys: after a batch that only added items, they are merged into the
  /// sorted ones (``StableOrder/merging(count:inserted:by:)``) instead of sorting the section again.
  package let positions: ((_ storage: MemoryStorage, _ section: Int) -> (Int, Int) -> Bool)?

  package init(
    order: @escaping (_ storage: MemoryStorage, _ section: Int) -> [Int],
    positions: ((_ storage: MemoryStorage, _ section: Int) -> (Int, Int) -> Bool)? = nil
  ) {
    self.order = order
    self.positions = positions
  }
}

/// What a ``MemoryStorage`` keeps applying after every batch: a sort and a filter.
struct MemoryArrangement {
  var keptSort: KeptSort?
  /// Called when ``keptSort`` ends or is replaced by something other than its owner's call.
  var keptSortChanged: (() -> Void)?
  /// Which items are shown; `nil`: all.
  var filter: ((Any) -> Bool)?
  /// The same filter over a section kept as its model type (``MemoryStorage/setFilter(of:_:)``).
  var typedFilter: TypedFilter?
  /// The filter has just judged every item, and nothing changed since: the end of the batch
  /// need not judge the shown ones again (for a filter that keeps most of a million rows, that
  /// was the predicate's cost twice).
  var filterJustApplied = false
  /// The batch reordered or moved items by hand: at its end the sort is kept only if they are
  /// still in its order.
  var reorderedByHand = false
  /// The batch that starts a kept sort: its reorderings of long sections are permutations.
  var sortIsNew = false
  /// Items of a section above which a new sort is reported as one permutation.
  static let permutationFrom = 1_000
  /// Inside the end-of-batch step (its own sorts and filter are not by hand).
  var settling = false
}
