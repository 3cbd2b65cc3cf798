import Foundation
import ModelStorage

extension StorageUpdate {
  /// The same update with every item move split into a delete of its old index path and an
  /// insert of its new one (``ViewUpdater/animateMoveAsDeleteAndInsert``). An update of a
  /// moved item is dropped: the inserted row is bound with the new model anyway.
  func movesAsDeletesAndInserts() -> StorageUpdate {
    var inserted = Set<IndexPath>()
    var changes: [ItemChange] = []
    changes.reserveCapacity(itemChanges.count)
    for change in itemChanges {
      guard case .move(let from, let to) = change else { continue }
      changes.append(.delete(from))
      changes.append(.insert(to))
      inserted.insert(to)
    }
    guard !inserted.isEmpty else { return self }
    for change in itemChanges {
      switch change {
      case .move: continue
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
