import Foundation
import ModelStorage
import Testing

/// The typed filter (`setFilter(of:_:)`) shows, hides and reports exactly what the boxed one
/// does, through a seeded run of filters, edits, sorts and removals (each update replayed and
/// checked), and the typed section keeps working as one.
@Suite struct TypedFilterTests {
  private func expectSame(_ typed: MemoryStorage, _ boxed: MemoryStorage, _ step: String) {
    #expect(ids(typed) == ids(boxed), "\(step)")
    #expect(typed.numberOfHiddenItems(inSection: 0) == boxed.numberOfHiddenItems(inSection: 0), "\(step)")
    let all = { (storage: MemoryStorage) in storage.allItems(inSection: 0)?.map { ($0 as! Model).id } }
    #expect(all(typed) == all(boxed), "\(step)")
  }

  @Test func aSeededRunMatchesTheBoxedFilter() throws {
    var random = SplitMix(state: 45)
    let models = (0..<400).map { Model(id: $0, value: Int.random(in: 0..<100, using: &random)) }
    let typed = MemoryStorage(), boxed = MemoryStorage()
    typed.setItems(models)
    boxed.setItems(models)
    let typedLog = SortUpdateLog(typed), boxedLog = SortUpdateLog(boxed)
    var nextID = 1_000
    for step in 0..<120 {
      let shown = typed.numberOfItems(inSection: 0)
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        let bound = Int.random(in: 0..<100, using: &random)
        typed.setFilter(of: Model.self) { $0.value < bound }
        boxed.setFilter { ($0 as! Model).value < bound }
      case 2:
        typed.removeFilter()
        boxed.removeFilter()
      case 3:
        let added = (0..<3).map { Model(id: nextID + $0, value: Int.random(in: 0..<100, using: &random)) }
        nextID += 3
        typed.addItems(added)
        boxed.addItems(added)
      case 4 where shown > 0:
        let path = IndexPath(item: Int.random(in: 0..<shown, using: &random), section: 0)
        try typed.removeItems(at: [path])
        try boxed.removeItems(at: [path])
      case 5 where shown > 0:
        let path = IndexPath(item: Int.random(in: 0..<shown, using: &random), section: 0)
        let model = Model(id: nextID, value: Int.random(in: 0..<100, using: &random))
        nextID += 1
        try typed.replaceItem(at: path, with: model)
        try boxed.replaceItem(at: path, with: model)
      case 6:
        let ascending = Bool.random(using: &random)
        typed.sortItems(byKey: { ($0 as! Model).value }, ascending: ascending)
        boxed.sortItems(byKey: { ($0 as! Model).value }, ascending: ascending)
      default:
        let path = IndexPath(item: min(shown, Int.random(in: 0...shown, using: &random)), section: 0)
        let model = Model(id: nextID, value: Int.random(in: 0..<100, using: &random))
        nextID += 1
        try typed.insertItem(model, to: path)
        try boxed.insertItem(model, to: path)
      }
      expectSame(typed, boxed, "step \(step)")
    }
    #expect(typedLog.reloads == 0 && boxedLog.reloads == 0)
    typed.removeFilter()
    boxed.removeFilter()
    expectSame(typed, boxed, "unfiltered")
  }

  @Test func aFieldFilterShowsWhatTheItemFilterShows() {
    let byField = MemoryStorage(), byItem = MemoryStorage()
    let models = (0..<50).map { Model(id: $0, value: ($0 * 7) % 11) }
    byField.setItems(models)
    byItem.setItems(models)
    for bound in [3, 9, 0, 11] {
      byField.setFilter(of: Model.self, by: \.value) { $0 < bound }
      byItem.setFilter(of: Model.self) { $0.value < bound }
      expectSame(byField, byItem, "below \(bound)")
    }
    byField.addItems([Model(id: 99, value: 1), Model(id: 98, value: 20)])
    byItem.addItems([Model(id: 99, value: 1), Model(id: 98, value: 20)])
    expectSame(byField, byItem, "added")
  }

  @Test func aTypedFilterHidesOtherTypesAndEndsLikeAnyFilter() {
    let storage = MemoryStorage()
    storage.setItems((0..<6).map { Model(id: $0, value: $0) })
    let log = SortUpdateLog(storage)
    storage.setFilter(of: Model.self) { $0.value.isMultiple(of: 2) }
    #expect(ids(storage) == [0, 2, 4] && storage.isFiltered)
    #expect(log.updates.last?.itemChanges.allSatisfy { if case .delete = $0 { true } else { false } } == true)
    storage.setFilter(of: String.self) { _ in true }
    #expect(ids(storage).isEmpty, "no item is a String")
    storage.removeFilter()
    #expect(ids(storage) == [0, 1, 2, 3, 4, 5] && !storage.isFiltered)
    #expect(log.reloads == 0)
  }

  /// Counts the tokens alive: each is freed once, whatever the filter did with it.
  private final class Token: @unchecked Sendable {
    nonisolated(unsafe) static var alive = 0
    let id: Int
    init(_ id: Int) {
      self.id = id
      Token.alive += 1
    }
    deinit { Token.alive -= 1 }
  }

  private struct Tagged { let id: Int; let token: Token; let name: String }

  /// The predicate is lent each item (or field) where it is stored: what it keeps is a copy
  /// that outlives the storage, and nothing is freed twice or leaked.
  @Test func whatThePredicateKeepsIsItsOwnCopy() {
    final class Kept: @unchecked Sendable { var tokens: [Token] = [], names: [String] = [] }
    let kept = Kept()
    do {
      let storage = MemoryStorage()
      // `[Tagged]`, not diffed (`Tagged` is not `Identifiable`): the filter is a typed one.
      storage.setItemsWithoutDiffing(
        (0..<200).map { Tagged(id: $0, token: Token($0), name: "item \($0) " + String(repeating: "x", count: 40)) })
      #expect(Token.alive == 200)
      storage.setFilter(of: Tagged.self) { item in
        if item.id.isMultiple(of: 10) { kept.tokens.append(item.token) }
        return item.id.isMultiple(of: 2)
      }
      storage.setFilter(of: Tagged.self, by: \.name) { name in
        if name.hasPrefix("item 1") { kept.names.append(name) }
        return name.contains("5")
      }
      #expect(storage.numberOfItems(inSection: 0) == (0..<200).filter { String($0).contains("5") }.count)
      storage.removeFilter()
      #expect((storage.allItems(inSection: 0) as? [Tagged])?.map(\.token.id) == Array(0..<200))
    }
    #expect(Token.alive == 20, "the storage freed its items; the kept tokens live")
    #expect(kept.tokens.map(\.id) == Array(stride(from: 0, to: 200, by: 10)))
    #expect(kept.names.count == 111 && kept.names.allSatisfy { $0.hasSuffix(String(repeating: "x", count: 40)) })
    kept.tokens = []
    #expect(Token.alive == 0)
  }

  private final class Target: Sendable {
    let id: Int
    init(_ id: Int) { self.id = id }
  }

  private struct Watcher { weak var token: Target?; let id: Int }

  /// An item holding a `weak` reference cannot be lent bit for bit (moving it clears the
  /// reference where it is stored): the filter leaves it whole.
  @Test func itemsHoldingWeakReferencesKeepThem() {
    let tokens = (0..<20).map { Target($0) }
    let storage = MemoryStorage()
    storage.setItemsWithoutDiffing(tokens.map { Watcher(token: $0, id: $0.id) })
    storage.setFilter(of: Watcher.self) { $0.token?.id.isMultiple(of: 2) ?? false }
    #expect(storage.numberOfItems(inSection: 0) == 10)
    storage.setFilter(of: Watcher.self, by: \.id) { $0 < 15 }
    storage.removeFilter()
    let watched = (storage.allItems(inSection: 0) as? [Watcher])?.map { $0.token?.id }
    #expect(watched == tokens.map(\.id))
    withExtendedLifetime(tokens) {}
  }

  /// Keeps each update as it came.
  private final class Updates: StorageUpdating {
    var all: [StorageUpdate] = []
    func storageDidPerformUpdate(_ update: StorageUpdate) { all.append(update) }
    func storageNeedsReloading() {}
  }

  @Test func aLargeFilterIsReportedAsTheSurvivorsOfTheItemsShown() throws {
    let storage = MemoryStorage()
    storage.setItems((0..<30_000).map { Model(id: $0, value: $0 % 10) })
    let updates = Updates()
    storage.delegate = updates
    storage.setFilter(of: Model.self) { $0.value == 3 }
    var update = try #require(updates.all.last)
    #expect(update.itemChanges.isEmpty && update.sectionChanges == [.replaceItems(0)])
    // Item 13 (value 3) is the second shown; item 12 left.
    #expect(update.indexPath(following: IndexPath(item: 13, section: 0)) == IndexPath(item: 1, section: 0))
    #expect(update.indexPath(following: IndexPath(item: 12, section: 0)) == nil)
    storage.removeFilter()
    update = try #require(updates.all.last)
    #expect(update.sectionChanges == [.replaceItems(0)])
    #expect(update.indexPath(following: IndexPath(item: 1, section: 0)) == IndexPath(item: 13, section: 0))
    // A batch that also inserts reports each change, as before.
    storage.performUpdates {
      storage.setFilter(of: Model.self) { $0.value == 3 }
      storage.addItems([Model(id: 40_000, value: 3)])
    }
    update = try #require(updates.all.last)
    #expect(update.sectionChanges.isEmpty && update.itemChanges.count == 27_000 + 1)
    #expect(ids(storage).count == 3_001)
  }
}
