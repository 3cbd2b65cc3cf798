import Foundation
import ModelStorage
import Testing

/// `StorageUpdate.indexPath(following:)`: each item's place before a batch of a memory storage,
/// followed through the update it reports, is where that item is after it.
@Suite struct StorageUpdateFollowingTests {
  /// Where each item (a unique Int) is in `storage`.
  private func places(_ storage: MemoryStorage) -> [Int: IndexPath] {
    var places: [Int: IndexPath] = [:]
    for section in 0..<storage.numberOfSections {
      for (index, item) in (storage.items(inSection: section) ?? []).enumerated() {
        places[item as! Int] = IndexPath(item: index, section: section)
      }
    }
    return places
  }

  @Test func randomBatchesOfDeletesInsertsAndMovesAreFollowed() throws {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<300 {
      let storage = MemoryStorage()
      storage.setItems((0..<4).map { section in (0..<6).map { section * 10 + $0 as Any } })
      let log = UpdateLog()
      storage.delegate = log
      let before = places(storage)
      var next = 1000
      try storage.performUpdates { () throws(ModelStorageAnomaly) in
        for _ in 0..<Int.random(in: 1...5, using: &generator) {
          let sections = storage.numberOfSections
          guard sections > 0 else { break }
          let section = Int.random(in: 0..<sections, using: &generator)
          let count = storage.numberOfItems(inSection: section)
          switch Int.random(in: 0..<5, using: &generator) {
          case 0 where count > 0:
            try storage.removeItems(at: [
              IndexPath(item: Int.random(in: 0..<count, using: &generator), section: section)
            ])
          case 1:
            try storage.insertItem(
              next, to: IndexPath(item: Int.random(in: 0...count, using: &generator), section: section))
            next += 1
          case 2 where count > 0:
            let target = Int.random(in: 0..<sections, using: &generator)
            let limit = storage.numberOfItems(inSection: target) - (target == section ? 1 : 0)
            storage.moveItem(
              at: IndexPath(item: Int.random(in: 0..<count, using: &generator), section: section),
              to: IndexPath(item: Int.random(in: 0...max(limit, 0), using: &generator), section: target))
          case 3 where round % 3 == 0: try storage.deleteSections(IndexSet(integer: section))
          case 4 where round % 4 == 0: try storage.moveSection(section, toSection: Int.random(in: 0..<sections))
          default: continue
          }
        }
      }
      let after = places(storage)
      #expect(log.updates.count <= 1, "one batch, one update")
      for update in log.updates.prefix(1) {
        for (item, place) in before {
          #expect(update.indexPath(following: place) == after[item], "round \(round): item \(item) from \(place)")
        }
      }
    }
  }

  @Test func aReloadedSectionsItemsAreLost() {
    let update = StorageUpdate(sectionChanges: [.replaceItems(1)])
    #expect(update.indexPath(following: IndexPath(item: 2, section: 1)) == nil)
    #expect(update.indexPath(following: IndexPath(item: 2, section: 0)) == IndexPath(item: 2, section: 0))
  }
}
