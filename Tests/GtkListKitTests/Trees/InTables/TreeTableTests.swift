import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A tree in a table (``ColumnViewManager/showTree(_:expanderColumn:)``), read back from the
/// window: the tree's column shows the expander and the indentation, the other columns each
/// node's fields; a header click sorts siblings within each parent, and expansion and selection
/// stay with their nodes through sorts and updates; real keys expand and collapse.
@MainActor
final class TreeTableTests: GtkTestCase {
  /// a/ (5): s/ (9) holding f (2), t (1); b (7); c/ (3) holding x (4).
  private func makeFixture() -> EntryFixture {
    let fixture = EntryFixture()
    fixture.folder("a/", [("s/", 9), ("t", 1)])
    fixture.folder("a/s/", [("f", 2)])
    fixture.folder("c/", [("x", 4)])
    return fixture
  }

  private let roots = [Entry(path: "a/", size: 5), Entry(path: "b", size: 7), Entry(path: "c/", size: 3)]

  private func settle(_ window: TestWindow, until condition: () -> Bool = { true }) {
    GtkTestEnvironment.settle(window.widget)
    GtkTestEnvironment.pump(timeout: 2, until: condition)
  }

  func testTheTreeColumnShowsExpandersAndIndentationAndTheOthersTheFields() async throws {
    let (table, tree) = makeFixture().makeTable(roots: roots)
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    settle(window)
    XCTAssertEqual(TreeTableProbe.rows(table), ["0 a 5 +", "0 b 7", "0 c 3 +"])
    XCTAssertTrue(tree.expand("a/"))
    XCTAssertTrue(tree.expand("a/s/"))
    settle(window) { TreeTableProbe.rows(table).count == 6 }
    XCTAssertEqual(TreeTableProbe.rows(table), ["0 a 5 -", "1 s 9 -", "2 f 2", "1 t 1", "0 b 7", "0 c 3 +"])
    XCTAssertEqual(tree.expansionState.expandedIDs, ["a/", "a/s/"])
    // One expander a row, in the name column (the first cell); deeper rows start further right.
    let rows = TreeTableProbe.rowWidgets(table)
    XCTAssertEqual(rows.map(TreeTableProbe.expanderCount(in:)), [1, 1, 1, 1, 1, 1])
    let x = rows.compactMap(TreeTableProbe.nameX(in:))
    guard x.count == 6 else { return XCTFail("labels of \(x.count) rows") }
    XCTAssertLessThan(x[0], x[1], "depth 1 is indented")
    XCTAssertLessThan(x[1], x[2], "depth 2 more")
    // Siblings line up to within GTK's own drawing: from GTK 4.12 on, Adwaita gives a leaf's
    // indent 8 px less than an expander's triangle (GtkTreeExpander's look, not the table's).
    XCTAssertEqual(x[1], x[3], accuracy: 8, "siblings align")
    XCTAssertEqual(x[0], x[4], accuracy: 8)
    XCTAssertLessThan(x[3], x[2], "a depth 1 leaf is left of depth 2")
    // Events report node paths; the table's own selection API sees the tree's rows.
    tree.select("a/s/f")
    XCTAssertEqual(tree.selectedID, "a/s/f")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 2, section: 0)])
    tree.collapse("a/")
    settle(window) { TreeTableProbe.rows(table).count == 3 }
    XCTAssertEqual(TreeTableProbe.rows(table), ["0 a 5 +", "0 b 7", "0 c 3 +"])
    XCTAssertEqual(tree.selectedID, "a/", "a collapse hiding the selection selects the collapsed node")
  }

  func testAHeaderClickSortsSiblingsWithinEachParentKeepingExpansionAndSelection() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let fixture = makeFixture()
    let (table, tree) = fixture.makeTable(roots: roots)
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    tree.expand("a/")
    tree.expand("a/s/")
    tree.select("a/s/f")
    settle(window)
    let headers = WidgetTree.headerWidgets(ofTable: table.columnView)
    XCTAssertEqual(headers.count, 2)
    let sizeHeader = try XCTUnwrap(window.point(ofCenterOf: headers[1]))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: sizeHeader.x, y: sizeHeader.y))
    let bySize = ["0 c 3 +", "0 a 5 -", "1 t 1", "1 s 9 -", "2 f 2", "0 b 7"]
    settle(window) { TreeTableProbe.rows(table) == bySize }
    XCTAssertEqual(TreeTableProbe.rows(table), bySize, "siblings sorted within each parent, ascending")
    XCTAssertEqual(table.sortOrder, [ColumnSort("size", ascending: true)])
    XCTAssertEqual(tree.selectedID, "a/s/f", "the selection stays with its node")
    XCTAssertEqual(tree.expansionState.expandedIDs, ["a/", "a/s/"])
    // Past the double-click time: GTK takes a second click within it as a double click.
    let start = Date()
    GtkTestEnvironment.pump(timeout: 1) { Date().timeIntervalSince(start) > 0.6 }
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: sizeHeader.x, y: sizeHeader.y))
    let descending = ["0 b 7", "0 a 5 -", "1 s 9 -", "2 f 2", "1 t 1", "0 c 3 +"]
    settle(window) { TreeTableProbe.rows(table) == descending }
    XCTAssertEqual(TreeTableProbe.rows(table), descending)
    XCTAssertEqual(table.sortOrder, [ColumnSort("size", ascending: false)])
    XCTAssertEqual(tree.selectedID, "a/s/f")

    // The sort stays: children loaded later, an update and new children take their places.
    tree.expand("c/")
    fixture.contents["c/"] = [Entry(path: "c/x", size: 4), Entry(path: "c/y", size: 8)]
    tree.storage.reloadChildren(of: "c/")
    tree.storage.update(Entry(path: "b", size: 1))
    let after = ["0 a 5 -", "1 s 9 -", "2 f 2", "1 t 1", "0 c 3 -", "1 y 8", "1 x 4", "0 b 1"]
    settle(window) { TreeTableProbe.rows(table) == after }
    XCTAssertEqual(TreeTableProbe.rows(table), after)
    XCTAssertEqual(tree.selectedID, "a/s/f")

    // By name, in code: the arrow moves to the name column, every level sorts again.
    table.sortOrder = [ColumnSort("name", ascending: true)]
    let byName = ["0 a 5 -", "1 s 9 -", "2 f 2", "1 t 1", "0 b 1", "0 c 3 -", "1 x 4", "1 y 8"]
    settle(window) { TreeTableProbe.rows(table) == byName }
    XCTAssertEqual(TreeTableProbe.rows(table), byName)
    XCTAssertEqual(tree.expansionState.expandedIDs, ["a/", "a/s/", "c/"])
  }

  func testRealKeysExpandCollapseAndMoveInTheTable() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (table, tree) = makeFixture().makeTable(roots: roots)
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    settle(window)
    let first = try XCTUnwrap(TreeTableProbe.rowWidgets(table).first)
    XCTAssertNotEqual(gtk_widget_grab_focus(first), 0)
    settle(window)
    XCTAssertEqual(TreeTableProbe.focused(window, table), "0 a 5 +")
    func press(_ key: String, focus: String, rows: [String]? = nil, line: UInt = #line) {
      XCTAssertTrue(RealInput.press(key, window: window.x11WindowID), line: line)
      settle(window) {
        TreeTableProbe.focused(window, table) == focus && (rows == nil || TreeTableProbe.rows(table) == rows)
      }
      XCTAssertEqual(TreeTableProbe.focused(window, table), focus, "focus after \(key)", line: line)
      if let rows { XCTAssertEqual(TreeTableProbe.rows(table), rows, "rows after \(key)", line: line) }
    }
    press("Right", focus: "0 a 5 -", rows: ["0 a 5 -", "1 s 9 +", "1 t 1", "0 b 7", "0 c 3 +"])
    press("Right", focus: "1 s 9 +")
    XCTAssertEqual(tree.selectedID, "a/s/", "a move selects where it lands")
    press("Right", focus: "1 s 9 -")
    press("Down", focus: "2 f 2")
    press("Left", focus: "1 s 9 -")
    press("Left", focus: "1 s 9 +", rows: ["0 a 5 -", "1 s 9 +", "1 t 1", "0 b 7", "0 c 3 +"])
    press("Left", focus: "0 a 5 -")
    press("minus", focus: "0 a 5 +", rows: ["0 a 5 +", "0 b 7", "0 c 3 +"])
    press("plus", focus: "0 a 5 -")
    XCTAssertEqual(tree.expansionState.expandedIDs, ["a/"])
  }
}
