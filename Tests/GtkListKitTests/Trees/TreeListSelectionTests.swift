import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Selection modes of a tree: several nodes under `.multiple` (code and Ctrl+click, with typed
/// events), kept by identity across a move, replaced by the collapsed node when a collapse hides
/// them; nothing under `.none`.
@MainActor
final class TreeListSelectionTests: GtkTestCase {
  private func makeManager(_ log: @escaping (String) -> Void) -> TreeListManager<String> {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t"])
    fixture.folder("a/s", ["f"])
    let manager = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b")]))
    manager.register(FolderCell.self) { mapping in
      mapping.didSelect { _, folder, _ in log("select \(folder.path)") }
      mapping.didDeselect { _, folder, _ in log("deselect \(folder.path)") }
    }
    manager.register(FileCell.self) { mapping in
      mapping.didSelect { _, file, _ in log("select \(file.path)") }
    }
    return manager
  }

  func testMultipleSelectionFollowsNodesAndCollapses() async throws {
    var log: [String] = []
    let manager = makeManager { log.append($0) }
    manager.selectionMode = .multiple
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    manager.collapse("a")  // a's children are loaded: a/t is known
    manager.select(["a/t", "b"])  // expands a
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIDs, ["a/t", "b"])
    XCTAssertEqual(log, [], "selecting from code is not a gesture")
    manager.storage.setRoots([File(path: "b"), Folder(path: "a")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIDs, ["b", "a/t"], "moved nodes stay selected")
    manager.collapse("a")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIDs, ["b", "a"], "a/t is hidden: a is selected instead")
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 file b", "0 folder a +"])
    manager.selectionMode = .none
    manager.select(["b"])
    XCTAssertEqual(manager.selectedIDs, [])
  }

  func testCtrlClickAddsToTheSelectionWithTypedEvents() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    var log: [String] = []
    let manager = makeManager { log.append($0) }
    manager.selectionMode = .multiple
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    let rows = WidgetTree.visibleRows(of: manager.listView)
    let a = try XCTUnwrap(window.point(ofCenterOf: rows[0])), t = try XCTUnwrap(window.point(ofCenterOf: rows[2]))
    RealInput.click(window: window.x11WindowID, x: a.x + 60, y: a.y)
    GtkTestEnvironment.pump(timeout: 2) { log.count == 1 }
    RealInput.xdotool(["mousemove", "--window", "\(window.x11WindowID)", "\(t.x + 60)", "\(t.y)"])
    RealInput.xdotool(["keydown", "ctrl", "click", "1", "keyup", "ctrl"])
    GtkTestEnvironment.pump(timeout: 2) { log.count == 2 }
    XCTAssertEqual(log, ["select a", "select a/t"])
    XCTAssertEqual(manager.selectedIDs, ["a", "a/t"])
    RealInput.xdotool(["mousemove", "--window", "\(window.x11WindowID)", "\(a.x + 60)", "\(a.y)"])
    RealInput.xdotool(["keydown", "ctrl", "click", "1", "keyup", "ctrl"])
    GtkTestEnvironment.pump(timeout: 2) { log.count == 3 }
    XCTAssertEqual(log.last, "deselect a")
    XCTAssertEqual(manager.selectedIDs, ["a/t"])
  }
}
