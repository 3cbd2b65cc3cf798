import Foundation

extension MemoryStorage {
  /// Replaces the items of `section` (created if missing) with `items`, delivering only the
  /// differences: identity from `Identifiable`, content changes (`==`) as updates, reorders as
  /// moves. O(n), see ``Diff``. If the section holds items of another type it is replaced whole.
  ///
  /// The section keeps `items` as `[T]`: the next diff reads it back without a cast per item.
  /// `@inlinable` so the diff is specialized for `T` in the caller's module (an unspecialized
  /// diff spends most of its time in generic dispatch). A section that was empty, or whose items
  /// all leave, is sent as one section replacement instead of one change per item.
  ///
  /// Repeated identifiers are stored and shown as given, and reported once per call as
  /// ``ModelStorageAnomaly/duplicateIdentifiers(count:)`` (see ``DiffResult/duplicateIdentifiers``),
  /// also when there was nothing to diff against (a first fill, a section of other types), within
  /// the diff's cap on work done only for that count (see ``Diff``).
  @inlinable
  public func setItems<T: Identifiable & Equatable>(_ items: [T], forSection section: Int = 0) {
    dropHiddenItems(ofSection: section)
    // Nothing to diff against (a first fill, an empty or missing section, items of another
    // type): one replacement, and only the duplicate count of a diff.
    guard section >= 0, let current = typedItems(T.self, inSection: section), !current.isEmpty else {
      if section >= 0 { reportDuplicates(Diff.duplicateIdentifiers(in: items)) }
      return setItemsWithoutDiffing(items, forSection: section)
    }
    let diff = Diff.changes(from: current, to: items, listingReplacement: false)
    applyDiff(diff, oldCount: current.count, newCount: items.count, section: section) {
      $0.setTypedItems(items)
    }
  }

  /// Replaces the items of `section` (created if missing) with `items`, kept as `[T]`, as a
  /// replacement of every row of the section (no diff): the cheapest way to swap a large list
  /// whose identities all change, or to show models that have no identity.
  ///
  /// Shown by a GtkListKit manager, 4,096 or more replaced items are released after the frame
  /// that shows their replacement (also through ``setItems(_:forSection:)-([T],_)``), so their release
  /// does not delay it.
  public func setItemsWithoutDiffing<T>(_ items: [T], forSection section: Int = 0) {
    guard section >= 0 else { return report(.sectionOutOfRange(section, sectionCount: sections.count)) }
    dropHiddenItems(ofSection: section)
    change { tracker in
      ensureSection(section, tracker: tracker)
      tracker.replaceItems(inSection: section, count: items.count)
      replaceItems(ofSection: section) { $0.setTypedItems(items) }
    }
  }

  /// Runs `store`, which replaces the items of `section`, and hands the old ones to
  /// ``replacedItemsKeeper`` when there are many.
  private func replaceItems(ofSection section: Int, _ store: (inout StorageSection) -> Void) {
    let replaced = sections[section].storage
    store(&sections[section])
    if replaced.count >= Self.replacedItemsKeptFrom, let keeper = replacedItemsKeeper { keeper(replaced) }
  }

  /// The items of `section` as `[T]` (empty when the section does not exist), or `nil` when
  /// one of them is not a `T`. No copy when the section was set from a `[T]`.
  @inlinable
  func typedItems<T>(_ type: T.Type, inSection section: Int) -> [T]? {
    guard section < sections.count else { return [] }
    if let typed = sections[section].storage.typed(T.self) { return typed }
    let count = sections[section].numberOfItems
    var typed = [T]()
    typed.reserveCapacity(count)
    for index in 0..<count {
      guard let item = sections[section].item(at: index) as? T else { return nil }
      typed.append(item)
    }
    return typed
  }

  /// Reports `count` repeated copies, if any.
  @usableFromInline
  func reportDuplicates(_ count: Int) {
    if count > 0 { report(.duplicateIdentifiers(count: count)) }
  }

  /// Stores the result of a diff (`store` puts the new items into the section) and reports it
  /// as one update.
  @usableFromInline
  func applyDiff(
    _ diff: DiffResult, oldCount: Int, newCount: Int, section: Int, store: (inout StorageSection) -> Void
  ) {
    reportDuplicates(diff.duplicateIdentifiers)
    // Nothing survives: a section replacement is exact and costs O(1) to describe.
    let nothingSurvives =
      oldCount == 0 || diff.replacesEverything || (diff.deletes.count == oldCount && diff.inserts.count == newCount)
    change { tracker in
      ensureSection(section, tracker: tracker)
      if nothingSurvives {
        tracker.replaceItems(inSection: section, count: newCount)
      } else {
        tracker.applyDiff(diff, inSection: section, oldCount: oldCount, newCount: newCount)
      }
      replaceItems(ofSection: section, store)
    }
  }
}
