import Foundation

/// A filter over a section kept as `[Model]`: the predicate reads each item where it is stored,
/// and the shown and hidden items stay in that one array, as two lists of positions. Boxing each
/// of a million 320-byte rows into an `Any` for the predicate and for the hidden list, and
/// copying each out again, was four fifths of filtering them.
extension MemoryStorage {
  /// Shows only the items of type `Model` that `isIncluded` accepts, as ``setFilter(_:)`` does
  /// (one update, later batches keep to it, ``removeFilter()`` ends it); items of other types
  /// are hidden.
  ///
  /// A section set from a `[Model]` (``setItems(_:forSection:)-([T],_)``) is filtered without
  /// an `Any` per item: `isIncluded` reads each item in place, and hidden items are kept as
  /// positions in the section's array, not copied. Other sections are filtered as by
  /// ``setFilter(_:)``.
  ///
  /// `isIncluded` is `@Sendable`: it captures values (the search text), not a main-actor
  /// object. A closure of the main actor would check, on every one of a million calls, that it
  /// runs there (a third of the filter's time).
  ///
  /// ```swift
  /// storage.setFilter(of: Song.self) { $0.title.localizedCaseInsensitiveContains("love") }
  /// ```
  @inlinable
  public func setFilter<Model>(of type: Model.Type, _ isIncluded: @escaping @Sendable (Model) -> Bool) {
    setFilter(of: Model.self, by: \Model.self, isIncluded)  // the item is the field at offset 0
  }

  /// Shows only the items of type `Model` whose `field` `isIncluded` accepts, as
  /// ``setFilter(of:_:)`` does. A stored property of a struct is lent to `isIncluded` where the
  /// item is stored, without copying the item or the field; a computed one is read by its key
  /// path.
  ///
  /// ```swift
  /// storage.setFilter(of: Song.self, by: \.title) { $0.localizedCaseInsensitiveContains("love") }
  /// ```
  @inlinable
  public func setFilter<Model, Field>(
    of type: Model.Type, by field: KeyPath<Model, Field>, _ isIncluded: @escaping @Sendable (Field) -> Bool
  ) {
    // Made here, in the caller's module, so the loops are compiled for `Model` and `Field`:
    // generic code copied each item out (a retain per reference it holds) to call `isIncluded`.
    let offset = MemoryLayout<Model>.offset(of: field), stride = MemoryLayout<Model>.stride
    let verdicts = { (store: any TypedItemStore) -> [Bool]? in
      guard let typed = store as? TypedItems<Model> else { return nil }
      typed.joinTail()  // the predicate runs over one array
      let items = typed.items
      guard let offset else { return items.map { isIncluded($0[keyPath: field]) } }
      return items.withUnsafeBytes { bytes in
        Lender<Field>.verdicts(bytes, stride: stride, offset: offset, count: items.count, isIncluded)
      }
    }
    // The check after each later batch: the shown items only, in their order.
    let allShown = { (store: any TypedItemStore) -> Bool? in
      guard let typed = store as? TypedItems<Model> else { return nil }
      typed.joinTail()
      let items = typed.items, order = typed.order
      guard let offset else {
        return (order ?? Array(items.indices)).allSatisfy { isIncluded(items[$0][keyPath: field]) }
      }
      return items.withUnsafeBytes { bytes in
        guard let order else {
          return Lender.allAccept(bytes, stride: stride, offset: offset, at: items.indices, isIncluded)
        }
        return Lender.allAccept(bytes, stride: stride, offset: offset, at: order, isIncluded)
      }
    }
    setTypedFilter({ (model: Model) in isIncluded(model[keyPath: field]) }, verdicts: verdicts, allShown: allShown)
  }

  /// ``setFilter(of:_:)`` with `verdicts`: for a `[Model]` store, whether `isIncluded` accepts
  /// each item of its array (shown and hidden), by index in it; `allShown`: whether it accepts
  /// every shown item of a `[Model]` store.
  @usableFromInline
  func setTypedFilter<Model>(
    _ isIncluded: @escaping (Model) -> Bool, verdicts: @escaping (any TypedItemStore) -> [Bool]?,
    allShown: @escaping (any TypedItemStore) -> Bool?
  ) {
    arrangement.filter = { ($0 as? Model).map(isIncluded) ?? false }
    arrangement.typedFilter = TypedFilter(
      refilter: { storage, section, showAll in storage.refilter(section, Model.self, showAll ? nil : verdicts) },
      allShownMatch: { storage, section in
        guard case .typed(let store) = storage.sections[section].storage else { return nil }
        return allShown(store)
      })
    applyFilter(typed: arrangement.typedFilter)
  }

