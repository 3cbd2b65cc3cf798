import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Every drag gives exactly one `dragBegin` and one `dragEnd`, whatever happens to the storage
/// and the rows meanwhile; drop handlers work whatever order they were registered in. Real
/// pointer input (xdotool) in real windows.
@MainActor
final class DragLifecycleTests: GtkTestCase {
  private final class Log {
    var begins: [IndexPath] = []
    var ends: [DragOutcome] = []
  }

  private func posts(_ range: Range<Int>) -> [Any] { range.map { Post(id: $0, title: "t") } }

  private func logged(_ manager: ListBaseManager) -> Log {
    let log = Log()
    manager.canMove(PostCell.self) { _, _, _ in true }
    manager.dragBegin(PostCell.self) { _, _, indexPath in log.begins.append(indexPath) }
    manager.dragEnd(PostCell.self) { _, _, _, result in log.ends.append(result) }
    return log
  }

  private func center(of indexPath: IndexPath, _ manager: ListBaseManager, _ window: TestWindow) throws -> (
    x: Int, y: Int
  ) {
    let cell = try XCTUnwrap(manager.cell(at: indexPath)?.widget.ptr)
    return try XCTUnwrap(window.point(ofCenterOf: try XCTUnwrap(gtk_widget_get_parent(cell))))
  }

