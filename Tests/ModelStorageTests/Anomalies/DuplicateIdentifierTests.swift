import Foundation
import ModelStorage
import Testing

/// Repeated identifiers in either list of a diffing `setItems`: reported once per call, and
/// every copy stored and shown.
@Suite struct DuplicateIdentifierTests {
  /// Old ids, new ids, expected `duplicateIdentifiers`: copies inserted or deleted while another
  /// copy of their identifier is in the new list.
  static let cases: [([Int], [Int], Int)] = [
    ([1, 2], [1, 1], 1),  // a new copy of a kept item
    ([1, 2, 3], [1, 1], 1),
    ([1], [1, 1], 1),
    ([2, 3], [1, 1], 1),  // both copies new
    ([], [1, 1], 1),  // nothing to diff against
    ([], [1, 2, 1, 2, 1], 3),
    ([1, 2, 3, 4], [1, 2, 1, 3, 4], 1),  // copy inserted between kept items
    ([1, 2, 3], [1, 2, 3, 2], 1),  // copy appended
    ([5, 6, 7], [7, 7, 5, 6], 1),  // copy of a moved item
    ([1, 1], [1], 1),  // an old copy deleted
    ([1, 2, 2, 3], [3, 2, 1], 1),
    ([1, 1, 2], [2], 0),  // every copy leaves: nothing repeats in what is shown
    ([4, 4], [5, 6], 0),
  ]

  @Test(arguments: cases, [false, true])
  func reportsOnceAndStoresEveryCopy(example: ([Int], [Int], Int), singleSection: Bool) {
    let (old, new, count) = example
    let oldModels = old.map { Model(id: $0) }
    let storage: any DiffingStorage
    if singleSection {
      storage = SingleSectionStorage(items: oldModels)
    } else {
      let memory = MemoryStorage()
      memory.setItems(oldModels as [Any], forSection: 0)  // no diff: nothing reported yet
      storage = memory
    }
    let log = AnomalyLog()
    storage.anomalyHandler = log.handler()
    let recorder = makeRecorder(storage)
    let models = new.enumerated().map { Model(id: $1, value: $0) }
    storage.diffModels(models)
    #expect(log.all == (count > 0 ? [.duplicateIdentifiers(count: count)] : []))
    #expect(storage.models == models)
    #expect(recorder.layout.rows == FlatLayout(storage: storage).rows)
    #expect(recorder.layout.count == models.count)
    _ = recorder.takeRecorded()
  }

  /// A section of another type is replaced whole, with nothing to diff against: reported as a fill.
  @Test func sectionOfAnotherTypeIsReportedToo() {
    let storage = MemoryStorage()
    storage.setItems(["a", "b"], forSection: 0)
    let log = AnomalyLog()
    storage.anomalyHandler = log.handler()
    storage.setItems([Model(id: 1), Model(id: 1)])
    #expect(log.all == [.duplicateIdentifiers(count: 1)])
    #expect(storage.items(inSection: 0)?.compactMap { $0 as? Model } == [Model(id: 1), Model(id: 1)])
  }

  /// Copies that pair up in order on both sides are not extra work for the diff: nothing to report.
  @Test func pairedCopiesAreNotReported() {
    let storage = MemoryStorage()
    storage.setItems([1, 1, 2].map { Model(id: $0) } as [Any], forSection: 0)
    let log = AnomalyLog()
    storage.anomalyHandler = log.handler()
    storage.setItems([Model(id: 1, value: 1), Model(id: 1), Model(id: 2)])
    #expect(log.all.isEmpty)
    #expect(storage.totalNumberOfItems == 3)
  }

