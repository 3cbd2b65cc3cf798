import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A tree from the keyboard and the pointer, with real input (xdotool): Right/Left expand,
/// collapse and move between parent and child, +/- expand and collapse; clicks select and
/// activate through the typed mapping events; a collapse that hides the selection selects the
/// collapsed node.
@MainActor
final class TreeListKeyboardTests: GtkTestCase {
  private func makeManager() -> TreeListManager<String> {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t"])
    fixture.folder("a/s", ["f"])
    let manager = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b")]))
    manager.register(FolderCell.self)
    manager.register(FileCell.self)
    return manager
  }

  private func press(
    _ key: String, _ window: TestWindow, expect: String, rows: [String]? = nil,
    _ manager: TreeListManager<String>, line: UInt = #line
  ) {
    RealInput.press(key, window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) {
      TreeProbe.focused(window) == expect && (rows == nil || TreeProbe.rows(manager.listView) == rows)
    }
    XCTAssertEqual(TreeProbe.focused(window), expect, "focus after \(key)", line: line)
    if let rows { XCTAssertEqual(TreeProbe.rows(manager.listView), rows, "rows after \(key)", line: line) }
  }

  func testArrowsAndPlusMinusExpandCollapseAndMove() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    let first = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).first)
    XCTAssertNotEqual(gtk_widget_grab_focus(first), 0)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.focused(window), "0 folder a +")
    press(
      "Right", window, expect: "0 folder a -", rows: ["0 folder a -", "1 folder a/s +", "1 file a/t", "0 file b"],
      manager)
    press("Right", window, expect: "1 folder a/s +", manager)  // to the first child
    press("Right", window, expect: "1 folder a/s -", manager)
    press("Right", window, expect: "2 file a/s/f", manager)
    press("Right", window, expect: "2 file a/s/f", manager)  // a leaf: nothing
    press("Left", window, expect: "1 folder a/s -", manager)  // to the parent
    press("Left", window, expect: "1 folder a/s +", manager)  // collapses
    press("Left", window, expect: "0 folder a -", manager)
    press("minus", window, expect: "0 folder a +", rows: ["0 folder a +", "0 file b"], manager)
    press("plus", window, expect: "0 folder a -", manager)
    press("KP_Subtract", window, expect: "0 folder a +", manager)
    XCTAssertEqual(manager.expansionState.expandedIDs, [], "both collapsed by the user")
  }

  func testClicksSelectAndActivateThroughTypedMappingEvents() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let fixture = TreeFixture()
    fixture.folder("a", ["t"])
    let manager = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b")]))
    var log: [String] = []
    manager.register(FolderCell.self)
    manager.register(FileCell.self) { mapping in
      mapping.didSelect { cell, file, indexPath in log.append("select \(file.path) \(indexPath) \(cell.text)") }
      mapping.activate { _, file, indexPath in log.append("activate \(file.path) \(indexPath)") }
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).dropFirst().first)
    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y)
    GtkTestEnvironment.pump(timeout: 2) { !log.isEmpty }
    XCTAssertEqual(log, ["select a/t [0, 0] file a/t"])
    XCTAssertEqual(manager.selectedID, "a/t")
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, count: 2)
    GtkTestEnvironment.pump(timeout: 2) { log.count > 1 }
    XCTAssertEqual(log.last, "activate a/t [0, 0]")
  }

  func testClicksOnTheTriangleExpandAndCollapseWithTypedEvents() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    var log: [String] = []
    manager.didExpand(Folder.self) { folder, _ in log.append("expand \(folder.path)") }
    manager.didCollapse(Folder.self) { folder, _ in log.append("collapse \(folder.path)") }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).first)
    let expander = try XCTUnwrap(WidgetTree.children(of: row).first)
    let triangle = try XCTUnwrap(
      WidgetTree.children(of: expander).first { WidgetTree.typeName($0) == "GtkBuiltinIcon" })
    let point = try XCTUnwrap(window.point(ofCenterOf: triangle))
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y)
    GtkTestEnvironment.pump(timeout: 2) { log.count == 1 }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a -", "1 folder a/s +", "1 file a/t", "0 file b"])
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y)
    GtkTestEnvironment.pump(timeout: 2) { log.count == 2 }
    XCTAssertEqual(log, ["expand a", "collapse a"])
    XCTAssertEqual(manager.expansionState.expandedIDs, [])
  }

  func testCollapseThatHidesTheSelectionSelectsTheCollapsedNode() async throws {
    let manager = makeManager()
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")  // loads a's children: a/s is known from now on
    manager.collapse("a")
    manager.select("a/s")  // expands a to show it
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView).first, "0 folder a -")
    manager.expand("a/s")
    manager.select("a/s/f")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedID, "a/s/f")
    manager.collapse("a")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedID, "a")
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a +", "0 file b"])
    manager.expand("a")
    manager.collapse("a/s")  // the selection (a) is not inside: it stays
    XCTAssertEqual(manager.selectedID, "a")
    manager.storage.setRoots([File(path: "b"), Folder(path: "a")])  // a moves: a new GTK item
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedID, "a", "a node that stays keeps its selection")
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 file b", "0 folder a -", "1 folder a/s +", "1 file a/t"])
    manager.storage.setRoots([File(path: "b")])
    XCTAssertNil(manager.selectedID)
  }
}