  /// Shows exactly the items of a `[Model]` section that `verdicts` accepts (`nil`: all),
  /// keeping their order; `false` (nothing done) for another section, or hidden items kept apart.
  private func refilter<Model>(
    _ section: Int, _: Model.Type, _ verdicts: ((any TypedItemStore) -> [Bool]?)?
  ) -> Bool {
    guard case .typed(let any) = sections[section].storage, let store = any as? TypedItems<Model> else { return false }
    store.joinTail()  // shown and hidden items are positions in one array
    let items = store.items, hidden = sections[section].hiddenItems
    var hiddenOrder: [Int] = []
    if !hidden.isEmpty {
      // Hidden items are positions in the same array as the shown ones (an earlier typed filter).
      guard case .typed(let other) = hidden.items, let apart = other as? TypedItems<Model>, let order = apart.order,
        Self.isSameArray(items, apart.items)
      else { return false }
      hiddenOrder = order
    }
    let oldCount = store.count, oldOrder = store.order
    let accepted = verdicts?(store)
    if hiddenOrder.isEmpty {
      return hide(section, of: items, rejectedBy: accepted, oldCount: oldCount, oldOrder: oldOrder)
    }
    var shown = [Int](), slots = [Int](), hiddenNow = [Int](), deletes = [Int](), inserts = [Int]()
    shown.reserveCapacity(oldCount + hiddenOrder.count)
    do {
      // Shown and hidden items meet in their order; each is kept or hidden by its position.
      func visit(_ index: Int, shownAt: Int?) {
        if accepted?[index] ?? true {
          if shownAt == nil { inserts.append(shown.count) }
          shown.append(index)
        } else {
          if let shownAt { deletes.append(shownAt) }
          slots.append(shown.count + hiddenNow.count)
          hiddenNow.append(index)
        }
      }
      var next = 0
      for position in 0..<oldCount {
        while next < hiddenOrder.count, hidden.gap(next) <= position {
          visit(hiddenOrder[next], shownAt: nil)
          next += 1
        }
        visit(oldOrder?[position] ?? position, shownAt: position)
      }
      for rest in next..<hiddenOrder.count { visit(hiddenOrder[rest], shownAt: nil) }
    }
    let diff = DiffResult(deletes: deletes, inserts: inserts)
    return show(section, of: items, shown, hidden: (slots, hiddenNow), diff, oldCount: oldCount)
  }

  /// ``refilter(_:_:_:)`` when nothing was hidden: only deletes. The kept items are counted
  /// first, so one pass over the verdicts fills each list at its exact size (appending to them a
  /// million times, each append checking its buffer, cost more than the predicate's bookkeeping
  /// in C).
  private func hide<Model>(
    _ section: Int, of items: [Model], rejectedBy accepted: [Bool]?, oldCount: Int, oldOrder: [Int]?
  ) -> Bool {
    guard let accepted else {
      sections[section].hiddenItems = HiddenItems()
      return true
    }
    // Verdicts by old position, then split into those kept and those hidden (each one's delete).
    let byPosition = oldOrder.map { order in order.map { accepted[$0] } } ?? accepted
    let (shownPositions, deletes) = byPosition.withUnsafeBufferPointer(Self.split)
    let shown = oldOrder.map { order in shownPositions.map { order[$0] } } ?? shownPositions
    let hidden = oldOrder.map { order in deletes.map { order[$0] } } ?? deletes
    let diff = DiffResult(deletes: deletes, inserts: [])
    // Nothing was hidden: a hidden item's place among all the items is its old position.
    return show(section, of: items, shown, hidden: (deletes, hidden), diff, oldCount: oldCount)
  }

  /// The indices of `verdicts` that are `true`, and those that are `false`, each ascending.
  private static func split(_ verdicts: UnsafeBufferPointer<Bool>) -> (accepted: [Int], rejected: [Int]) {
    var acceptedCount = 0
    for verdict in verdicts where verdict { acceptedCount += 1 }
    var rejected: [Int] = []
    let accepted = [Int](unsafeUninitializedCapacity: acceptedCount) { accepted, count in
      rejected = [Int](unsafeUninitializedCapacity: verdicts.count - acceptedCount) { rejected, rejectedCount in
        for (index, verdict) in verdicts.enumerated() {
          if verdict {
            accepted[count] = index
            count += 1
          } else {
            rejected[rejectedCount] = index
            rejectedCount += 1
          }
        }
      }
    }
    return (accepted, rejected)
  }

  /// Keeps the items of `section` at `hidden.items` (indices in `items`) aside, each going back
  /// at `hidden.slots[k]` among all the items, and shows `shown` (indices in `items`) as `diff`
  /// says.
  private func show<Model>(
    _ section: Int, of items: [Model], _ shown: [Int], hidden: (slots: [Int], items: [Int]), _ diff: DiffResult,
    oldCount: Int
  ) -> Bool {
    sections[section].hiddenItems =
      hidden.items.isEmpty
      ? HiddenItems() : HiddenItems(slots: hidden.slots, items: .typed(TypedItems(items, order: hidden.items)))
    guard !diff.deletes.isEmpty || !diff.inserts.isEmpty else { return true }
    let inOrder = shown.count == items.count && shown.elementsEqual(0..<items.count)
    change { tracker in
      tracker.applyFilter(diff, inSection: section, oldCount: oldCount, newCount: shown.count)
      sections[section].storage = .typed(TypedItems(items, order: inOrder ? nil : shown))
    }
    return true
  }

  /// Whether two arrays share one buffer (no element compared).
  private static func isSameArray<T>(_ a: [T], _ b: [T]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
  }
}
