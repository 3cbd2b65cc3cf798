import Foundation
import ModelStorage
import Testing

/// Keeps every update and hands it on to a ``ReplayChecker``, which checks its replay.
final class SortUpdateLog: StorageUpdating {
  let checker: ReplayChecker
  var updates: [StorageUpdate] = []
  var reloads = 0

  init(_ storage: MemoryStorage, maxSplices: Int = 2) {
    checker = ReplayChecker(storage, maxSplices: maxSplices)
    storage.delegate = self
  }

  func storageDidPerformUpdate(_ update: StorageUpdate) {
    updates.append(update)
    checker.storageDidPerformUpdate(update)
  }

  func storageNeedsReloading() {
    reloads += 1
    checker.storageNeedsReloading()
  }

  /// Every item change of every update is a move.
  var onlyMoves: Bool {
    updates.allSatisfy { update in
      update.sectionChanges.isEmpty && update.itemChanges.allSatisfy { if case .move = $0 { true } else { false } }
    }
  }
}

/// Orders models by `value` only: ties are models of equal value.
func byValue(_ left: Any, _ right: Any) -> Bool { (left as! Model).value < (right as! Model).value }

func ids(_ storage: MemoryStorage, _ section: Int = 0) -> [Int] {
  (storage.items(inSection: section) ?? []).map { ($0 as! Model).id }
}

