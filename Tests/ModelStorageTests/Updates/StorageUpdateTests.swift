import Foundation
import ModelStorage
import Testing

/// Keeps the updates a storage delivers.
final class UpdateLog: StorageUpdating {
  private(set) var updates: [StorageUpdate] = []
  func storageDidPerformUpdate(_ update: StorageUpdate) { updates.append(update) }
  func storageNeedsReloading() {}
}

@Suite struct StorageUpdateTests {
  private let paths = (0..<5).map { IndexPath(item: $0, section: 0) }

  @Test func updatedModelsAreWhatWasAddedAndChangeInPlace() {
    var update = StorageUpdate()
    update.addUpdatedModel("first", at: paths[0])
    update.addUpdatedModel("second", at: paths[1])
    update.addUpdatedModel("again", at: paths[0])  // the later one wins
    update.addUpdatedModel(nil, at: paths[2])
    #expect(update.updatedModels.count == 2)
    #expect(update.updatedModels[paths[0]] as? String == "again")
    update.updatedModels[paths[1]] = nil
    update.updatedModels[paths[3]] = "third"
    update.addUpdatedModel("fourth", at: paths[4])
    #expect(Set(update.updatedModels.keys.map(\.item)) == [0, 3, 4])
    update.updatedModels = [paths[1]: "only"]
    #expect(update.updatedModels.count == 1 && update.updatedModels[paths[1]] as? String == "only")
    let given = StorageUpdate(itemChanges: [.update(paths[1])], updatedModels: [paths[1]: "given"])
    #expect(given.updatedModels[paths[1]] as? String == "given")
  }

  @Test func aCopyOfAnUpdateKeepsItsOwnUpdatedModels() {
    var original = StorageUpdate(updatedModels: [paths[0]: "zero"])
    var copy = original
    copy.updatedModels[paths[1]] = "one"
    original.updatedModels[paths[0]] = "changed"
    #expect(original.updatedModels.count == 1 && original.updatedModels[paths[0]] as? String == "changed")
    #expect(copy.updatedModels.count == 2 && copy.updatedModels[paths[0]] as? String == "zero")
    var empty = StorageUpdate()
    let emptyCopy = empty
    empty.updatedModels[paths[2]] = "two"
    #expect(emptyCopy.updatedModels.isEmpty && empty.updatedModels.count == 1)
  }

  @Test func aMemoryStorageUpdateCarriesTheNewModelsOfItsUpdatedItems() {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1), Model(id: 2), Model(id: 3)])
    let log = UpdateLog()
    storage.delegate = log
    storage.setItems([Model(id: 1), Model(id: 2, value: 7), Model(id: 3, value: 8)])
    try? storage.replaceItem(at: paths[0], with: Model(id: 1, value: 9))
    #expect(log.updates.count == 2)
    #expect(log.updates.first?.updatedModels[paths[1]] as? Model == Model(id: 2, value: 7))
    #expect(log.updates.first?.updatedModels[paths[2]] as? Model == Model(id: 3, value: 8))
    #expect(log.updates.first?.updatedModels.count == 2)
    #expect(log.updates.last?.updatedModels[paths[0]] as? Model == Model(id: 1, value: 9))
  }
}
