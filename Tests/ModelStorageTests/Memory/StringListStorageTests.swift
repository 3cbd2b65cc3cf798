import Foundation
import Testing

@testable import ModelStorage

/// Replays every update on the strings the view had and checks that it reaches the storage's
/// strings; records which new positions each update recreated or rebound.
final class StringListReplay: StorageUpdating {
  let storage: StringListStorage
  private(set) var rows: [String]
  private var layout: FlatLayout
  private(set) var touched: [[Int]] = []
  private(set) var plans: [ItemsChangedPlan] = []

  init(_ storage: StringListStorage) {
    self.storage = storage
    rows = storage.strings
    layout = FlatLayout(storage: storage)
    storage.delegate = self
  }

  func storageDidPerformUpdate(_ update: StorageUpdate) {
    let new = FlatLayout(storage: storage)
    let expected = storage.strings
    do {
      let plan = try ItemsChangedPlanner.checkedPlan(for: update, from: layout, to: new, maxSplices: 2)
      guard var replayed = plan.replay(on: rows.map { ($0, false) }, makeRow: { (expected[$0], true) }) else {
        Issue.record("invalid replay of \(plan.compact)")
        return
      }
      for position in plan.rebinds { replayed[position] = (expected[position], true) }
      #expect(replayed.map(\.0) == expected, "\(plan.compact)")
      for (position, path) in zip(plan.rebinds, plan.rebinds.map { IndexPath(item: $0, section: 0) }) {
        #expect(update.updatedModels[path] as? String == expected[position])
      }
      touched.append(replayed.indices.filter { replayed[$0].1 })
      plans.append(plan)
    } catch {
      Issue.record("planner rejected \(update.itemChanges.count) changes: \(error.debugDescription)")
    }
    rows = expected
    layout = new
  }

  func storageNeedsReloading() { Issue.record("a StringListStorage never asks for a reload") }
}

@Suite struct StringListStorageTests {
  private static let samples = [
    "", "a", "Row 12", "été", "🦆 duck", "nul\0inside", String(repeating: "long ", count: 40),
  ]

  private func randomStrings(_ random: inout SplitMix, _ count: Int) -> [String] {
    (0..<count).map { _ in Self.samples[random.below(Self.samples.count)] + "\(random.below(1000))" }
  }

  @Test func randomEditsKeepTheStringsAndEveryUpdateReplaysToThem() {
    var random = SplitMix(state: 29)
    let storage = StringListStorage(randomStrings(&random, 50))
    var expected = storage.strings
    let replay = StringListReplay(storage)
    for _ in 0..<3000 {
      let position = random.below(expected.count + 1)
      let length = random.below(expected.count - position + 1)
      let strings = randomStrings(&random, random.below(4))
      switch random.below(10) {
      case 0: storage.append(strings.first ?? "x"); expected.append(strings.first ?? "x")
      case 1: storage.append(contentsOf: strings.lazy.map { $0 }); expected += strings
      case 2: storage.insert(strings.first ?? "y", at: position); expected.insert(strings.first ?? "y", at: position)
      case 3: storage.insert(contentsOf: strings, at: position); expected.insert(contentsOf: strings, at: position)
      case 4 where position < expected.count: storage.remove(at: position); expected.remove(at: position)
      case 5:
        storage.removeSubrange(position..<(position + length)); expected.removeSubrange(position..<(position + length))
      case 6 where position < expected.count:
        storage.replace(at: position, with: strings.first ?? "z")
        expected[position] = strings.first ?? "z"
      case 8 where position < expected.count && !expected.isEmpty:
        let destination = random.below(expected.count)
        storage.move(from: position, to: destination)
        expected.insert(expected.remove(at: position), at: destination)
      case 7:
        storage.splice(at: position, removing: length, inserting: strings)
        expected.replaceSubrange(position..<(position + length), with: strings)
      default:
        var next = expected
        next.replaceSubrange(position..<(position + length), with: strings)
        storage.setStrings(next)
        expected = next
      }
      #expect(storage.strings == expected)
      #expect(storage.utf8Count == expected.reduce(0) { $0 + $1.utf8.count })
    }
    #expect(replay.rows == expected)
    #expect(replay.plans.count > 1500)
  }

