import Foundation
import ModelStorage
import Testing

@Suite struct PlannerTests {
  @Test func flatLayoutLookups() {
    let layout = FlatLayout(itemCounts: [2, 0, 3], headers: [true, true, false], footers: [false, true, true])
    #expect(layout.count == 9)
    #expect(
      layout.rows == [
        .header(section: 0), .item(IndexPath(item: 0, section: 0)), .item(IndexPath(item: 1, section: 0)),
        .header(section: 1), .footer(section: 1),
        .item(IndexPath(item: 0, section: 2)), .item(IndexPath(item: 1, section: 2)),
        .item(IndexPath(item: 2, section: 2)),
        .footer(section: 2),
      ])
    for (position, row) in layout.rows.enumerated() { #expect(layout.position(of: row) == position) }
    #expect(layout.row(at: 9) == nil)
    #expect(layout.row(at: -1) == nil)
    #expect(layout.position(of: IndexPath(item: 3, section: 2)) == nil)
    #expect(layout.position(ofHeaderInSection: 2) == nil)
    #expect(layout.position(ofFooterInSection: 1) == 4)
  }

  @Test func fullReloadIsRemoveAllThenAddAll() {
    let old = FlatLayout(itemCounts: [5]), new = FlatLayout(itemCounts: [7])
    #expect(ItemsChangedPlanner.fullReload(from: old, to: new).compact == ["0-5+0", "0-0+7"])
    #expect(ItemsChangedPlanner.fullReload(from: FlatLayout(itemCounts: []), to: new).compact == ["0-0+7"])
  }

  @Test func scatteredChangesAreCoalescedAtTheLargestGaps() {
    let old = FlatLayout(itemCounts: [1000])
    let paths = [10, 12, 500, 502, 990].map { ItemChange.delete(IndexPath(item: $0, section: 0)) }
    let new = FlatLayout(itemCounts: [995])
    let plan = ItemsChangedPlanner.plan(for: StorageUpdate(itemChanges: paths), from: old, to: new)
    // Gaps between changes: 1, 487, 1, 487 stationary rows -> cut at the two 487s... bound 2 means one cut.
    #expect(plan.splices.count == 2)
    #expect(plan.replay(on: Array(0..<1000), makeRow: { _ in -1 })?.count == 995)
    let many = ItemsChangedPlanner.plan(for: StorageUpdate(itemChanges: paths), from: old, to: new, maxSplices: 5)
    #expect(many.compact == ["10-1+0", "11-1+0", "498-1+0", "499-1+0", "986-1+0"])
    let one = ItemsChangedPlanner.plan(for: StorageUpdate(itemChanges: paths), from: old, to: new, maxSplices: 1)
    #expect(one.compact == ["10-981+976"])
    #expect(one.splices[0].kept.count == 976)
  }

  @Test func invalidUpdatesFallBackToFullReload() {
    let old = FlatLayout(itemCounts: [3]), new = FlatLayout(itemCounts: [3])
    let bad = StorageUpdate(itemChanges: [.delete(IndexPath(item: 0, section: 0))])
    #expect(ItemsChangedPlanner.plan(for: bad, from: old, to: new).compact == ["0-3+0", "0-0+3"])
    #expect(throws: ModelStorageAnomaly.self) { try ItemsChangedPlanner.checkedPlan(for: bad, from: old, to: new) }
    let outOfRange = StorageUpdate(sectionChanges: [.delete(4)])
    #expect(throws: ModelStorageAnomaly.invalidUpdate("section delete 4 out of range")) {
      try ItemsChangedPlanner.checkedPlan(for: outOfRange, from: old, to: new)
    }
  }

  @Test func recorderReportsUncheckedChanges() {
    let storage = MemoryStorage()
    let messages = Box()
    do {
      let recorder = ItemsChangedRecorder(storage: storage) { messages.values.append($0) }
      storage.addItem(1)
      _ = recorder
    }
    #expect(messages.values == ["unchecked items-changed: [\"0-0+1\"]"])
    let recorder = ItemsChangedRecorder(storage: storage) { messages.values.append($0) }
    storage.addItem(2)
    recorder.expect("0-0+2")
    #expect(messages.values.last == "expected items-changed [\"0-0+2\"], got [\"1-0+1\"]")
  }

  @Test func spliceDescriptionIsGtkCompactForm() {
    #expect(ItemsChangedSplice(position: 0, removed: 5, added: 5).description == "0-5+5")
  }
}

final class Box { var values: [String] = [] }