  /// Work done only to find duplicates is capped (see `Diff`): a first fill is hashed up to
  /// 65,536 items, and a long list is not searched for a copy of one unchanged item.
  @Test func extraWorkIsCapped() {
    let small = (0..<60_000).map { Model(id: $0) } + [Model(id: 0)]
    #expect(Diff.changes(from: [], to: small).duplicateIdentifiers == 1)
    let large = (0..<70_000).map { Model(id: $0) } + [Model(id: 0)]
    #expect(Diff.changes(from: [], to: large).duplicateIdentifiers == 0)
    let base = (0..<1_000).map { Model(id: $0) }
    #expect(Diff.changes(from: base, to: base + [Model(id: 3)]).duplicateIdentifiers == 1)
    let long = (0..<70_000).map { Model(id: $0) }
    #expect(Diff.changes(from: long, to: long + [Model(id: 3)]).duplicateIdentifiers == 0)
  }

  /// Random lists over a few ids: the diff pairs equal identifiers only and counts every unpaired
  /// copy whose identifier is in the new list, except the one insert of an identifier paired nowhere.
  @Test(arguments: 1...1000)
  func diffCountsUnpairedCopiesOfRandomLists(seed: Int) {
    var random = SplitMix(state: UInt64(seed))
    let old = (0..<random.below(40)).map { _ in Model(id: random.below(25)) }
    let new = (0..<random.below(40)).map { _ in Model(id: random.below(25), value: random.below(2)) }
    Self.expectExactCount(old, new)
  }

  /// The same on a few edits of a list (copies, deletes, new ids, moves): prefix, lock-step and
  /// re-synchronisation do the pairing here, and the runs are searched.
  @Test(arguments: 1...1000)
  func diffCountsUnpairedCopiesAfterEdits(seed: Int) {
    var random = SplitMix(state: UInt64(seed))
    let old = (0..<1 + random.below(60)).map { _ in Model(id: random.below(random.below(2) == 0 ? 1000 : 30)) }
    var new = old
    for _ in 0..<1 + random.below(4) {
      switch random.below(4) {
      case 0: new.insert(new[random.below(new.count)], at: random.below(new.count + 1))
      case 1: if new.count > 1 { new.remove(at: random.below(new.count)) }
      case 2: new.insert(Model(id: 2000 + random.below(5)), at: random.below(new.count + 1))
      default:
        let moved = new.remove(at: random.below(new.count))
        new.insert(moved, at: random.below(new.count + 1))
      }
    }
    Self.expectExactCount(old, new)
  }

  static func expectExactCount(_ old: [Model], _ new: [Model]) {
    let diff = Diff.changes(from: old, to: new)
    let map = diff.newToOld(oldCount: old.count, newCount: new.count)
    var pairs = [Int: Int](), inserted = [Int: Int](), deleted = [Int: Int]()
    for (index, oldIndex) in map.enumerated() {
      if let oldIndex {
        #expect(old[oldIndex].id == new[index].id)
        pairs[new[index].id, default: 0] += 1
      } else {
        inserted[new[index].id, default: 0] += 1
      }
    }
    for index in diff.deletes { deleted[old[index].id, default: 0] += 1 }
    var expected = 0
    for id in Set(new.map(\.id)) {
      expected += inserted[id, default: 0] + deleted[id, default: 0] - (pairs[id] == nil ? 1 : 0)
    }
    #expect(diff.duplicateIdentifiers == expected, "\(old.map(\.id)) -> \(new.map(\.id))")
  }
}

/// The two storages whose `setItems` diffs, driven alike.
protocol DiffingStorage: ListStorage {
  var anomalyHandler: ModelStorageAnomalyHandler { get set }
  var models: [Model] { get }
  func diffModels(_ models: [Model])
}

extension MemoryStorage: DiffingStorage {
  var models: [Model] { items(inSection: 0)?.compactMap { $0 as? Model } ?? [] }
  func diffModels(_ models: [Model]) { setItems(models) }
}

typealias TestModel = Model

extension SingleSectionStorage: DiffingStorage where Model == TestModel {
  var models: [TestModel] { items }
  func diffModels(_ models: [TestModel]) { setItems(models) }
}
