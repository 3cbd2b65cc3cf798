import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Dragging nodes within a tree with the real pointer (xdotool): over the middle of a folder's
/// row a drop goes into it, over a row's top or bottom quarter between rows; a node never goes
/// into its own subtree; hovering a collapsed folder expands it during the drag (GTK's expander).
@MainActor
final class TreeListDragTests: GtkTestCase {
  private func makeManager(
    files: @escaping (ViewModelMapping<FileCell, File>) -> Void = { _ in }
  ) -> TreeListManager<String> {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t"])
    fixture.folder("c", ["x"])
    let roots: [Any] = [Folder(path: "a"), File(path: "b"), Folder(path: "c")]
    let manager = TreeListManager(storage: fixture.makeStorage(roots: roots))
    manager.register(FolderCell.self) { $0.canMove { _, _, _ in true } }
    manager.register(FileCell.self) { mapping in
      mapping.canMove { _, _, _ in true }
      files(mapping)
    }
    return manager
  }

  private func row(_ label: String, _ manager: TreeListManager<String>, in window: TestWindow) throws -> (
    x: Int, y: Int, h: Int
  ) {
    let row = try TreeProbe.row(label, of: manager.listView, in: window)
    return (row.x, row.y, row.h)
  }

  private func children(_ manager: TreeListManager<String>, _ parent: String?) -> [String] {
    manager.storage.childIDs(ofParent: parent)
  }

  func testDropOntoAFolderMakesTheNodeItsLastChild() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    var ended: [String] = []
    let manager = makeManager { mapping in
      mapping.dragEnd { _, file, indexPath, outcome in ended.append("\(file.path) \(indexPath) \(outcome)") }
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try row("file b", manager, in: window), to = try row("folder c", manager, in: window)
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x, to.y))
    XCTAssertEqual(children(manager, nil), ["a", "c"])
    XCTAssertEqual(children(manager, "c"), ["c/x", "b"], "the dropped file is c's last child")
    XCTAssertEqual(ended, ["b [1] moved"], "the drag ends once, with the node's path when it began")
  }

  func testDropBetweenRowsAndNeverIntoItsOwnSubtree() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    // Folder a onto its own child folder a/s: refused, nothing moves.
    var from = try row("folder a", manager, in: window), to = try row("folder a/s", manager, in: window)
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x, to.y))
    XCTAssertEqual(children(manager, nil), ["a", "b", "c"])
    XCTAssertEqual(children(manager, "a"), ["a/s", "a/t"])
    // File b over the top quarter of folder a: before it, among the roots.
    from = try row("file b", manager, in: window)
    to = try row("folder a", manager, in: window)
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x, to.y - to.h * 3 / 8))
    XCTAssertEqual(children(manager, nil), ["b", "a", "c"])
    // File a/t below folder c's row (c collapsed): after c, among the roots; a stays expanded.
    from = try row("file a/t", manager, in: window)
    to = try row("folder c", manager, in: window)
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x, to.y + to.h * 3 / 8))
    XCTAssertEqual(children(manager, nil), ["b", "a", "c", "a/t"])
    XCTAssertEqual(children(manager, "a"), ["a/s"])
    XCTAssertTrue(manager.isExpanded("a"))
    // GTK's expander may expand c, hovered last, once its half second passed: c/x may show.
    let rows = TreeProbe.rows(manager.listView)
    XCTAssertEqual(rows.prefix(3), ["0 file b", "0 folder a -", "1 folder a/s +"])
    XCTAssertEqual(rows.last, "0 file a/t")
  }

  func testHoveringACollapsedFolderExpandsItAndTheAppDecidesTheMove() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    var moves: [String] = []
    manager.moveNodes { ids, target in
      moves.append("\(ids) \(target)")
      return true  // the app moves its own data (here: nothing)
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try row("file b", manager, in: window), folder = try row("folder c", manager, in: window)
    let id = window.x11WindowID
    RealInput.move(window: id, x: from.x, y: from.y)
    RealInput.xdotool(["mousedown", "1"])
    for step in 1...10 {
      RealInput.move(window: id, x: from.x, y: from.y + (folder.y - from.y) * step / 10)
      _ = GtkTestEnvironment.pump(timeout: 0.03) { false }
    }
    GtkTestEnvironment.pump(timeout: 3) { manager.isExpanded("c") }
    XCTAssertTrue(manager.isExpanded("c"), "hovering the folder expanded it (GtkTreeExpander does)")
    GtkTestEnvironment.settle(window.widget)
    let child = try row("file c/x", manager, in: window)
    for step in 1...5 {
      RealInput.move(window: id, x: from.x, y: folder.y + (child.y + child.h * 3 / 8 - folder.y) * step / 5)
      _ = GtkTestEnvironment.pump(timeout: 0.03) { false }
    }
    _ = GtkTestEnvironment.pump(timeout: 0.1) { false }
    RealInput.xdotool(["mouseup", "1"])
    GtkTestEnvironment.pump(timeout: 2) { !moves.isEmpty }
    XCTAssertEqual(moves, [#"["b"] between(parent: Optional("c"), index: 1)"#], "after c/x, inside c")
    XCTAssertEqual(children(manager, nil), ["a", "b", "c"], "the app's closure moved nothing")
  }
}
