import Foundation
import ModelStorage
import Testing

@Suite struct MemoryStorageTests {
  @Test func addItemsCreatesSectionsAndEmits() {
    let storage = MemoryStorage()
    let recorder = makeRecorder(storage)
    storage.addItems([1, 2, 3])
    recorder.expect("0-0+3")
    storage.addItem(4, toSection: 1)
    recorder.expect("3-0+1")
    #expect(storage.numberOfSections == 2)
    #expect(storage.totalNumberOfItems == 4)
    #expect(storage.items(inSection: 0)?.compactMap { $0 as? Int } == [1, 2, 3])
    #expect(storage.indexPath(forItem: 4) == IndexPath(item: 0, section: 1))
    #expect(storage.item(at: IndexPath(item: 5, section: 0)) == nil)
  }

  @Test func insertItemAndItems() throws {
    let storage = MemoryStorage()
    storage.addItems([1, 2, 3])
    let recorder = makeRecorder(storage)
    try storage.insertItem(9, to: IndexPath(item: 1, section: 0))
    recorder.expect("1-0+1")
    try storage.insertItems([7, 8], at: [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)])
    recorder.expect("0-0+1", "5-0+1")
    #expect(storage.items(inSection: 0)?.compactMap { $0 as? Int } == [7, 1, 9, 2, 3, 8])
    #expect(throws: ModelStorageAnomaly.indexPathTooBig(IndexPath(item: 9, section: 0), itemsInSection: 6)) {
      try storage.insertItem(1, to: IndexPath(item: 9, section: 0))
    }
    #expect(throws: ModelStorageAnomaly.sectionOutOfRange(3, sectionCount: 1)) {
      try storage.insertItem(1, to: IndexPath(item: 0, section: 3))
    }
    // Nothing half-applied: the second path is bad, the first is not inserted either.
    #expect(throws: ModelStorageAnomaly.self) {
      try storage.insertItems([1, 2], at: [IndexPath(item: 0, section: 0), IndexPath(item: 99, section: 0)])
    }
    #expect(throws: ModelStorageAnomaly.countMismatch(expected: 1, actual: 2, context: "insertItems(_:at:)")) {
      try storage.insertItems([1, 2], at: [IndexPath(item: 0, section: 0)])
    }
    #expect(storage.totalNumberOfItems == 6)
    recorder.expect([])
  }

  @Test func removeVariants() throws {
    let storage = MemoryStorage()
    let log = AnomalyLog()
    storage.anomalyHandler = log.handler()
    storage.addItems([1, 2, 3, 4, 5])
    storage.addItems([6, 7], toSection: 1)
    let recorder = makeRecorder(storage)
    storage.removeItem(2)
    recorder.expect("1-1+0")
    storage.removeItems([1, 5, 42])
    recorder.expect("0-1+0", "2-1+0")  // two scattered rows fit the default bound of 2 splices
    #expect(log.all == [.itemNotFound("42")])
    try storage.removeItems(at: [IndexPath(item: 0, section: 1)])
    recorder.expect("2-1+0")
    #expect(throws: ModelStorageAnomaly.indexPathTooBig(IndexPath(item: 3, section: 1), itemsInSection: 1)) {
      try storage.removeItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 1)])
    }
    #expect(storage.totalNumberOfItems == 3)
    try storage.removeItems(fromSection: 0)
    recorder.expect("0-2+0")
    #expect(throws: ModelStorageAnomaly.sectionOutOfRange(4, sectionCount: 2)) {
      try storage.removeItems(fromSection: 4)
    }
    storage.removeAllItems()
    recorder.expect("0-1+0")
    #expect(storage.numberOfSections == 2)
  }

  @Test func replaceAndReloadAreRebinds() throws {
    let storage = MemoryStorage()
    let log = AnomalyLog()
    storage.anomalyHandler = log.handler()
    storage.addItems([1, 2, 3])
    let recorder = makeRecorder(storage)
    try storage.replaceItem(2, with: 20)
    recorder.expect([])
    #expect(recorder.plans.last?.rebinds == [1])
    storage.reloadItem(3)
    #expect(recorder.plans.last?.rebinds == [2])
    try storage.replaceItem(at: IndexPath(item: 0, section: 0), with: 10)
    #expect(recorder.plans.last?.rebinds == [0])
    #expect(throws: ModelStorageAnomaly.itemNotFound("99")) { try storage.replaceItem(99, with: 1) }
    storage.reloadItem(99)
    #expect(log.all == [.itemNotFound("99")])
    #expect(storage.items(inSection: 0)?.compactMap { $0 as? Int } == [10, 20, 3])
  }

  @Test func moveItemIsOneSpliceKeepingTheItem() {
    let storage = MemoryStorage()
    let log = AnomalyLog()
    storage.anomalyHandler = log.handler()
    storage.addItems(Array(0..<10))
    let recorder = makeRecorder(storage)
    storage.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 6, section: 0))
    recorder.expect("2-5+5")
    let splice = recorder.plans.last!.splices[0]
    #expect(splice.kept.contains(.init(old: 2, new: 6)))
    #expect(splice.kept.count == 5)
    storage.moveItemWithoutAnimation(from: IndexPath(item: 6, section: 0), to: IndexPath(item: 2, section: 0))
    recorder.expect("2-5+5")
    #expect(storage.items(inSection: 0)?.compactMap { $0 as? Int } == Array(0..<10))
    storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 10, section: 0))
    #expect(
      log.all == [
        .moveItemFailedInvalidIndexPaths(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 10, section: 0))
      ])
    recorder.expect([])
  }

  @Test func sectionsInsertDeleteMove() throws {
    let storage = MemoryStorage()
    storage.addItems([1, 2], toSection: 0)
    storage.addItems([3], toSection: 1)
    storage.setSectionHeaderModels(["A", "B"])
    let recorder = makeRecorder(storage)
    // [hA 1 2 hB 3]
    try storage.insertSection(StorageSection(items: [9], header: "C"), atIndex: 1)
    recorder.expect("3-0+2")
    try storage.moveSection(2, toSection: 0)
    recorder.expect("0-7+7")
    #expect(recorder.plans.last!.splices[0].kept.count == 7)
    try storage.deleteSections(IndexSet([0, 2]))
    recorder.expect("0-2+0", "3-2+0")
    #expect(storage.numberOfSections == 1)
    #expect(throws: ModelStorageAnomaly.sectionOutOfRange(5, sectionCount: 1)) {
      try storage.deleteSections(IndexSet([0, 5]))
    }
    #expect(throws: ModelStorageAnomaly.moveSectionFailed(from: 0, to: 3, sectionCount: 1)) {
      try storage.moveSection(0, toSection: 3)
    }
    #expect(throws: ModelStorageAnomaly.sectionOutOfRange(7, sectionCount: 1)) {
      try storage.insertSection(StorageSection(), atIndex: 7)
    }
    #expect(storage.numberOfSections == 1)
  }

  @Test func headersAndFootersAppearAndDisappear() throws {
    let storage = MemoryStorage()
    storage.addItems([1, 2])
    storage.addItems([3], toSection: 1)
    let recorder = makeRecorder(storage)
    storage.setSectionHeaderModels(["A", "B"])
    recorder.expect("0-0+1", "3-0+1")
    try storage.setSectionFooterModel("F", forSection: 0)
    recorder.expect("3-0+1")
    try storage.setSectionHeaderModel("A2", forSection: 0)
    recorder.expect([])
    #expect(recorder.plans.last?.rebinds == [0, 3])  // a section update rebinds all its supplementary rows
    storage.setSectionHeaderModels(["A"])
    recorder.expect("4-1+0")
    #expect(throws: ModelStorageAnomaly.sectionOutOfRange(2, sectionCount: 2)) {
      try storage.setSectionFooterModel("x", forSection: 2)
    }
    #expect(storage.headerModel(forSection: 0) as? String == "A")
    #expect(storage.footerModel(forSection: 0) as? String == "F")
  }

  @Test func emptySectionDisplayFlagsAndProviders() {
    let storage = MemoryStorage()
    storage.setSection(StorageSection(items: [], header: "H", footer: "F"), forSection: 0)
    #expect(FlatLayout(storage: storage).count == 2)
    storage.displayHeaderOnEmptySection = false
    storage.displayFooterOnEmptySection = false
    #expect(FlatLayout(storage: storage).count == 0)
    storage.headerModelProvider = { "P\($0)" }
    storage.addItem(1)
    #expect(storage.headerModel(forSection: 0) as? String == "P0")
    storage.supplementaryModelProvider = { kind, path in kind == "badge" ? path.section : nil }
    #expect(storage.supplementaryModel(ofKind: "badge", forSectionAt: IndexPath(item: 0, section: 0)) as? Int == 0)
  }

  @Test func setItemsVariants() {
    let storage = MemoryStorage()
    storage.addItems([1, 2, 3])
    let recorder = makeRecorder(storage)
    storage.setItems([4, 5], forSection: 0)
    recorder.expect("0-3+2")
    storage.setItems([[1], [2, 3]])
    recorder.expect("0-2+0", "0-0+3")
    storage.setItems(Array(0..<300), forSection: 1)
    recorder.expect("1-2+0", "1-0+300")  // a big replacement is remove-all then add-all
  }

  @Test func setItemsDiffsIdentifiableModels() {
    let storage = MemoryStorage()
    storage.setItems((0..<10).map { Model(id: $0) })
    let recorder = makeRecorder(storage)
    var models = (0..<10).map { Model(id: $0) }
    models[3].value = 1
    storage.setItems(models)
    recorder.expect([])
    #expect(recorder.plans.last?.rebinds == [3])
    models.remove(at: 0)
    models.append(Model(id: 99))
    storage.setItems(models)
    recorder.expect("0-1+0", "9-0+1")
    let moved = models.remove(at: 8)
    models.insert(moved, at: 1)
    storage.setItems(models)
    recorder.expect("1-8+8")
    #expect(recorder.plans.last!.splices[0].kept.contains(.init(old: 8, new: 1)))
  }

  @Test func performUpdatesBatchesAndRollsBack() throws {
    let storage = MemoryStorage()
    storage.addItems(Array(0..<20))
    let recorder = makeRecorder(storage)
    try storage.performUpdates { () throws(ModelStorageAnomaly) in
      storage.addItem(100)
      try storage.removeItems(at: [IndexPath(item: 0, section: 0)])
      storage.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 7, section: 0))
    }
    #expect(recorder.plans.count == 1)
    #expect(recorder.takeRecorded().count <= 2)
    #expect(throws: ModelStorageAnomaly.self) {
      try storage.performUpdates { () throws(ModelStorageAnomaly) in
        storage.addItem(200)
        try storage.insertItem(1, to: IndexPath(item: 999, section: 0))
      }
    }
    #expect(storage.totalNumberOfItems == 20)
    #expect(recorder.plans.count == 1)
  }
}
