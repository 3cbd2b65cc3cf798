import Foundation
import ModelStorage
import Testing

/// Small deterministic generator so failures replay.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}

/// Replays every plan on the identities GTK saw and checks it reaches the new identities, that no
/// surviving identity is recreated (moves and coalesced rows come back via `kept`) and that the
/// number of splices stays within the bound (a split replacement counts as one).
final class ReplayChecker: StorageUpdating {
  let storage: MemoryStorage
  var rows: [String]
  var layout: FlatLayout
  let maxSplices: Int
  var updates = 0

  init(_ storage: MemoryStorage, maxSplices: Int) {
    self.storage = storage
    self.maxSplices = maxSplices
    rows = identities(storage)
    layout = FlatLayout(storage: storage)
    storage.delegate = self
  }

  func storageDidPerformUpdate(_ update: StorageUpdate) {
    updates += 1
    let new = FlatLayout(storage: storage)
    let expected = identities(storage)
    let plan: ItemsChangedPlan
    do {
      plan = try ItemsChangedPlanner.checkedPlan(for: update, from: layout, to: new, maxSplices: maxSplices)
    } catch {
      Issue.record("planner rejected \(update.sectionChanges) \(update.itemChanges): \(error.debugDescription)")
      return resync()
    }
    let pure = plan.splices.filter { !($0.kept.isEmpty && ($0.removed == 0 || $0.added == 0)) }.count
    #expect(plan.splices.count <= 2 * maxSplices && pure <= maxSplices)
    let old = Set(rows)
    guard var replayed = plan.replay(on: rows.map { ($0, false) }, makeRow: { (expected[$0], true) }) else {
      Issue.record("invalid replay of \(plan.compact)")
      return resync()
    }
    // A changed header model is the same row rebound in place: take its new text.
    for position in plan.rebinds where replayed.indices.contains(position) && !replayed[position].1 {
      replayed[position].0 = expected[position]
    }
    #expect(replayed.map(\.0) == expected, "\(plan.compact)")
    let recreated = replayed.filter { $0.1 && old.contains($0.0) }.map(\.0)
    // A replace that carries a permutation recreates its rows by design: a view maps them.
    #expect(recreated.isEmpty || !update.reorderings.isEmpty, "recreated \(recreated) by \(plan.compact)")
    for position in plan.rebinds { #expect(position >= 0 && position < expected.count) }
    rows = expected
    layout = new
  }

  func storageNeedsReloading() { resync() }

  private func resync() {
    rows = identities(storage)
    layout = FlatLayout(storage: storage)
  }
}

@Suite struct PropertyTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func randomMutationSequences(seed: Int) throws {
    var random = SplitMix(state: UInt64(seed))
    let storage = MemoryStorage()
    storage.anomalyHandler = ModelStorageAnomalyHandler { _ in }
    var nextID = 0
    func fresh() -> Model { nextID += 1; return Model(id: nextID) }
    var nextSection = 0
    func section() -> StorageSection {
      nextSection += 1
      let items: [Any] = (0..<random.below(6)).map { _ in fresh() }
      return StorageSection(
        items: items, header: random.below(2) == 0 ? "H\(nextSection)" : nil,
        footer: random.below(3) == 0 ? "F\(nextSection)" : nil)
    }
    for _ in 0..<3 { try storage.insertSection(section(), atIndex: storage.numberOfSections) }
    let checker = ReplayChecker(storage, maxSplices: 1 + seed % 3)

    func randomPath(extra: Int = 0) -> IndexPath? {
      guard storage.numberOfSections > 0 else { return nil }
      let section = random.below(storage.numberOfSections)
      let count = storage.numberOfItems(inSection: section) + extra
      return count > 0 ? IndexPath(item: random.below(count), section: section) : nil
    }

    func mutate() throws(ModelStorageAnomaly) {
      switch random.below(13) {
      case 12:
        // Several paths at once, in any order and across sections (GtkPropertyTests found a
        // divergence on GTK 4.18 with two paths given high section first).
        let paths = (0..<(1 + random.below(3))).compactMap { _ in randomPath() }
        if !paths.isEmpty { try storage.removeItems(at: paths) }
      case 0: storage.addItem(fresh(), toSection: random.below(storage.numberOfSections + 1))
      case 1: if let path = randomPath(extra: 1) { try storage.insertItem(fresh(), to: path) }
      case 2: if let path = randomPath() { try storage.removeItems(at: [path]) }
      case 3:
        if let path = randomPath(), let model = storage.item(at: path) as? Model {
          try storage.replaceItem(model, with: Model(id: model.id, value: model.value + 1))
        }
      case 4:
        if let from = randomPath() {
          let section = random.below(storage.numberOfSections)
          let room = storage.numberOfItems(inSection: section) + (section == from.section ? 0 : 1)
          storage.moveItem(at: from, to: IndexPath(item: random.below(room), section: section))
        }
      case 5: try storage.insertSection(section(), atIndex: random.below(storage.numberOfSections + 1))
      case 6:
        if storage.numberOfSections > 1 {
          try storage.deleteSections(IndexSet([random.below(storage.numberOfSections)]))
        }
      case 7:
        if storage.numberOfSections > 1 {
          try storage.moveSection(
            random.below(storage.numberOfSections), toSection: random.below(storage.numberOfSections))
        }
      case 8:
        if storage.numberOfSections > 0 {
          let section = random.below(storage.numberOfSections)
          try storage.setSectionHeaderModel(
            random.below(2) == 0 ? nil : "H\(section)-\(fresh().id)", forSection: section)
        }
      default:
        // A diff: shuffle a bit, drop some, add some, change some.
        guard storage.numberOfSections > 0 else { return }
        let section = random.below(storage.numberOfSections)
        var models = (storage.items(inSection: section) ?? []).compactMap { $0 as? Model }
        for _ in 0..<random.below(3) where !models.isEmpty { models.remove(at: random.below(models.count)) }
        for _ in 0..<random.below(3) { models.insert(fresh(), at: random.below(models.count + 1)) }
        for _ in 0..<random.below(3) where models.count > 1 {
          let moved = models.remove(at: random.below(models.count))
          models.insert(moved, at: random.below(models.count + 1))
        }
        if !models.isEmpty { models[random.below(models.count)].value += 1 }
        storage.setItems(models, forSection: section)
      }
    }

    for _ in 0..<300 {
      if random.below(4) == 0 {
        try storage.performUpdates { () throws(ModelStorageAnomaly) in
          for _ in 0..<(1 + random.below(5)) { try mutate() }
        }
      } else {
        try mutate()
      }
    }
    #expect(checker.updates > 100)
  }
}
