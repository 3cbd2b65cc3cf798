import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A tree in a real window: rows are GtkTreeExpanders around the cell mapped for each model
/// type, children load only on expansion, storage changes reach GTK as splices.
@MainActor
final class TreeListManagerTests: GtkTestCase {
  private func makeManager(_ fixture: TreeFixture, roots: [Any]) -> TreeListManager<String> {
    let manager = TreeListManager(storage: fixture.makeStorage(roots: roots))
    manager.register(FolderCell.self)
    manager.register(FileCell.self)
    return manager
  }

  private func settle(_ window: TestWindow) { GtkTestEnvironment.settle(window.widget) }

  func testRowsShowTypedCellsAtTheirDepth() async throws {
    let fixture = TreeFixture()
    fixture.folder("a", ["x", "b/"])
    fixture.folder("a/b", ["y"])
    let manager = makeManager(fixture, roots: [Folder(path: "a"), File(path: "c")])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a +", "0 file c"])
    XCTAssertEqual(manager.storage.childrenProviderCalls, 0, "binding a folder row loads nothing")
    XCTAssertTrue(manager.expand("a"))
    XCTAssertTrue(manager.expand("a/b"))
    settle(window)
    XCTAssertEqual(
      TreeProbe.rows(manager.listView),
      ["0 folder a -", "1 file a/x", "1 folder a/b -", "2 file a/b/y", "0 file c"])
    XCTAssertEqual(manager.storage.childrenProviderCalls, 2)
    for row in WidgetTree.visibleRows(of: manager.listView) {
      XCTAssertNotEqual(cgtk_accessible_is_labelled_by(row), 0, "each row is named by its cell's label")
    }
    manager.collapse("a")
    settle(window)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a +", "0 file c"])
    XCTAssertTrue(manager.expand("a"))
    settle(window)
    XCTAssertEqual(manager.storage.childrenProviderCalls, 2, "loaded children are kept across a collapse")
  }

  func testScrollingCollapsedFoldersLoadsNoChildren() async throws {
    let fixture = TreeFixture()
    let roots: [Any] = (0..<100_000).map { Folder(path: "f\($0)") }
    let manager = makeManager(fixture, roots: roots)
    let created = TreeLevel.levelsCreated, loaded = TreeLevel.levelsLoaded
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    for position in stride(from: 0, to: 100_000, by: 9_999) + [99_999] {
      manager.core.interactions.focusItem(at: position)
      settle(window)
    }
    XCTAssertEqual(TreeProbe.rows(manager.listView).last, "0 folder f99999 +")
    XCTAssertGreaterThan(TreeLevel.levelsCreated - created, 20, "GTK asked create_func for the bound rows")
    XCTAssertEqual(TreeLevel.levelsLoaded - loaded, 0, "no level was read")
    XCTAssertEqual(manager.storage.childrenProviderCalls, 0, "no children were loaded")
    XCTAssertTrue(manager.expand("f99999"))
    settle(window)
    XCTAssertEqual(manager.storage.childrenProviderCalls, 1)
    XCTAssertEqual(TreeLevel.levelsLoaded - loaded, 1)
  }

  func testRevealExpandsAncestorsAndScrollsTheRowIntoView() async throws {
    let fixture = TreeFixture()
    fixture.folder("f500", ["deep/"])
    fixture.folder("f500/deep", ["leaf"])
    let manager = makeManager(fixture, roots: (0..<1_000).map { Folder(path: "f\($0)") })
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    XCTAssertTrue(manager.expand("f500"))
    manager.collapse("f500")
    XCTAssertTrue(manager.expand("f500/deep"))  // known now; expands f500 first
    manager.collapse("f500")
    XCTAssertTrue(manager.reveal("f500/deep/leaf"))
    GtkTestEnvironment.pump(timeout: 2) { TreeProbe.rows(manager.listView).contains("2 file f500/deep/leaf") }
    XCTAssertTrue(
      TreeProbe.rows(manager.listView).contains("2 file f500/deep/leaf"), "\(TreeProbe.rows(manager.listView))")
    XCTAssertFalse(TreeProbe.rows(manager.listView).contains("0 folder f0 +"), "scrolled away from the top")
  }

