import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import WeakDelegate
import XCTest

@testable import GtkListKit

/// Drag and drop with the real pointer (xdotool press, move in steps, release) in real windows.
@MainActor
final class DragAndDropTests: GtkTestCase {
  private func posts(_ range: Range<Int>) -> [Post] { range.map { Post(id: $0, title: "t") } }

  private func list(_ items: [[Post]], movable: Bool = true) -> ListViewManager {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    if movable { manager.canMove(PostCell.self) { _, _, _ in true } }
    manager.memoryStorage.setItems(items.map { $0 as [Any] })
    return manager
  }

  private func ids(_ manager: ListBaseManager, section: Int = 0) -> [Int] {
    (manager.memoryStorage.items(inSection: section) as? [Post] ?? []).map(\.id)
  }

  /// The centre of the visible row `index` and its top and bottom edges, in window coordinates.
  private func row(_ manager: ListBaseManager, _ index: Int, in window: TestWindow) throws -> (x: Int, y: Int, h: Int) {
    let view = GtkWidgetReference(manager.core.host.view)
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: view).dropFirst(index).first)
    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    return (point.x, point.y, Int(gtk_widget_get_height(row)))
  }

  /// A screenshot with the pointer held over the target row (the drop indicator), then Escape.
  private func snapshotMidDrag(_ window: TestWindow, from: (x: Int, y: Int), to: (x: Int, y: Int), path: String) throws
  {
    let id = window.x11WindowID
    RealInput.move(window: id, x: from.x, y: from.y)
    RealInput.xdotool(["mousedown", "1"])
    for step in 1...12 {
      RealInput.move(window: id, x: from.x + (to.x - from.x) * step / 12, y: from.y + (to.y - from.y) * step / 12)
      _ = GtkTestEnvironment.pump(timeout: 0.03) { false }
    }
    _ = GtkTestEnvironment.pump(timeout: 0.3) { false }
    try window.saveSnapshot(to: path)
    RealInput.move(window: id, x: from.x, y: from.y)
    _ = GtkTestEnvironment.pump(timeout: 0.2) { false }
    RealInput.xdotool(["mouseup", "1"])
    GtkTestEnvironment.settle(window.widget)
  }

  func testReorderInAListIsOneSpliceKeepingWidgetAndSelection() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = list([posts(0..<10)])
    var ended: [DragOutcome] = []
    manager.dragEnd(PostCell.self) { _, _, _, result in ended.append(result) }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    manager.select(IndexPath(item: 1, section: 0))
    let cell = manager.cell(at: IndexPath(item: 1, section: 0))
    let log = SpliceLog(recording: manager)
    let from = try row(manager, 1, in: window), to = try row(manager, 4, in: window)
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x, to.y + to.h * 3 / 8))
    XCTAssertEqual(ids(manager), [0, 2, 3, 4, 1, 5, 6, 7, 8, 9], "dropped after row 4")
    XCTAssertEqual(log.entries, ["1-4+4"], "one splice over the moved range")
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 4, section: 0)], "the selection followed")
    XCTAssertTrue(manager.cell(at: IndexPath(item: 4, section: 0)) === cell, "the row kept its widget")
    XCTAssertEqual(
      WidgetTree.visibleTexts(of: manager.listView).prefix(5),
      ["post 0: t", "post 2: t", "post 3: t", "post 4: t", "post 1: t"])
    XCTAssertEqual(ended, [.moved])
  }

  func testReorderAcrossSectionsAndDropAtOriginChangesNothing() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = list([posts(0..<3), posts(3..<6)])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try row(manager, 0, in: window), to = try row(manager, 4, in: window)
    if let folder = ProcessInfo.processInfo.environment["GTKLISTKIT_DND_SHOT"] {
      try snapshotMidDrag(
        window, from: (from.x, from.y), to: (to.x, to.y - to.h * 3 / 8), path: folder + "/drop-indicator.png")
    }
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x, to.y - to.h * 3 / 8))
    XCTAssertEqual(ids(manager, section: 0), [1, 2])
    XCTAssertEqual(ids(manager, section: 1), [3, 0, 4, 5], "dropped before [1,1]")
    let log = SpliceLog(recording: manager)
    let same = try row(manager, 2, in: window)
    RealInput.drag(in: window, from: (same.x, same.y), to: (same.x + 20, same.y + 2))
    XCTAssertEqual(log.entries, [], "dropping where it started changes nothing")
  }

  /// Released where nothing accepts it (a label beside the list): cancelled, nothing changes.
  func testDragReleasedOutsideIsCancelled() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = list([posts(0..<8)])
    var ended: [DragOutcome] = []
    manager.dragEnd(PostCell.self) { _, _, _, result in ended.append(result) }
    let label = gtk_label_new("no drops here")!
    gtk_widget_set_size_request(label, 200, 80)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(cgtk_box(box), manager.widget.ptr)
    gtk_box_append(cgtk_box(box), label)
    let window = TestWindow(child: GtkWidgetReference(box))
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let log = SpliceLog(recording: manager)
    let from = try row(manager, 1, in: window), to = try XCTUnwrap(window.point(ofCenterOf: label))
    RealInput.drag(in: window, from: (from.x, from.y), to: to)
    XCTAssertEqual(ids(manager), Array(0..<8))
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(ended, [.cancelled])
  }

  func testRowsMoveFromAListToAGrid() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let source = list([posts(0..<4)])
    let target = GridViewManager()
    target.register(PostCell.self)
    target.acceptsItemsFromOtherViews = true
    target.memoryStorage.setItems(posts(10..<12))
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    for manager in [source as ListBaseManager, target] {
      gtk_widget_set_hexpand(manager.widget.ptr, 1)
      gtk_box_append(cgtk_box(box), manager.widget.ptr)
    }
    let window = TestWindow(width: 800, height: 400, child: GtkWidgetReference(box))
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let sourceLog = SpliceLog(recording: source), targetLog = SpliceLog(recording: target)
    let from = try row(source, 2, in: window)
    let grid = try XCTUnwrap(window.point(ofCenterOf: target.gridView))
    RealInput.drag(in: window, from: (from.x, from.y), to: (grid.x, grid.y + 150))
    XCTAssertEqual(ids(source), [0, 1, 3])
    XCTAssertEqual(ids(target), [10, 11, 2], "added at the end (below the last tile)")
    XCTAssertEqual(sourceLog.entries.count, 1, "one update in the list")
    XCTAssertEqual(targetLog.entries.count, 1, "one update in the grid")
  }

  func testTextDroppedFromAnotherWidget() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = list([posts(0..<5)], movable: false)
    var dropped: [(String, DropLocation)] = []
    manager.dropText { text, location in
      dropped.append((text, location)); return true
    }
    let (window, label) = windowWithDragSource(above: manager.widget, text: "a note to drop", uris: nil)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try XCTUnwrap(window.point(ofCenterOf: label)), to = try row(manager, 2, in: window)
    RealInput.drag(in: window, from: from, to: (to.x, to.y))
    XCTAssertEqual(dropped.map(\.0), ["a note to drop"])
    XCTAssertEqual(dropped.first?.1, DropLocation(indexPath: IndexPath(item: 2, section: 0), position: .on))
  }

  func testFilesDroppedFromAnotherWidget() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = list([posts(0..<5)], movable: false)
    var dropped: [[String]] = []
    manager.dropFiles { uris, _ in
      dropped.append(uris); return true
    }
    let (window, label) = windowWithDragSource(
      above: manager.widget, text: nil, uris: "file:///tmp/a.txt\r\nfile:///tmp/b%20c.png\r\n")
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try XCTUnwrap(window.point(ofCenterOf: label)), to = try row(manager, 1, in: window)
    RealInput.drag(in: window, from: from, to: (to.x, to.y))
    XCTAssertEqual(dropped, [["file:///tmp/a.txt", "file:///tmp/b%20c.png"]])
  }

  func testNoControllersUntilRegistered() async throws {
    let manager = list([posts(0..<5)], movable: false)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    func counts() -> (sources: Int, targets: Int) {
      let rows = WidgetTree.visibleRows(of: manager.listView)
      let sources = rows.map { DragControllers.controllerCount(of: $0).sources }.reduce(0, +)
      return (sources, DragControllers.controllerCount(of: manager.listView.ptr).targets)
    }
    XCTAssertEqual(counts().sources, 0)
    XCTAssertEqual(counts().targets, 0)
    manager.canMove(PostCell.self) { _, post, _ in post.id != 0 }
    XCTAssertEqual(counts().sources, 5, "every bound row got its drag source")
    XCTAssertEqual(counts().targets, 1, "and the view its drop target")
  }

  func testWeakTargetFormsDoNotKeepTheTarget() async throws {
    final class Controller {}
    let manager = list([posts(0..<3)], movable: false)
    weak var released: Controller?
    do {
      let controller = Controller()
      released = controller
      manager.canMove(PostCell.self, weakly(controller, default: false) { _, _, _, _ in true })
      manager.move(weakly(controller) { _, _, _ in })
      manager.dragPrepare(PostCell.self, weakly(controller, default: nil) { _, _, post, _ in .text("\(post.id)") })
      manager.dropText(weakly(controller, default: false) { _, _, _ in true })
    }
    XCTAssertNil(released, "the manager holds drag and drop targets weakly")
  }
}