@Suite struct MemoryStorageSortingTests {
  @Test func tiesKeepTheirCurrentOrder() {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1, value: 2), Model(id: 2, value: 1), Model(id: 3, value: 2), Model(id: 4, value: 1)])
    let log = SortUpdateLog(storage)
    storage.sortItems(inSection: 0, by: byValue)
    #expect(ids(storage) == [2, 4, 1, 3])
    #expect(log.updates.count == 1 && log.onlyMoves && log.reloads == 0)
    // Two of four move: 2 and 4 go before the run 1, 3, which stays.
    #expect(log.updates.first?.itemChanges.count == 2)
  }

  @Test func byKeyTiesKeepTheirOrderInBothDirections() {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1, value: 2), Model(id: 2, value: 1), Model(id: 3, value: 2), Model(id: 4, value: 1)])
    let log = SortUpdateLog(storage)
    storage.sortItems(inSection: 0, byKey: { ($0 as! Model).value }, ascending: false)
    #expect(ids(storage) == [1, 3, 2, 4])
    storage.sortItems(inSection: 0, byKey: { ($0 as! Model).value })
    #expect(ids(storage) == [2, 4, 1, 3])
    let anomalies = AnomalyLog()
    storage.anomalyHandler = anomalies.handler()
    storage.sortItems(inSection: 3, byKey: { ($0 as! Model).value })
    #expect(anomalies.all == [.sectionOutOfRange(3, sectionCount: 1)])
    #expect(log.updates.count == 2 && log.onlyMoves)
  }

  @Test func alreadySortedInputReportsNothing() {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1, value: 1), Model(id: 2, value: 1), Model(id: 3, value: 5)])
    let log = SortUpdateLog(storage)
    storage.sortItems(by: byValue)
    storage.sortItems(inSection: 0, by: byValue)
    #expect(ids(storage) == [1, 2, 3])
    #expect(log.updates.isEmpty && log.reloads == 0)
  }

  @Test func everySectionSortsInOneUpdateAndSupplementariesStay() throws {
    let storage = MemoryStorage()
    try storage.insertSection(
      StorageSection(items: [Model(id: 1, value: 3), Model(id: 2, value: 1)], header: "H0", footer: "F0"), atIndex: 0)
    try storage.insertSection(StorageSection(items: [Model(id: 3, value: 1)], header: "H1"), atIndex: 1)
    try storage.insertSection(
      StorageSection(items: [Model(id: 4, value: 9), Model(id: 5, value: 0), Model(id: 6, value: 4)]), atIndex: 2)
    let log = SortUpdateLog(storage)
    storage.sortItems(by: byValue)
    #expect(ids(storage, 0) == [2, 1] && ids(storage, 1) == [3] && ids(storage, 2) == [5, 6, 4])
    #expect(storage.headerModel(forSection: 0) as? String == "H0")
    #expect(storage.footerModel(forSection: 0) as? String == "F0")
    #expect(storage.headerModel(forSection: 1) as? String == "H1")
    #expect(log.updates.count == 1 && log.onlyMoves)
  }

  @Test func aTypedSectionIsReorderedWithoutMovingItsRowsAndASnapshotKeepsItsOrder() {
    struct Row: Identifiable, Equatable {
      var id: Int
      var label: String
    }
    let storage = MemoryStorage()
    let rows = (0..<1_000).map { Row(id: $0, label: "row \($0) " + String(repeating: "x", count: 20)) }
    storage.setItems(rows)
    func store() -> TypedItems<Row>? { storage.typedItems(section: 0) as? TypedItems<Row> }
    let snapshot = store()?.orderedItems
    storage.sortItems(byKey: { ($0 as! Row).id % 7 }, ascending: false)
    let sorted = store()?.orderedItems
    #expect(sorted?.map(\.id) == rows.sorted { ($0.id % 7, $1.id) > ($1.id % 7, $0.id) }.map(\.id))
    #expect(store()?.items == rows, "the rows stay where they are; the order says where each is shown")
    #expect(snapshot?.map(\.id) == rows.map(\.id), "the array read before the sort is untouched")
    // A second sort composes the orders; reads, replacements and inserts go through it.
    storage.sortItems(byKey: { ($0 as! Row).id })
    #expect(store()?.orderedItems == rows, "and back, every row once")
    storage.sortItems(byKey: { ($0 as! Row).id % 7 }, ascending: false)
    try? storage.replaceItem(at: IndexPath(item: 0, section: 0), with: Row(id: 6, label: "six"))
    try? storage.insertItem(Row(id: 5_000, label: "new"), to: IndexPath(item: 1, section: 0))
    try? storage.removeItems(at: [IndexPath(item: 3, section: 0)])
    var expected = sorted ?? []
    expected[0] = Row(id: 6, label: "six")
    expected.insert(Row(id: 5_000, label: "new"), at: 1)
    expected.remove(at: 3)
    #expect(store()?.orderedItems == expected)
    #expect(store()?.order == nil && store()?.items == expected, "the removal put the rows in their order")
    #expect((0..<expected.count).map { storage.item(at: IndexPath(item: $0, section: 0)) as? Row } == expected)
    #expect(sorted?.first?.label == "row 6 " + String(repeating: "x", count: 20))
  }

  @Test func typedSectionsStayTyped() {
    let storage = MemoryStorage()
    storage.setItems((0..<50).map { Model(id: $0, value: ($0 * 7) % 10) })
    storage.setItems([Model(id: 100, value: 2), Model(id: 101, value: 1)], forSection: 1)
    let log = SortUpdateLog(storage)
    storage.sortItems { ($0 as! Model).value > ($1 as! Model).value }
    #expect(storage.typedItems(section: 0)?.elementType == Model.self)
    #expect(storage.typedItems(section: 1)?.elementType == Model.self)
    let values = (storage.items(inSection: 0) ?? []).map { ($0 as! Model).value }
    #expect(values == values.sorted(by: >))
    #expect(log.updates.count == 1 && log.onlyMoves)
    // A diff after the sort reads the typed array back and reports nothing.
    let sorted = (storage.items(inSection: 0) ?? []).map { $0 as! Model }
    storage.setItems(sorted)
    #expect(log.updates.count == 1)
  }

  @Test func insidePerformUpdatesTheSortJoinsTheBatch() throws {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1, value: 3), Model(id: 2, value: 2), Model(id: 3, value: 1)])
    let log = SortUpdateLog(storage)
    storage.performUpdates {
      storage.addItem(Model(id: 4, value: 0))
      storage.sortItems(inSection: 0, by: byValue)
      try? storage.removeItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(ids(storage) == [4, 2, 1])
    #expect(log.updates.count == 1)
  }

  @Test func aSectionInsertedOrDiffedInTheSameBatchSortsToo() {
    let storage = MemoryStorage()
    storage.setItems([Model(id: 1, value: 3), Model(id: 2, value: 2), Model(id: 3, value: 1)])
    let log = SortUpdateLog(storage)
    storage.performUpdates {
      storage.setItems([Model(id: 3, value: 1), Model(id: 1, value: 3), Model(id: 4, value: 0)])
      storage.setItems([Model(id: 9, value: 5), Model(id: 8, value: 4)], forSection: 1)
      storage.sortItems(by: byValue)
    }
    #expect(ids(storage, 0) == [4, 3, 1] && ids(storage, 1) == [8, 9])
    #expect(log.updates.count == 1 && log.reloads == 0)
  }

  @Test func aSectionThatDoesNotExistIsAnAnomaly() {
    let storage = MemoryStorage()
    let anomalies = AnomalyLog()
    storage.anomalyHandler = anomalies.handler()
    storage.setItems([Model(id: 1)])
    let log = SortUpdateLog(storage)
    storage.sortItems(inSection: 1, by: byValue)
    storage.sortItems(inSection: -1, by: byValue)
    #expect(anomalies.all == [.sectionOutOfRange(1, sectionCount: 1), .sectionOutOfRange(-1, sectionCount: 1)])
    #expect(log.updates.isEmpty)
  }

  @Test func permutationMovesAreTheFewest() {
    #expect(Diff.moves(ofPermutation: [0, 1, 2]).isEmpty)
    #expect(Diff.moves(ofPermutation: [2, 0, 1]) == [DiffResult.Move(from: 2, to: 0)])
    #expect(Diff.moves(ofPermutation: [1, 2, 0]) == [DiffResult.Move(from: 0, to: 2)])
    #expect(Diff.moves(ofPermutation: [3, 2, 1, 0]).count == 3)
  }

  /// 1,000 random arrays sorted by a random direction on a key with many ties: the result is the
  /// stable sort, every change a move, as few as the longest increasing run allows, and the
  /// replay of the update turns the old rows into the new ones.
  @Test func randomArraysSortStablyAndReplay() {
    var random = SplitMix(state: 2026)
    for round in 0..<1_000 {
      let storage = MemoryStorage()
      let count = random.below(round % 4 == 0 ? 300 : 80), keys = 1 + random.below(6)
      let descending = random.below(2) == 1
      let models = (0..<count).map { Model(id: $0, value: random.below(keys)) }
      if round % 2 == 0 { storage.setItems(models) } else { storage.addItems(models) }
      let log = SortUpdateLog(storage, maxSplices: 1 + round % 3)
      if round % 3 == 0 {
        storage.sortItems(byKey: { ($0 as! Model).value }, ascending: !descending)
      } else {
        storage.sortItems { left, right in
          let (left, right) = ((left as! Model).value, (right as! Model).value)
          return descending ? left > right : left < right
        }
      }
      // Reference: a stable sort by construction (key, then position).
      let expected = models.enumerated().sorted { left, right in
        let (a, b) = (left.element.value, right.element.value)
        return a != b ? (descending ? a > b : a < b) : left.offset < right.offset
      }.map(\.element.id)
      #expect(ids(storage) == expected, "round \(round)")
      #expect(log.onlyMoves && log.reloads == 0 && log.updates.count <= 1)
      let moved = log.updates.first?.itemChanges.count ?? 0
      #expect(moved == count - longestIncreasingRun(expected), "round \(round)")
    }
  }
}

@Suite struct StableOrderTests {
  @Test func equalElementsKeepTheirPositionsAcrossMerges() {
    var random = SplitMix(state: 7)
    for count in [0, 1, 2, 15, 16, 17, 31, 33, 64, 65, 100, 1_000, 4_099] {
      let keys = (0..<count).map { _ in random.below(5) }
      let order = StableOrder.positions(count: count) { keys[$0] < keys[$1] }
      #expect(order == keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }, "\(count)")
    }
  }

  @Test func aComparatorThatIsNotAnOrderStillGivesAPermutation() {
    var random = SplitMix(state: 11)
    let order = StableOrder.positions(count: 500) { _, _ in random.below(2) == 0 }
    #expect(order.sorted() == Array(0..<500))
  }
}

/// Length of the longest increasing subsequence, O(n²): the reference for the fewest moves.
func longestIncreasingRun(_ values: [Int]) -> Int {
  var best = [Int](repeating: 1, count: values.count)
  for index in values.indices {
    for earlier in 0..<index where values[earlier] < values[index] { best[index] = max(best[index], best[earlier] + 1) }
  }
  return best.max() ?? 0
}