  @Test func setStringsTouchesOnlyThePartThatDiffers() {
    let letters = (0..<10).map { "letter \($0)" }
    let storage = StringListStorage(letters)
    let replay = StringListReplay(storage)
    var edited = letters
    edited[5] = "five"
    storage.setStrings(edited)
    #expect(replay.plans.last?.splices.isEmpty == true)
    #expect(replay.touched.last == [5])
    edited.insert("new", at: 3)
    storage.setStrings(edited)
    #expect(replay.plans.last?.compact == ["3-0+1"])
    #expect(replay.touched.last == [3])
    storage.setStrings(edited)
    #expect(replay.plans.count == 2)  // nothing changed, nothing delivered
    storage.move(from: 0, to: 9)
    #expect(replay.touched.last == [], "a moved row is kept, not made again")
    #expect(storage.string(at: 9) == "letter 0" && storage.count == 11)
  }

  @Test func badPositionsAreReportedAndChangeNothing() {
    let log = AnomalyLog()
    let storage = StringListStorage(["a", "b", "c"])
    storage.anomalyHandler = log.handler()
    let replay = StringListReplay(storage)
    storage.insert("x", at: 4)
    storage.insert("x", at: -1)
    storage.remove(at: 3)
    storage.replace(at: -2, with: "x")
    storage.removeSubrange(2..<9)
    storage.splice(at: 1, removing: -1, inserting: ["x"])
    storage.move(from: 0, to: 3)
    #expect(storage.strings == ["a", "b", "c"])
    #expect(replay.plans.isEmpty)
    #expect(storage.string(at: 3) == nil && storage.string(at: -1) == nil)
    let path = { (item: Int) in IndexPath(item: item, section: 0) }
    #expect(
      log.all == [
        .indexPathTooBig(path(4), itemsInSection: 3), .malformedIndexPath(path(-1)),
        .indexPathTooBig(path(3), itemsInSection: 3), .malformedIndexPath(path(-2)),
        .indexPathTooBig(path(8), itemsInSection: 3), .malformedIndexPath(path(-1)),
        .indexPathTooBig(path(3), itemsInSection: 3),
      ])
  }

  @Test func stringsOverTheByteLimitAreReportedAndNotStored() {
    let log = AnomalyLog()
    let storage = StringListStorage(byteLimit: 10)
    storage.anomalyHandler = log.handler()
    let replay = StringListReplay(storage)
    storage.append(contentsOf: ["12345", "678"])
    storage.append(contentsOf: ["ab", "cd"])
    storage.insert(contentsOf: ["ab", "cd"], at: 1)
    storage.splice(at: 0, removing: 1, inserting: ["1234567"])
    #expect(storage.strings == ["1234567", "678"])
    #expect(storage.utf8Count == 10)
    #expect(replay.touched == [[0, 1], [0]])
    storage.move(from: 1, to: 0)  // at the limit: the bytes moved are removed first
    #expect(storage.strings == ["678", "1234567"])
    #expect(log.all == [.storageFull(bytes: 12, limit: 10), .storageFull(bytes: 12, limit: 10)])
  }

  @Test func replacingEveryRowOfALargeListIsOneReplace() {
    let storage = StringListStorage((0..<20_000).lazy.map { "Row \($0)" })
    let recorder = makeRecorder(storage)
    storage.setStrings((0..<20_000).map { "Item \($0)" })
    recorder.expect("0-20000+0", "0-0+20000")  // as MemoryStorage.setItemsWithoutDiffing
    storage.append("last")
    recorder.expect("20000-0+1")
    #expect(storage.string(at: 19_999) == "Item 19999")
  }

  @Test func itemsAreTheStringsOfSectionZero() {
    let storage = StringListStorage(["one", "two"])
    #expect(storage.numberOfSections == 1 && storage.numberOfItems(inSection: 0) == 2)
    #expect(storage.item(at: IndexPath(item: 1, section: 0)) as? String == "two")
    #expect(storage.item(at: IndexPath(item: 2, section: 0)) == nil)
    #expect(storage.item(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(storage.numberOfItems(inSection: 1) == 0)
    #expect(storage.headerModel(forSection: 0) == nil)
    storage.removeAll()
    #expect(storage.count == 0 && storage.utf8Count == 0)
    storage.append(contentsOf: ["", ""])  // rows without a byte
    storage.insert("a", at: 1)
    #expect(storage.strings == ["", "a", ""])
  }
}
