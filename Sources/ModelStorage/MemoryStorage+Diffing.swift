import Foundation

extension MemoryStorage {
  /// Replaces the items of `section` (created if missing) with `items`, delivering only the
  /// differences: identity from `Identifiable`, content changes (`==`) as updates, reorders as
  /// moves. O(n), see ``Diff``. If the section holds items of another type it is replaced whole.
  ///
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
    guard section >= 0, let current = typedItems(T.self, inSection: section) else {
      if section >= 0 { reportDuplicates(Diff.changes(from: [], to: items).duplicateIdentifiers) }
      return setItems(items as [Any], forSection: section)
    }
    let diff = Diff.changes(from: current, to: items)
    applyDiff(diff, items: items, oldCount: current.count, section: section)
    rememberTypedItems(items, inSection: section)
  }

  /// The items of `section` as `[T]` (empty when the section does not exist), or `nil` when
  /// one of them is not a `T`.
  ///
  /// The typed copy the last `setItems` left is reused while the section's items did not change
  /// since: casting a million `Any`s back costs more than the diff itself.
  @inlinable
  func typedItems<T>(_ type: T.Type, inSection section: Int) -> [T]? {
    guard section < sections.count else { return [] }
    if let cached = typedItemsCache[section], cached.version == sections[section].version,
      let typed = cached.items as? [T]
    {
      return typed
    }
    let current = sections[section].items
    var typed = [T]()
    typed.reserveCapacity(current.count)
    for item in current {
      guard let item = item as? T else { return nil }
      typed.append(item)
    }
    return typed
  }

  /// Keeps `items` as the typed copy of `section` (see `typedItems`).
  @inlinable
  func rememberTypedItems<T>(_ items: [T], inSection section: Int) {
    guard section < sections.count else { return }
    typedItemsCache[section] = TypedItems(version: sections[section].version, items: items)
  }

  /// Reports `count` repeated copies, if any.
  @usableFromInline
  func reportDuplicates(_ count: Int) {
    if count > 0 { report(.duplicateIdentifiers(count: count)) }
  }

  /// Stores the result of a diff and reports it as one update.
  @usableFromInline
  func applyDiff(_ diff: DiffResult, items: [Any], oldCount: Int, section: Int) {
    reportDuplicates(diff.duplicateIdentifiers)
    // Nothing survives: a section replacement is exact and costs O(1) to describe.
    let nothingSurvives = oldCount == 0 || (diff.deletes.count == oldCount && diff.inserts.count == items.count)
    change { tracker in
      ensureSection(section, tracker: tracker)
      if nothingSurvives {
        tracker.replaceItems(inSection: section, count: items.count)
      } else {
        tracker.applyDiff(diff, inSection: section, oldCount: oldCount, newCount: items.count)
      }
      sections[section].items = items
    }
  }
}
