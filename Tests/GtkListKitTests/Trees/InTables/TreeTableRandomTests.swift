import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Random steps on a tree in a table (expand, collapse, a sort by a column, a size update, a
/// folder's children set again, type-to-find, a filter set, changed or cleared), from a seeded
/// generator; after each, by node identity against ``TreeTableMirror``: the rows GTK shows (the
/// storage's tree through the filter and the expansion, each level in the sort's order), the
/// expanded nodes (the ancestors of matches while filtered, the user's own once cleared), and
/// the selected node (kept, moved to the collapsed ancestor that hid it, dropped when the
/// filter hides it and given back when it is cleared).
@MainActor
final class TreeTableRandomTests: GtkTestCase {
  /// Three root folders, each with three children (two folders of two files), sizes by seed.
  private func makeFixture(_ g: inout SeededGenerator) -> (EntryFixture, [Entry]) {
    let fixture = EntryFixture()
    var roots: [Entry] = []
    for root in ["r0/", "r1/", "r2/"] {
      roots.append(Entry(path: root, size: Int.random(in: 0..<9, using: &g)))
      fixture.folder(root, ["f0/", "f1/", "x"].map { ($0, Int.random(in: 0..<9, using: &g)) })
      for folder in ["f0/", "f1/"] {
        fixture.folder(root + folder, ["a", "b"].map { ($0, Int.random(in: 0..<9, using: &g)) })
      }
    }
    return (fixture, roots)
  }

  /// Whether every loaded level is in `sort`'s order (equal keys in any order).
  private func isSorted(_ tree: TreeListManager<String>, _ sort: ColumnSort?) -> Bool {
    guard let sort else { return true }
    func key(_ id: String) -> String {
      let entry = tree.storage.model(for: id) as! Entry
      return sort.columnID == "size" ? String(format: "%03d", entry.size) : entry.name
    }
    func ordered(_ ids: [String]) -> Bool {
      let keys = ids.map(key)
      let sorted = sort.ascending ? keys.sorted() : keys.sorted(by: >)
      return keys == sorted && ids.allSatisfy { ordered(tree.storage.loadedChildIDs(of: $0) ?? []) }
    }
    return ordered(tree.storage.rootIDs)
  }

  func testRandomExpandCollapseSortAndUpdateStepsMatchTheStorage() async throws {
    for seed: UInt64 in [0x7AB1_E001, 0x7AB1_E002] { try await run(seed: seed, steps: 40) }
  }

  private func run(seed: UInt64, steps: Int) async throws {
    var g = SeededGenerator(seed: seed)
    let (fixture, roots) = makeFixture(&g)
    let (table, tree) = fixture.makeTable(roots: roots)
    table.column("name")?.findKey { (entry: Entry) in entry.name }
    let window = TestWindow(width: 500, height: 1000, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    var mirror = TreeTableMirror(storage: tree.storage)
    var sort: ColumnSort?
    for step in 0..<steps {
      let known = allLoaded(tree)
      let shown = known.filter(mirror.passes)
      let folders = shown.filter { mirror.entry($0)?.isFolder ?? false }
      let roll = Int.random(in: 0..<9, using: &g)
      // A filter step keeps the selection as it is, so a hidden one can come back.
      if roll < 7, let id = shown.randomElement(using: &g) {
        tree.select(id)
        mirror.select(id)
      }
      var what = ""
      switch roll {
      case 0, 1:
        // While filtered, a folder expands when it has children to show.
        let id = folders.filter { mirror.filter == nil || mirror.children($0).contains(where: mirror.passes) }
          .randomElement(using: &g)!
        let loads = tree.storage.loadedChildIDs(of: id) == nil
        tree.expand(id)
        mirror.expand(id)
        if loads { mirror.storageChanged() }
        what = "expand \(id)"
      case 2:
        let id = folders.randomElement(using: &g)!
        tree.collapse(id)
        mirror.collapse(id)
        what = "collapse \(id)"
      case 3:
        sort = ColumnSort(["name", "size"].randomElement(using: &g)!, ascending: Bool.random(using: &g))
        table.sortOrder = [sort!]
        mirror.storageChanged()
        what = "sort \(sort!)"
      case 4:
        let id = known.randomElement(using: &g)!
        var entry = tree.storage.model(for: id) as! Entry
        entry.size = Int.random(in: 0..<9, using: &g)
        tree.storage.update(entry)
        mirror.storageChanged()
        what = "update \(id) to \(entry.size)"
      case 5:
        let all = known.filter { tree.storage.loadedChildIDs(of: $0) != nil }
        let id = all.randomElement(using: &g) ?? folders[0]
        let children = (tree.storage.loadedChildIDs(of: id) ?? []).compactMap { tree.storage.model(for: $0) as? Entry }
        tree.storage.setChildren(children.shuffled(using: &g), of: id)
        mirror.storageChanged()
        what = "shuffle children of \(id)"
      case 6:
        let letter = ["r", "f", "a", "b", "x"].randomElement(using: &g)!
        try typeToFind(letter, table, tree, window, &mirror)
        what = "type \(letter)"
      default:
        if roll == 8, mirror.filter != nil {
          tree.setFilter(nil)
          mirror.clearFilter()
          what = "clear the filter"
        } else {
          let filter = TreeTableMirror.filters.randomElement(using: &g)!
          tree.setFilter { ($0 as? Entry).map(filter.accepts) ?? false }
          mirror.setFilter(filter)
          what = "filter \(filter.name)"
        }
      }
      mirror.selectShownNode()
      let want = mirror.rows()
      GtkTestEnvironment.settle(window.widget)
      GtkTestEnvironment.pump(timeout: 2) { TreeTableProbe.rows(table) == want }
      let context = "seed \(seed) step \(step): \(what)"
      XCTAssertEqual(TreeTableProbe.rows(table), want, context)
      XCTAssertEqual(tree.expansionState.expandedIDs, mirror.expanded, "expansion by identity: \(context)")
      XCTAssertTrue(isSorted(tree, sort), "levels in the sort's order: \(context)")
      if !mirror.selectedOneOf.isEmpty {
        XCTAssertTrue(mirror.selectedOneOf.contains(tree.selectedID ?? ""), "one hidden selection back: \(context)")
        mirror.selected = tree.selectedID
        mirror.selectedOneOf = []
      }
      XCTAssertEqual(tree.selectedID, mirror.selected, "selection by identity: \(context)")
      if testRun?.failureCount ?? 0 > 0 { return }
    }
  }

  /// Types `letter` as a new prefix: the focus and the selection must go to the next shown
  /// node after the focused one (wrapping) whose name starts with it.
  private func typeToFind(
    _ letter: String, _ table: ColumnViewManager, _ tree: TreeListManager<String>, _ window: TestWindow,
    _ mirror: inout TreeTableMirror
  ) throws {
    let rows = mirror.shownNodes().map(\.id)
    func focused() -> String? {
      table.core.interactions.focusedItem().flatMap { tree.rowsStorage.id(atRow: $0.position) }
    }
    let focus = focused().flatMap(rows.firstIndex)
    table.core.finder.reset()  // the last step's keys are long past for the user
    XCTAssertTrue(table.core.typed(letter))
    let start = focus.map { $0 + 1 } ?? 0
    let found = (0..<rows.count).lazy.map { rows[(start + $0) % rows.count] }.first {
      mirror.entry($0)?.name.hasPrefix(letter) ?? false
    }
    guard let found else { return }
    if found != focus.map({ rows[$0] }) {
      mirror.selected = found
      mirror.hiddenSelection.remove(found)
    }
    GtkTestEnvironment.pump(timeout: 3) { focused() == found }
    XCTAssertEqual(focused(), found, "the focus after typing \(letter)")
  }

  /// Every node the storage holds now (roots and loaded children).
  private func allLoaded(_ tree: TreeListManager<String>) -> [String] {
    var ids: [String] = []
    func walk(_ level: [String]) {
      for id in level {
        ids.append(id)
        walk(tree.storage.loadedChildIDs(of: id) ?? [])
      }
    }
    walk(tree.storage.rootIDs)
    return ids
  }
}
