import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Random steps on a tree in a table (expand, collapse, a sort by a column, a size update, a
/// folder's children set again), from a seeded generator; after each, the rows GTK shows must
/// be the storage's tree flattened through the expansion state, each level in the sort's order,
/// and the selected node the one selected before (or the collapsed ancestor that hid it).
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

  /// The rows the storage and the expansion state call for, as ``TreeTableProbe/rows(_:)``.
  private func expected(_ tree: TreeListManager<String>) -> [String] {
    var rows: [String] = []
    func walk(_ ids: [String], depth: Int) {
      for id in ids {
        guard let entry = tree.storage.model(for: id) as? Entry else { continue }
        let open = entry.isFolder && tree.expansionState.isExpanded(id)
        rows.append("\(depth) \(entry.name) \(entry.size)\(entry.isFolder ? open ? " -" : " +" : "")")
        if open { walk(tree.storage.loadedChildIDs(of: id) ?? [], depth: depth + 1) }
      }
    }
    walk(tree.storage.rootIDs, depth: 0)
    return rows
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
    let window = TestWindow(width: 500, height: 1000, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    var sort: ColumnSort?
    for step in 0..<steps {
      let known = allLoaded(tree)
      let folders = known.filter { (tree.storage.model(for: $0) as? Entry)?.isFolder ?? false }
      let selected = known.randomElement(using: &g)
      tree.select(selected)
      var what = ""
      switch Int.random(in: 0..<6, using: &g) {
      case 0, 1:
        let id = folders.randomElement(using: &g)!
        tree.expand(id)
        what = "expand \(id)"
      case 2:
        let id = folders.randomElement(using: &g)!
        tree.collapse(id)
        what = "collapse \(id)"
      case 3:
        sort = ColumnSort(["name", "size"].randomElement(using: &g)!, ascending: Bool.random(using: &g))
        table.sortOrder = [sort!]
        what = "sort \(sort!)"
      case 4:
        let id = known.randomElement(using: &g)!
        var entry = tree.storage.model(for: id) as! Entry
        entry.size = Int.random(in: 0..<9, using: &g)
        tree.storage.update(entry)
        what = "update \(id) to \(entry.size)"
      default:
        let id = folders.filter { tree.storage.loadedChildIDs(of: $0) != nil }.randomElement(using: &g) ?? folders[0]
        let children = (tree.storage.loadedChildIDs(of: id) ?? []).compactMap { tree.storage.model(for: $0) as? Entry }
        tree.storage.setChildren(children.shuffled(using: &g), of: id)
        what = "shuffle children of \(id)"
      }
      let want = expected(tree)
      GtkTestEnvironment.settle(window.widget)
      GtkTestEnvironment.pump(timeout: 2) { TreeTableProbe.rows(table) == want }
      let context = "seed \(seed) step \(step): \(what)"
      XCTAssertEqual(TreeTableProbe.rows(table), want, context)
      XCTAssertTrue(isSorted(tree, sort), "levels in the sort's order: \(context)")
      if let selected {
        // A collapse hides a selected descendant: the collapsed node is selected instead.
        var shown: String? = selected
        var node = tree.storage.parent(of: selected)
        while let ancestor = node {
          if !tree.expansionState.isExpanded(ancestor) { shown = ancestor }
          node = tree.storage.parent(of: ancestor)
        }
        XCTAssertEqual(tree.selectedID, shown, "selection by identity: \(context)")
      }
      if testRun?.failureCount ?? 0 > 0 { return }
    }
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
