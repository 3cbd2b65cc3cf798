import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// What a tree gained by being a `ListManagerBase` like the lists: `selectionDidChange` with the
/// nodes' paths (real clicks and keys in a real window, and code), the manager-level events,
/// scrolling to a node with an alignment, and text and files dropped from another widget.
@MainActor
final class TreeListFamilyTests: GtkTestCase {
  private func makeManager(files: Int = 0) -> TreeListManager<String> {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t"] + (0..<files).map { "f\($0)" })
    fixture.folder("a/s", ["f"])
    let manager = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b")]))
    manager.register(FolderCell.self)
    manager.register(FileCell.self)
    return manager
  }

  func testSelectionDidChangeReportsNodePathsForClicksKeysAndCode() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    var changes: [SelectionChange] = []
    var selected: [String] = []
    manager.selectionDidChange { changes.append($0) }
    manager.didSelect(FileCell.self) { _, file, indexPath in selected.append("\(file.path) \(indexPath)") }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    let t = try TreeProbe.row("file a/t", of: manager.listView, in: window)
    RealInput.click(window: window.x11WindowID, x: t.x + 60, y: t.y)
    GtkTestEnvironment.pump(timeout: 2) { !changes.isEmpty }
    XCTAssertEqual(changes.last?.selected, [[0, 1]], "a/t is the second child of the first root")
    XCTAssertEqual(changes.last?.isUserGesture, true)
    XCTAssertEqual(selected, ["a/t [0, 1]"], "the manager-level didSelect reports the node's path too")
    XCTAssertEqual(manager.selectedIDs, ["a/t"])
    let clicks = changes.count
    RealInput.press("Down", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { manager.selectedIDs == ["b"] }
    XCTAssertEqual(changes.dropFirst(clicks).flatMap(\.selected), [[1]], "Down selects the root b")
    XCTAssertEqual(changes.dropFirst(clicks).flatMap(\.deselected), [[0, 1]])
    XCTAssertEqual(changes.last?.isUserGesture, true)
    let keys = changes.count
    manager.select("a/s")
    XCTAssertEqual(changes.dropFirst(keys).flatMap(\.selected), [[0, 0]])
    XCTAssertEqual(changes.last?.isUserGesture, false, "select(_:) is code")
    XCTAssertEqual(manager.selectedIDs, ["a/s"], "the tree's own selection still follows")
  }

  func testScrollToANodeExpandsItsAncestorsAndAligns() async throws {
    let manager = makeManager(files: 300)
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    manager.collapse("a")  // a's children are loaded: a/f200 is known
    GtkTestEnvironment.settle(window.widget)
    XCTAssertTrue(manager.scroll(to: "a/f200", at: .top))
    XCTAssertTrue(manager.isExpanded("a"), "the node's ancestors expand")
    let top = { () -> String? in
      WidgetTree.visibleRows(of: manager.listView)
        .compactMap { row in window.point(ofCenterOf: row).map { (row, $0.y) } }
        .filter { _, y in y > 0 }.min { $0.1 < $1.1 }.flatMap { WidgetTree.labels(in: $0.0).first }
    }
    GtkTestEnvironment.pump(timeout: 3) { top() == "file a/f200" }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(top(), "file a/f200", "the node's row is at the top")
    XCTAssertEqual(manager.selectedIDs, [], "scrolling selects nothing")
    XCTAssertFalse(manager.scroll(to: "nowhere", at: .center))
    XCTAssertEqual(recorder.anomalies, [.unknownTreeNode("nowhere", operation: "reveal")])
  }

  func testTextAndFilesDroppedFromAnotherWidgetGetTheTreeTarget() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    var texts: [(String, TreeDropTarget<String>)] = [], files: [[String]] = []
    manager.dropText { text, target in
      texts.append((text, target)); return true
    }
    manager.dropFiles { uris, _ in
      files.append(uris); return true
    }
    let (window, label) = windowWithDragSource(above: manager.widget, text: "a note", uris: nil)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    let from = try XCTUnwrap(window.point(ofCenterOf: label)),
      folder = try TreeProbe.row("folder a/s", of: manager.listView, in: window)
    RealInput.drag(in: window, from: from, to: (folder.x, folder.y))
    XCTAssertEqual(texts.map(\.0), ["a note"])
    XCTAssertEqual(texts.first?.1, .onto("a/s"), "over a folder's middle: into it")
    XCTAssertEqual(files, [])
    XCTAssertEqual(manager.storage.childIDs(ofParent: "a"), ["a/s", "a/t"], "the app decides; nothing moves")
  }
}
