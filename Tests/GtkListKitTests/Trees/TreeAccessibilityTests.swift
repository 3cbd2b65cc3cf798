import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Tree rows as assistive technologies read them, in process through GTK's accessible API (the
/// AT-SPI side is in ``AccessibilityTests``): a tree list's rows have the tree item role, and
/// rows of a tree list and of a tree in a table tell their level and expanded state, which
/// follow expansion.
@MainActor
final class TreeAccessibilityTests: GtkTestCase {
  func testTreeListRowsAreTreeItemsWithLevelAndExpandedState() async throws {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t"])
    let tree = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b")]))
    tree.register(FolderCell.self)
    tree.register(FileCell.self)
    let window = TestWindow(child: tree.widget)
    defer { window.close() }
    tree.expand("a")
    GtkTestEnvironment.settle(window.widget)
    let rows = WidgetTree.visibleRows(of: tree.listView)
    XCTAssertEqual(rows.count, 4)
    for row in rows {
      XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(row)), GTK_ACCESSIBLE_ROLE_TREE_ITEM)
    }
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(rows[0], 1, 1), 0, "a: level 1, expanded")
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(rows[1], 2, 0), 0, "a/s: level 2, collapsed")
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(rows[2], 2, -1), 0, "a/t: level 2, a leaf")
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(rows[3], 1, -1), 0, "b: level 1, a leaf")
    tree.collapse("a")
    GtkTestEnvironment.settle(window.widget)
    let first = try XCTUnwrap(WidgetTree.visibleRows(of: tree.listView).first)
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(first, 1, 0), 0, "a: collapsed now")
  }

  func testTreeTableRowsAreRowsWithLevelAndExpandedState() async throws {
    let fixture = EntryFixture()
    fixture.folder("a/", [("s/", 9), ("t", 1)])
    let (table, tree) = fixture.makeTable(roots: [Entry(path: "a/", size: 5), Entry(path: "b", size: 7)])
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    tree.expand("a/")
    GtkTestEnvironment.settle(window.widget)
    let rows = TreeTableProbe.rowWidgets(table)
    XCTAssertEqual(rows.count, 4)
    guard rows.count == 4 else { return }
    for row in rows {
      XCTAssertEqual(
        gtk_accessible_get_accessible_role(OpaquePointer(row)), GTK_ACCESSIBLE_ROLE_ROW,
        "a tree grid's rows stay rows (their cells are the table's)")
    }
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(rows[0], 1, 1), 0)
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(rows[1], 2, 0), 0)
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(rows[2], 2, -1), 0)
    XCTAssertNotEqual(cgtk_accessible_tree_item_is(rows[3], 1, -1), 0)
    tree.expand("a/s/")
    GtkTestEnvironment.settle(window.widget)
    let expanded = TreeTableProbe.rowWidgets(table)
    XCTAssertNotEqual(expanded.count > 1 ? cgtk_accessible_tree_item_is(expanded[1], 2, 1) : 0, 0, "expanded now")
  }
}
