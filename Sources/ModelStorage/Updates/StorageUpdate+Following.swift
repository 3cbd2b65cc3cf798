import Foundation

extension StorageUpdate {
  /// Where the item at `old` (an index path before this update) is after it, in batch
  /// semantics: `nil` when it was deleted (alone or with its section), or its section's items were
  /// replaced without a reordering to follow. Lets something that holds an item only by its
  /// place (a drag of a model without identity) follow it through updates instead of trusting
  /// the place.
  package func indexPath(following old: IndexPath) -> IndexPath? {
    var movedOut: IndexPath?
    for change in itemChanges {
      switch change {
      case .delete(let path) where path == old: return nil
      case .move(let from, let to) where from == old: movedOut = to
      default: continue
      }
    }
    if let movedOut { return movedOut }
    guard let section = section(following: old.section) else { return nil }
    if sectionChanges.contains(.replaceItems(section)) {
      if let survivors = survivors[section] {
        let new = survivors.indices.contains(old.item) ? survivors[old.item] : -1
        return new < 0 ? nil : IndexPath(item: new, section: section)
      }
      return reorderings[section]?.firstIndex(of: old.item).map { IndexPath(item: $0, section: section) }
    }
    var gone: [Int] = [], taken: [Int] = []
    for change in itemChanges {
      switch change {
      case .delete(let path) where path.section == old.section: gone.append(path.item)
      case .insert(let path) where path.section == section: taken.append(path.item)
      case .move(let from, let to):
        if from.section == old.section { gone.append(from.item) }
        if to.section == section { taken.append(to.item) }
      default: continue
      }
    }
    return IndexPath(
      item: Self.slot(rank: old.item - gone.filter { $0 < old.item }.count, skipping: taken), section: section)
  }

  /// Where the section at `old` is after this update; `nil` when it was deleted.
  package func section(following old: Int) -> Int? {
    var gone: [Int] = [], taken: [Int] = []
    for change in sectionChanges {
      switch change {
      case .delete(old): return nil
      case .move(old, let to): return to
      case .delete(let index): gone.append(index)
      case .insert(let index): taken.append(index)
      case .move(let from, let to): gone.append(from); taken.append(to)
      case .update, .replaceItems: continue
      }
    }
    return Self.slot(rank: old - gone.filter { $0 < old }.count, skipping: taken)
  }

  /// The index of the `rank`-th (from 0) place not in `taken`: where a survivor lands among the
  /// places inserted or moved-to items hold.
  private static func slot(rank: Int, skipping taken: [Int]) -> Int {
    var index = rank
    for place in taken.sorted() where place <= index { index += 1 }
    return index
  }
}
