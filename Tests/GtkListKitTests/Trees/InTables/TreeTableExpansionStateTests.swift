import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// The expansion a tree in a table reports is the one GTK shows, by identity, through sorts,
/// filters and restored states (found by TreeTableRandomTests).
@MainActor
final class TreeTableExpansionStateTests: GtkTestCase {
  /// r0/ (f0/ → a, b; f1/ → a, b; x), r1/, r2/ (f0/, f1/, x), sizes chosen so a size sort
  /// reorders every level.
  private func makeTree() -> (ColumnViewManager, TreeListManager<String>, TestWindow) {
    let fixture = EntryFixture()
    fixture.folder("r0/", [("f0/", 3), ("f1/", 0), ("x", 7)])
    fixture.folder("r0/f0/", [("a", 0), ("b", 5)])
    fixture.folder("r0/f1/", [("a", 8), ("b", 6)])
    fixture.folder("r2/", [("f0/", 0), ("f1/", 8), ("x", 8)])
    let roots = [Entry(path: "r0/", size: 0), Entry(path: "r1/", size: 1), Entry(path: "r2/", size: 5)]
    let (table, tree) = fixture.makeTable(roots: roots)
    let window = TestWindow(width: 500, height: 600, child: table.widget)
    GtkTestEnvironment.settle(window)
    return (table, tree, window)
  }

  /// A filter applied level by level must not expand a folder from a level not filtered yet:
  /// after a sort, r0/f0/ (collapsed by the user, no match inside) stayed collapsed in GTK but
  /// was reported expanded.
  func testAFilterAfterASortReportsOnlyWhatGtkShowsExpanded() async throws {
    let (table, tree, window) = makeTree()
    defer { window.close() }
    for id in ["r0/", "r0/f0/", "r0/f1/"] { tree.expand(id) }
    tree.collapse("r0/f0/")
    tree.expand("r2/")
    table.sortOrder = [ColumnSort("size", ascending: false)]
    GtkTestEnvironment.settle(window)
    tree.setFilter { ($0 as? Entry)?.name == "f1" }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(TreeTableProbe.rows(table), ["0 r2 5 -", "1 f1 8 +", "0 r0 0 -", "1 f1 0 -"])
    XCTAssertEqual(tree.expansionState.expandedIDs, ["r0/", "r0/f1/", "r2/"])
    XCTAssertFalse(tree.isExpanded("r0/f0/"))
  }

  /// Setting a state expands a nested node whose parent is expanded already (only roots were).
  func testASetStateExpandsANodeUnderAnExpandedParent() async throws {
    let (table, tree, window) = makeTree()
    defer { window.close() }
    tree.expand("r0/")
    tree.expand("r0/f1/")
    tree.collapse("r0/f1/")
    tree.expansionState = TreeExpansionState(expandedIDs: ["r0/", "r0/f1/"])
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(tree.isExpanded("r0/f1/"), "GTK shows what the state says")
    XCTAssertEqual(
      Array(TreeTableProbe.rows(table).prefix(5)), ["0 r0 0 -", "1 f0 3 +", "1 f1 0 -", "2 a 8", "2 b 6"])
  }
}
