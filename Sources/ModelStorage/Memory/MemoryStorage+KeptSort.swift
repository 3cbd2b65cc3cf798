import Foundation

/// A sort that stays: once kept, every later batch (`setItems`, inserts, replacements, a
/// filter change) ends with the items in its order, each landing or moving to its place as an
/// insert or a move of the same update, so a view keeps rows, selection and cells by identity.
extension MemoryStorage {
  /// Sorts every section by `areInIncreasingOrder` (a strict weak order) now, and keeps it
  /// sorted: items added, inserted (at any index path: the path chooses the section) or
  /// replaced later land at their sorted place, in the same update.
  ///
  /// Items the comparator finds equal keep their relative order (the order they were given in):
  /// an added item goes after its equals, one inserted among equals stays where its index path
  /// put it. The sort ends (``keepsSorted`` turns `false`) when a
  /// batch moves items out of its order by hand (``moveItem(at:to:)``, a one-off
  /// ``sortItems(by:)``), or on ``stopKeepingSorted()``; the items stay where they are.
  ///
  /// ```swift
  /// storage.keepSorted { ($0 as! Song).title < ($1 as! Song).title }
  /// storage.addItem(Song(title: "B"))  // lands between "A…" and "C…"
  /// ```
  ///
  /// Cost: a batch that only adds, inserts or removes items sorts the new ones and merges them
  /// in, about
  /// `a log2 n` comparisons for `a` new items among `n`; any other change to a section sorts it
  /// again (about n comparisons for items already in order); sections the batch did not touch
  /// are left as they are. For many items prefer ``keepSorted(byKey:ascending:)``. A table
  /// (`ColumnViewManager`) keeps its header sort this way.
  public func keepSorted(by areInIncreasingOrder: @escaping (Any, Any) -> Bool) {
    keepSorted(
      KeptSort(
        order: { storage, section in
          let items = storage.boxedItems(ofSection: section)
          return items.withUnsafeBufferPointer { items in
            StableOrder.positions(count: items.count) { areInIncreasingOrder(items[$0], items[$1]) }
          }
        },
        positions: { storage, section in
          let items = storage.sections[section]
          return { areInIncreasingOrder(items.item(at: $0), items.item(at: $1)) }
        }), notifying: true)
  }

  /// Sorts every section by the key `key` gives each item (read once an item a sort), in
  /// increasing or decreasing order, now and after every later batch; otherwise as
  /// ``keepSorted(by:)``.
  public func keepSorted<Key: Comparable>(byKey key: @escaping (Any) -> Key, ascending: Bool = true) {
    keepSorted(
      KeptSort(
        order: { storage, section in
          StableOrder.positions(sortedBy: storage.boxedItems(ofSection: section).map(key), ascending: ascending)
        },
        positions: { storage, section in
          let items = storage.sections[section]
          return { first, second in
            let (left, right) = (key(items.item(at: first)), key(items.item(at: second)))
            return ascending ? left < right : right < left
          }
        }), notifying: true)
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
    if let filter = arrangement.filter, !arrangement.filterJustApplied {
      for section in sections.indices { hideItems(ofSection: section, notMatching: filter) }
    }
    guard let sort = arrangement.keptSort else { return }
    var orders = [[Int]](), merged = Set<Int>()
    for section in sections.indices {
      switch keptOrder(ofSection: section, by: sort) {
      case .merged(let order):
        orders.append(order)
        merged.insert(section)
      case .sorted(let order): orders.append(order)
      }
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
      if merged.contains(section) {
        placeNewItems(section, by: orders[section])
        continue
      }
      let long = orders[section].count > MemoryArrangement.permutationFrom
      reorder(section, by: orders[section], asPermutation: arrangement.sortIsNew && long)
    }
  }

  private enum KeptOrder {
    /// The whole section's order (empty: nothing to sort).
    case sorted([Int])
    /// Only the batch's new items move: they are merged into the sorted old ones.
    case merged([Int])
  }

  /// The order `sort` puts `section` in at the end of this batch. A section the batch left alone
  /// is still sorted; one it only added items to has them merged in when the sort can compare
  /// two items (a few thousand rows added to a million read the keys of those and of a few
  /// dozen others each, not of the million). Anything else is sorted again.
  private func keptOrder(ofSection section: Int, by sort: KeptSort) -> KeptOrder {
    let count = sections[section].numberOfItems
    guard count > 1 else { return .sorted([]) }
    guard !arrangement.sortIsNew, !arrangement.reorderedByHand, let tracker else {
      return .sorted(sort.order(self, section))
    }
    switch tracker.sinceSort(ofSection: section) {
    case .untouched: return .sorted([])
    case .added(let inserted) where inserted.isEmpty: return .sorted([])
    case .added(let inserted):
      guard let positions = sort.positions else { return .sorted(sort.order(self, section)) }
      return .merged(StableOrder.merging(count: count, inserted: inserted, by: positions(self, section)))
    case .changed: return .sorted(sort.order(self, section))
    }
  }

  /// Puts the new items of `section` at their places in `order`: inserts there, no moves.
  private func placeNewItems(_ section: Int, by order: [Int]) {
    change { tracker in
      tracker.placeNewItems(inSection: section, order: order)
      sections[section].storage.permute(order)
    }
  }
}
