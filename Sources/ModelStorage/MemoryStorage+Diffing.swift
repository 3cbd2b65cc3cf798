import Foundation

extension MemoryStorage {
  /// Replaces the items of `section` (created if missing) with `items`, delivering only the
  /// differences: identity from `Identifiable`, content changes (`==`) as updates, reorders as
  /// moves. O(n), see ``Diff``. If the section holds items of another type it is replaced whole.
  public func setItems<T: Identifiable & Equatable>(_ items: [T], forSection section: Int = 0) {
    guard section >= 0 else { return report(.sectionOutOfRange(section, sectionCount: sections.count)) }
    let current = sections.indices.contains(section) ? sections[section].items : []
    var typed = [T]()
    typed.reserveCapacity(current.count)
    for item in current {
      guard let item = item as? T else { return setItems(items as [Any], forSection: section) }
      typed.append(item)
    }
    let diff = Diff.changes(from: typed, to: items)
    if diff.duplicateIdentifiers > 0 { report(.duplicateIdentifiers(count: diff.duplicateIdentifiers)) }
    change { tracker in
      ensureSection(section, tracker: tracker)
      tracker.applyDiff(diff, inSection: section, oldCount: typed.count, newCount: items.count)
      sections[section].items = items
    }
  }
}