  func testDropOnAnotherViewEndsTheDragOnce() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let source = ListViewManager()
    source.register(PostCell.self)
    let log = logged(source)
    source.memoryStorage.setItems(posts(0..<4))
    let target = ListViewManager()
    target.register(PostCell.self)
    target.acceptsItemsFromOtherViews = true
    target.memoryStorage.setItems(posts(10..<12))
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    for manager in [source, target] {
      gtk_widget_set_hexpand(manager.widget.ptr, 1)
      gtk_box_append(cgtk_box(box), manager.widget.ptr)
    }
    let window = TestWindow(width: 800, height: 400, child: GtkWidgetReference(box))
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try center(of: IndexPath(item: 2, section: 0), source, window)
    let to = try center(of: IndexPath(item: 1, section: 0), target, window)
    RealInput.drag(in: window, from: from, to: to)
    XCTAssertEqual(source.memoryStorage.items(inSection: 0)?.count, 3, "moved out of the source")
    XCTAssertEqual(target.memoryStorage.items(inSection: 0)?.count, 3, "into the target")
    XCTAssertEqual(log.begins, [IndexPath(item: 2, section: 0)], "one dragBegin")
    XCTAssertEqual(log.ends, [.moved], "one dragEnd, though the dragged row left its view")
  }

  func testSectionDeletedDuringTheDragStillEndsItOnce() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.registerHeader(HeaderView.self)
    let log = logged(manager)
    manager.memoryStorage.setItems([posts(0..<3), posts(3..<6)])
    manager.memoryStorage.setSectionHeaderModels(["A", "B"])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try center(of: IndexPath(item: 1, section: 1), manager, window)
    let to = try center(of: IndexPath(item: 2, section: 1), manager, window)
    RealInput.drag(in: window, from: from, to: (to.x, to.y + 40)) {
      try? manager.memoryStorage.deleteSections(IndexSet(integer: 1))
    }
    XCTAssertEqual(log.begins.count, 1)
    XCTAssertEqual(log.ends, [.cancelled], "the drag of a deleted row ends once, cancelled: nothing moved")
    XCTAssertEqual(
      (manager.memoryStorage.items(inSection: 0) as? [Post] ?? []).map(\.id), [0, 1, 2], "nothing else moved")
    XCTAssertEqual(manager.memoryStorage.numberOfSections, 1)
  }

  /// A model without identity is followed by its place through the updates: deleting the section
  /// above shifts another item into the dragged one's old place, and that item must not move.
  func testDragOfAModelWithoutIdentityWhoseSectionIsDeletedMovesNothing() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = ListViewManager()
    manager.register(AdCell.self)
    var ends: [DragOutcome] = []
    manager.canMove(AdCell.self) { _, _, _ in true }
    manager.dragEnd(AdCell.self) { _, _, _, result in ends.append(result) }
    let ads = { (range: Range<Int>) -> [Any] in range.map { Ad(sponsor: "s\($0)") } }
    manager.memoryStorage.setItems([ads(0..<3), ads(3..<6)])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try center(of: IndexPath(item: 1, section: 0), manager, window)
    let to = try center(of: IndexPath(item: 1, section: 1), manager, window)
    RealInput.drag(in: window, from: from, to: to) {
      try? manager.memoryStorage.deleteSections(IndexSet(integer: 0))
    }
    XCTAssertEqual(ends, [.cancelled], "the dragged item is gone: the drop is refused")
    XCTAssertEqual(manager.memoryStorage.items(inSection: 0) as? [Ad], ads(3..<6) as? [Ad], "nothing moved")
  }

  func testSectionedGridTileDragEndsOnceAndLeavesTheSelection() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = GridViewManager()
    manager.register(PostCell.self)
    manager.registerHeader(HeaderView.self)
    manager.setColumns(min: 3, max: 3)
    manager.selectionMode = .multiple
    let log = logged(manager)
    manager.memoryStorage.setItems([posts(0..<3), posts(3..<6)])
    manager.memoryStorage.setSectionHeaderModels(["A", "B"])
    let window = TestWindow(width: 600, height: 400, child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    manager.select(IndexPath(item: 2, section: 0))
    let from = try center(of: IndexPath(item: 0, section: 1), manager, window)
    let to = try center(of: IndexPath(item: 2, section: 1), manager, window)
    RealInput.drag(in: window, from: from, to: (to.x + 30, to.y))
    XCTAssertEqual((manager.memoryStorage.items(inSection: 1) as? [Post] ?? []).map(\.id), [4, 5, 3])
    XCTAssertEqual(log.begins, [IndexPath(item: 0, section: 1)])
    XCTAssertEqual(log.ends, [.moved], "a tile's drag ends once")
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 2, section: 0)], "starting a drag selects nothing")
  }

  /// A label whose drag offers what a file manager offers: a URI list and the same as text.
  private func fileManagerLabel() -> WidgetPointer {
    let label = gtk_label_new("files")!
    gtk_widget_set_size_request(label, 200, 60)
    let source = gtk_drag_source_new()!
    let uris = "file:///tmp/a.txt\r\nfile:///tmp/b.png\r\n"
    Signal.connect(UnsafeMutableRawPointer(source), "prepare") { arguments in
      arguments.setReturn(takingObject: cgtk_drag_content_new(0, uris, uris).map { UnsafeMutableRawPointer($0) })
    }
    gtk_widget_add_controller(label, cgtk_event_controller(UnsafeMutableRawPointer(source)))
    return label
  }

  func testDropHandlersWorkInAnyRegistrationOrder() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems(posts(0..<5))
    var files: [[String]] = [], texts: [String] = []
    manager.acceptsItemsFromOtherViews = true  // makes the drop target first
    manager.dropText { text, _ in
      texts.append(text); return true
    }
    manager.dropFiles { uris, _ in
      files.append(uris); return true
    }
    let label = fileManagerLabel()
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(cgtk_box(box), label)
    gtk_box_append(cgtk_box(box), manager.widget.ptr)
    let window = TestWindow(child: GtkWidgetReference(box))
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try XCTUnwrap(window.point(ofCenterOf: label))
    RealInput.drag(in: window, from: from, to: try center(of: IndexPath(item: 1, section: 0), manager, window))
    XCTAssertEqual(files, [["file:///tmp/a.txt", "file:///tmp/b.png"]], "files go to dropFiles, not dropText")
    XCTAssertEqual(texts, [])
  }
}