  func testStorageChangesReachTheShownLevels() async throws {
    let fixture = TreeFixture()
    fixture.folder("a", ["x", "y"])
    let manager = makeManager(fixture, roots: [Folder(path: "a"), Folder(path: "b")])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    settle(window)
    manager.storage.setChildren([File(path: "a/y"), File(path: "a/z")], of: "a")
    settle(window)
    XCTAssertEqual(
      TreeProbe.rows(manager.listView), ["0 folder a -", "1 file a/y", "1 file a/z", "0 folder b +"])
    // b was never expanded: nothing to tell GTK, and nothing loaded.
    manager.storage.setChildren([File(path: "b/q")], of: "b")
    XCTAssertNil(manager.storage.loadedChildIDs(of: "b"))
    manager.storage.setRoots([Folder(path: "b"), Folder(path: "a"), File(path: "c")])
    settle(window)
    XCTAssertEqual(
      TreeProbe.rows(manager.listView),
      ["0 folder b +", "0 folder a -", "1 file a/y", "1 file a/z", "0 file c"])
  }

  func testLeafThatBecomesAParentIsUpdatedInPlace() async throws {
    let fixture = TreeFixture()
    fixture.folder("n", ["inside"])
    let manager = makeManager(fixture, roots: [File(path: "m"), File(path: "n")])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 file m", "0 file n"])
    manager.storage.update(Folder(path: "n"))
    settle(window)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 file m", "0 folder n +"])
    manager.expand("n")
    settle(window)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 file m", "0 folder n -", "1 file n/inside"])
    manager.storage.update(Folder(path: "n"))  // still a folder: a new GTK item, expanded again
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 file m", "0 folder n -", "1 file n/inside"])
    XCTAssertEqual(manager.storage.childrenProviderCalls, 1, "its loaded children were kept")
    manager.storage.update(File(path: "n"))
    settle(window)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 file m", "0 file n"])
    XCTAssertNil(manager.storage.loadedChildIDs(of: "n"), "a node that became a leaf drops its children")
  }

  func testUnknownNodesAreReportedAndHiddenNodesCollapseForLater() async throws {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/"])
    fixture.folder("a/s", ["f"])
    let manager = makeManager(fixture, roots: [Folder(path: "a")])
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    XCTAssertFalse(manager.expand("a/s"), "unknown until a's children load")
    manager.select("nowhere")
    XCTAssertEqual(
      recorder.anomalies,
      [.unknownTreeNode("a/s", operation: "expand"), .unknownTreeNode("nowhere", operation: "select")])
    manager.expand("a")
    manager.expand("a/s")
    manager.collapse("a")
    manager.collapse("a/s")  // hidden: marked collapsed for a's next expansion
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a -", "1 folder a/s +"])
    XCTAssertEqual(recorder.anomalies.count, 2)
  }

  func testManagerViewAndCellsAreReleasedWithTheWindow() async throws {
    weak var released: TreeListManager<String>?
    var finalized: [String] = []
    do {
      let fixture = TreeFixture()
      fixture.folder("a", ["x"])
      let manager = makeManager(fixture, roots: [Folder(path: "a")])
      released = manager
      let window = TestWindow(child: manager.widget)
      manager.expand("a")
      GtkTestEnvironment.settle(window.widget)
      GObjectWatch.onFinalize(manager.listView.gtkWidgetPointer) { finalized.append("view") }
      let cellWidget = try XCTUnwrap(manager.core.rows.boundCells.first?.slot?.widget)
      GObjectWatch.onFinalize(UnsafeMutableRawPointer(cellWidget)) { finalized.append("cell") }
      window.close()
    }
    GtkTestEnvironment.drain()
    XCTAssertNil(released, "no retain cycle keeps the manager")
    XCTAssertEqual(finalized.sorted(), ["cell", "view"])
  }

  func testModelWithoutMappingIsAnAnomalyNotACrash() async throws {
    let fixture = TreeFixture()
    let manager = TreeListManager(storage: fixture.makeStorage(roots: [File(path: "m")]))
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 "])
    XCTAssertEqual(recorder.anomalies.first, .noMapping(model: "File", kind: "cell", indexPath: [0]))
  }
}
