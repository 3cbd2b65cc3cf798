import Foundation
import ModelStorage

extension StorageUpdate {
  /// The same update with every item move (or each one `splits` says) split into a delete of
  /// its old index path and an insert of its new one (``ViewUpdater/animateMoveAsDeleteAndInsert``).
  /// An update of a split move's item is dropped: the inserted row is bound with the new model anyway.
  func movesAsDeletesAndInserts(where splits: (IndexPath, IndexPath) -> Bool = { _, _ in true }) -> StorageUpdate {
    var inserted = Set<IndexPath>()
    var changes: [ItemChange] = []
    changes.reserveCapacity(itemChanges.count)
    for change in itemChanges {
      guard case .move(let from, let to) = change, splits(from, to) else { continue }
      changes.append(.delete(from))
      changes.append(.insert(to))
      inserted.insert(to)
    }
    guard !inserted.isEmpty else { return self }
    for change in itemChanges {
      switch change {
      case .move(let from, let to) where splits(from, to): continue
      case .update(let path) where inserted.contains(path): continue
      default: changes.append(change)
      }
    }
    // A copy, so the models stay as they were added (reading them would make their dictionary).
    var update = self
    update.itemChanges = changes
    return update
  }
}
