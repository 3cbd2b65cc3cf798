extension MemoryStorage {
  /// Sorts the items of every section by `areInIncreasingOrder`, as one update.
  ///
  /// See ``sortItems(inSection:by:)`` for the order and what the delegate receives.
  public func sortItems(by areInIncreasingOrder: (Any, Any) -> Bool) {
    noteReorderedByHand()
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
  /// and its scroll position by identity; items need no identity of their own. When those are
  /// more than 10,000 moves the delegate receives ``SectionChange/replaceItems(_:)`` instead (a
  /// view replaces that many rows anyway; the library's views still keep the selection, the
  /// focused row and the top row, through the permutation the update carries). Headers and
  /// footers stay. A typed section stays typed; its items are not moved in memory, the section
  /// keeps their new order beside them. Inside ``performUpdates(_:)`` it joins the batch.
  ///
  /// Cost: about n log2 n comparator calls (n for items already in order: a stable merge sort
  /// with one call a comparison, see `StableOrder`), each item boxed once as `Any`, and O(n) to
  /// describe the moves. For many items prefer ``sortItems(inSection:byKey:ascending:)``, which
  /// reads each item once.
  public func sortItems(inSection section: Int, by areInIncreasingOrder: (Any, Any) -> Bool) {
    guard sections.indices.contains(section) else {
      return report(.sectionOutOfRange(section, sectionCount: sections.count))
    }
    noteReorderedByHand()
    sortSection(section, by: areInIncreasingOrder)
  }

  /// Sorts the items of every section by the key `key` gives each of them, as one update.
  ///
  /// See ``sortItems(inSection:byKey:ascending:)``.
  @inlinable
  public func sortItems<Key: Comparable>(byKey key: (Any) -> Key, ascending: Bool = true) {
    noteReorderedByHand()
    performUpdates { () -> Void in
      for section in sections.indices { sortSection(section, byKey: key, ascending: ascending) }
    }
  }

  /// Sorts the items of `section` by the key `key` gives each of them (called once an item), in
  /// increasing or decreasing key order; a section that does not exist reports
  /// ``ModelStorageAnomaly/sectionOutOfRange(_:sectionCount:)``.
  ///
  /// Items of equal keys keep their current relative order in both directions; otherwise as
  /// ``sortItems(inSection:by:)`` (the fewest moves, typed sections stay typed, batches). Reading
  /// each item once instead of twice a comparison is what makes a million items cheap: the
  /// comparisons are between keys. `@inlinable` so the comparisons are specialized for `Key` in
  /// the caller's module (generic comparisons cost several times more).
  @inlinable
  public func sortItems<Key: Comparable>(inSection section: Int, byKey key: (Any) -> Key, ascending: Bool = true) {
    guard sections.indices.contains(section) else { return reportMissingSection(section) }
    noteReorderedByHand()
    sortSection(section, byKey: key, ascending: ascending)
  }

  /// Sorts one existing section by a comparator of items.
  private func sortSection(_ section: Int, by areInIncreasingOrder: (Any, Any) -> Bool) {
    let count = sections[section].numberOfItems
    guard count > 1 else { return }
    // Boxed once: the comparator would otherwise box a typed section's items on every call.
    // Read through a buffer: no bounds check or extra retain per comparison.
    let boxed = sections[section].storage.anyItems
    let order = boxed.withUnsafeBufferPointer { items in
      StableOrder.positions(count: count) { areInIncreasingOrder(items[$0], items[$1]) }
    }
    reorder(section, by: order)
  }

  /// Sorts every section by the keys `keys` gives for it (one per item, in order), as one
  /// update; otherwise as ``sortItems(byKey:ascending:)``. For a caller that reads keys its own
  /// way (``keys(ofSection:typed:boxed:)``); the comparisons are specialized for a concrete `Key`.
  @inlinable
  package func sortItems<Key: Comparable>(keysOfSection keys: (Int) -> [Key], ascending: Bool = true) {
    performUpdates { () -> Void in
      for section in sections.indices where sections[section].numberOfItems > 1 {
        sortSection(section, keys: keys(section), ascending: ascending)
      }
    }
  }

  /// The key of each item of `section`: a section that holds exactly `[Model]` is read through
  /// `typed` without boxing its items (a boxed copy of a large item costs an allocation and a
  /// retain per reference it holds), any other through `boxed`. Both must agree.
  package func keys<Model, Key>(ofSection section: Int, typed: (Model) -> Key, boxed: (Any) -> Key) -> [Key] {
    sections[section].storage.typed(Model.self)?.map(typed) ?? boxedItems(ofSection: section).map(boxed)
  }

  /// ``keys(ofSection:typed:boxed:)`` for a key that is a stored field of the items, where
  /// `field` says it lies (`MemoryLayout.offset(of:)` of a struct's stored property): a section
  /// of exactly `[field.type]` is read in place, any other through `boxed`. Generic in the
  /// field alone, so a caller with a concrete field type gets a specialized loop.
  @inlinable
  package func keys<Field, Key>(
    ofSection section: Int, field _: Field.Type, at field: FieldLayout, key: (Field) -> Key, boxed: (Any) -> Key
  ) -> [Key] {
    guard case .typed(let store) = sections[section].storage, store.elementType == field.type else {
      return boxedItems(ofSection: section).map(boxed)
    }
    let count = store.count
    return store.withItemBytes { bytes, order in
      guard let order else {
        return (0..<count).map { key(bytes.load($0, stride: field.stride, offset: field.offset, as: Field.self)) }
      }
      return order.map { key(bytes.load($0, stride: field.stride, offset: field.offset, as: Field.self)) }
    }
  }

  /// Sorts one existing section by a key per item.
  @inlinable
  func sortSection<Key: Comparable>(_ section: Int, byKey key: (Any) -> Key, ascending: Bool) {
    guard sections[section].numberOfItems > 1 else { return }
    sortSection(section, keys: boxedItems(ofSection: section).map(key), ascending: ascending)
  }

  /// Sorts one existing section by `keys`, one per item in order.
  @inlinable
  func sortSection<Key: Comparable>(_ section: Int, keys: [Key], ascending: Bool) {
    reorder(section, by: StableOrder.positions(sortedBy: keys, ascending: ascending))
  }

  /// Reports a section that does not exist.
  @usableFromInline
  func reportMissingSection(_ section: Int) { report(.sectionOutOfRange(section, sectionCount: sections.count)) }

  /// Every item of an existing section, boxed.
  @usableFromInline
  func boxedItems(ofSection section: Int) -> [Any] { sections[section].storage.anyItems }

  /// Puts the item at `order[k]` at `k` and reports the permutation: as its fewest moves, or
  /// when they are more than ``StorageUpdate/largeReordering`` as a replace of the section's
  /// items that carries the permutation.
  @usableFromInline
  func reorder(_ section: Int, by order: [Int], asPermutation: Bool = false) {
    change { tracker in
      tracker.reorderItems(inSection: section, order: order, asPermutation: asPermutation)
      sections[section].storage.permute(order)
    }
  }
}
