import Foundation

/// A predicate filter: the storage shows (``sections``, ``numberOfItems(inSection:)``, every
/// index path in and out) only the items the predicate accepts, and keeps the others aside.
extension MemoryStorage {
  /// Shows only the items `isIncluded` accepts, in every section, as one update of deletes
  /// and inserts (no reload), so a view keeps the rows, selection and focus of the items that
  /// stay. Replaces any previous filter. A filter batch that hides or shows more than
  /// 10,000 items reports each section it changed as replaced, with where each item went (a view
  /// maps its selection and focus through it), instead of one change per item.
  ///
  /// While a filter is set, every later batch applies it too: items added, inserted, set or
  /// replaced that it rejects are kept aside, not shown; a replaced item that stops matching
  /// leaves. Index paths (the app's calls, a view's events) count shown items only. With a kept
  /// sort (``keepSorted(by:)``) items come back at their sorted place.
  ///
  /// ```swift
  /// storage.setFilter { ($0 as? Song)?.title.localizedCaseInsensitiveContains("love") ?? false }
  /// storage.removeFilter()  // every item again, in its order
  /// ```
  ///
  /// Cost: one call of `isIncluded` per item now, and one per shown item after each batch.
  /// The hidden items belong to their section: ``setItems(_:forSection:)-([T],_)`` replaces
  /// them with the new ones it hides, removing a section or all its items drops them.
  public func setFilter(_ isIncluded: @escaping (Any) -> Bool) {
    arrangement.filter = isIncluded
    arrangement.typedFilter = nil
    applyFilter(typed: nil)
  }

  /// Shows every item again, each where it was (or at its sorted place while a sort is kept),
  /// as one update of inserts.
  public func removeFilter() {
    guard arrangement.filter != nil else { return }
    let typed = arrangement.typedFilter
    arrangement.filter = nil
    arrangement.typedFilter = nil
    applyFilter(typed: typed)
  }

  /// Whether a filter is set (``setFilter(_:)``).
  public var isFiltered: Bool { arrangement.filter != nil }

  /// Number of items of `section` the filter hides (`0` without a filter or section).
  public func numberOfHiddenItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].hiddenItems.count : 0
  }

  /// Every item of `section`, shown or hidden, in order (shown items where they are, hidden
  /// ones where they would come back); `nil` if the section does not exist.
  public func allItems(inSection section: Int) -> [Any]? {
    guard sections.indices.contains(section) else { return nil }
    return merged(section).map(\.item)
  }

  /// Re-evaluates the filter (or its absence) over every item, as one batch; through `typed`
  /// where a section is kept as its model type.
  func applyFilter(typed: TypedFilter?) {
    performUpdates { () -> Void in
      let isIncluded = arrangement.filter ?? { _ in true }
      let showAll = arrangement.filter == nil
      for section in sections.indices where typed?.refilter(self, section, showAll) != true {
        refilter(section, by: isIncluded)
      }
      arrangement.filterJustApplied = true  // until the next change of the batch
    }
  }

  /// The shown and hidden items of `section` in their order; `shown`: the shown index.
  private func merged(_ section: Int) -> [(item: Any, shown: Int?)] {
    let shown = sections[section].storage.anyItems, hidden = sections[section].hiddenItems
    var result = [(item: Any, shown: Int?)]()
    result.reserveCapacity(shown.count + hidden.count)
    var next = 0
    for (index, item) in shown.enumerated() {
      while next < hidden.count, hidden.gap(next) <= index {
        result.append((hidden.item(at: next), nil))
        next += 1
      }
      result.append((item, index))
    }
    for rest in next..<hidden.count { result.append((hidden.item(at: rest), nil)) }
    return result
  }

  /// Shows exactly the items of `section` that `isIncluded` accepts, keeping the order.
  private func refilter(_ section: Int, by isIncluded: (Any) -> Bool) {
    let oldCount = sections[section].numberOfItems
    var shown = [Any](), hidden = [Any](), slots = [Int](), deletes = [Int](), inserts = [Int]()
    for (item, wasShown) in merged(section) {
      if isIncluded(item) {
        if wasShown == nil { inserts.append(shown.count) }
        shown.append(item)
      } else {
        if let wasShown { deletes.append(wasShown) }
        slots.append(shown.count + hidden.count)
        hidden.append(item)
      }
    }
    sections[section].hiddenItems = HiddenItems(slots: slots, items: .untyped(hidden))
    guard !deletes.isEmpty || !inserts.isEmpty else { return }
    change { tracker in
      tracker.applyFilter(
        DiffResult(deletes: deletes, inserts: inserts), inSection: section, oldCount: oldCount, newCount: shown.count)
      sections[section].storage.replaceAll(with: shown)
    }
  }

  /// After a batch: hides the shown items of `section` that `isIncluded` rejects (the hidden
  /// ones were rejected already).
  func hideItems(ofSection section: Int, notMatching isIncluded: (Any) -> Bool) {
    let count = sections[section].numberOfItems
    let typed = arrangement.typedFilter
    // A typed filter reads the shown items in place, without boxing each.
    let allMatch =
      typed?.allShownMatch(self, section) ?? !(0..<count).contains { !isIncluded(sections[section].item(at: $0)) }
    guard !allMatch else { return }
    if typed?.refilter(self, section, false) != true { refilter(section, by: isIncluded) }
  }

  /// The app replaced the items of `section`: the ones hidden before go with the old ones.
  @usableFromInline
  func dropHiddenItems(ofSection section: Int) {
    if section >= 0, section < sections.count, !sections[section].hiddenItems.isEmpty {
      sections[section].hiddenItems = HiddenItems()
    }
  }
}
