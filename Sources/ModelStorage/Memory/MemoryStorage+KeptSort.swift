import Foundation

/// A sort that stays: once kept, every later batch (`setItems`, inserts, replacements, a
/// filter change) ends with the items in its order, each landing or moving to its place as an
/// insert or a move of the same update, so a view keeps rows, selection and cells by identity.
extension MemoryStorage {
  /// Sorts every section by `areInIncreasingOrder` (a strict weak order) now, and keeps it
  /// sorted: items added, inserted (at any index path: the path chooses the section) or
  /// replaced later land at their sorted place, in the same update.
  ///
  /// Items the comparator finds equal keep their relative order (the order they were given in);
  /// a new item goes after its equals. The sort ends (``keepsSorted`` turns `false`) when a
  /// batch moves items out of its order by hand (``moveItem(at:to:)``, a one-off
  /// ``sortItems(by:)``), or on ``stopKeepingSorted()``; the items stay where they are.
  ///
  /// ```swift
  /// storage.keepSorted { ($0 as! Song).title < ($1 as! Song).title }
  /// storage.addItem(Song(title: "B"))  // lands between "A…" and "C…"
  /// ```
  ///
  /// Cost: after each batch the sort runs again over each section (about n comparisons for
  /// items already in order). For many items prefer ``keepSorted(byKey:ascending:)``. A table
  /// (`ColumnViewManager`) keeps its header sort this way.
  public func keepSorted(by areInIncreasingOrder: @escaping (Any, Any) -> Bool) {
    keepSorted(
      KeptSort { storage, section in
        let items = storage.boxedItems(ofSection: section)
        return items.withUnsafeBufferPointer { items in
          StableOrder.positions(count: items.count) { areInIncreasingOrder(items[$0], items[$1]) }
        }
      }, notifying: true)
  }

  /// Sorts every section by the key `key` gives each item (read once an item a sort), in
  /// increasing or decreasing order, now and after every later batch; otherwise as
  /// ``keepSorted(by:)``.
  public func keepSorted<Key: Comparable>(byKey key: @escaping (Any) -> Key, ascending: Bool = true) {
    keepSorted(
      KeptSort { storage, section in
        StableOrder.positions(sortedBy: storage.boxedItems(ofSection: section).map(key), ascending: ascending)
      }, notifying: true)
  }

  /// Ends the kept sort: the items stay in their current order, later items land where they
  /// are put.
  public func stopKeepingSorted() {
    guard arrangement.keptSort != nil else { return }
    arrangement.keptSort = nil
    arrangement.keptSortChanged?()
  }

  /// Whether a sort is kept (``keepSorted(by:)``, or a table's header sort).
  public var keepsSorted: Bool { arrangement.keptSort != nil }

  /// The kept sort, if any.
  package var keptSort: KeptSort? { arrangement.keptSort }

  /// Told when the kept sort ends or another replaces it (a table clears its header arrow).
  package var keptSortChanged: (() -> Void)? {
    get { arrangement.keptSortChanged }
    set { arrangement.keptSortChanged = newValue }
  }

  /// Keeps `sort` and sorts every section by it now, as one update. `notifying`: a sort set
  /// by the app tells the previous owner (a table) its sort ended.
  package func keepSorted(_ sort: KeptSort, notifying: Bool = false) {
    let previous = arrangement.keptSort
    arrangement.keptSort = sort
    if notifying, previous != nil { arrangement.keptSortChanged?() }
    arrangement.sortIsNew = true
    defer { arrangement.sortIsNew = false }
    performUpdates { () -> Void in arrangement.reorderedByHand = false }
  }

  /// The app reordered items by hand in this batch (a move, a one-off sort).
  @usableFromInline
  func noteReorderedByHand() {
    if !arrangement.settling, arrangement.keptSort != nil { arrangement.reorderedByHand = true }
  }

  /// Run at the end of every batch, inside it: hides what the filter hides, then puts every
  /// section in the kept order (or ends the sort, when the batch moved items out of it by hand).
  func settleArrangement() {
    guard !arrangement.settling, arrangement.filter != nil || arrangement.keptSort != nil else { return }
    arrangement.settling = true
    defer { arrangement.settling = false }
    if let filter = arrangement.filter {
      for section in sections.indices { hideItems(ofSection: section, notMatching: filter) }
    }
    guard let sort = arrangement.keptSort else { return }
    let orders = sections.indices.map { section in
      sections[section].numberOfItems > 1 ? sort.order(self, section) : []
    }
    let outOfOrder = orders.indices.filter { !orders[$0].elementsEqual(0..<orders[$0].count) }
    if arrangement.reorderedByHand, !outOfOrder.isEmpty {
      // Moved out of order by hand: the app's order wins, the sort ends.
      arrangement.reorderedByHand = false
      arrangement.keptSort = nil
      arrangement.keptSortChanged?()
      return
    }
    arrangement.reorderedByHand = false
    // A new sort of a long section is one permutation (a view keeps its top row, selection and
    // focus through it, where moves that far are split and lose GTK's scroll anchor); a short
    // one, and later batches, are inserts and moves.
    for section in outOfOrder {
      let long = orders[section].count > MemoryArrangement.permutationFrom
      reorder(section, by: orders[section], asPermutation: arrangement.sortIsNew && long)
    }
  }
}
