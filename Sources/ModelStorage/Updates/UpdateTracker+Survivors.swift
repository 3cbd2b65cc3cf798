import Foundation

/// A filter that hides or shows more than ``StorageUpdate/largeReordering`` items in a batch that
/// did nothing else is reported as its sections' survivors (``StorageUpdate/survivors``), not as
/// one delete or insert per item: a view replaces its rows and maps its selection through them,
/// where a million `ItemChange`s and their planning cost more than the filter.
extension UpdateTracker {
  /// The items of `section` changed as a filter's `diff` says (deletes and inserts only).
  func applyFilter(_ diff: DiffResult, inSection section: Int, oldCount: Int, newCount: Int) {
    let untouched = tracks[section].items == nil && !tracks[section].itemsReplaced && tracks[section].diff == nil
    applyDiff(diff, inSection: section, oldCount: oldCount, newCount: newCount)
    if untouched, tracks[section].diff != nil { tracks[section].filtered = true }
  }

  /// Whether this batch only filtered, in place, with more than the limit of changes in every
  /// section it changed.
  var reportsFilterAsSurvivors: Bool {
    guard !needsReload, tracks.count == oldCounts.count else { return false }
    var large = false
    for (index, track) in tracks.enumerated() {
      guard track.old == index, !track.moved, !track.supplementariesChanged, !track.itemsReplaced, track.items == nil
      else { return false }
      guard let diff = track.diff else { continue }
      guard track.filtered, diff.moves.isEmpty, diff.updates.isEmpty,
        diff.deletes.count + diff.inserts.count > StorageUpdate.largeReordering
      else { return false }
      large = true
    }
    return large
  }
}
