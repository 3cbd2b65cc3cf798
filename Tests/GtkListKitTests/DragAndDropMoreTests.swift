import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@_spi(Testing) @testable import GtkListKit

/// Dragging several selected rows, and auto-scroll near the view's edge, with the real pointer.
@MainActor
final class DragAndDropMoreTests: GtkTestCase {
  private func movableList(_ count: Int) -> ListViewManager {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.canMove(PostCell.self) { _, _, _ in true }
    manager.memoryStorage.setItems((0..<count).map { Post(id: $0, title: "t") })
    return manager
  }

  private func center(_ manager: ListViewManager, row index: Int, in window: TestWindow) throws -> (x: Int, y: Int, h: Int) {
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).dropFirst(index).first)
    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    return (point.x, point.y, Int(gtk_widget_get_height(row)))
  }

  private func ids(_ manager: ListViewManager) -> [Int] {
    (manager.memoryStorage.items(inSection: 0) as? [Post] ?? []).map(\.id)
  }

  func testDraggingOneOfSeveralSelectedRowsMovesThemAll() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = movableList(10)
    manager.selectionMode = .multiple
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    manager.select(IndexPath(item: 1, section: 0))
    manager.select(IndexPath(item: 3, section: 0))
    let from = try center(manager, row: 1, in: window), to = try center(manager, row: 5, in: window)
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x, to.y + to.h * 3 / 8))
    XCTAssertEqual(ids(manager), [0, 2, 4, 5, 1, 3, 6, 7, 8, 9])
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)])
  }

  func testHoldingNearTheBottomEdgeScrolls() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = movableList(300)
    let window = TestWindow(width: 400, height: 300, child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.core.host.verticalScroll?.value, 0)
    let from = try center(manager, row: 1, in: window)
    let id = window.x11WindowID
    RealInput.move(window: id, x: from.x, y: from.y)
    RealInput.xdotool(["mousedown", "1"])
    for step in 1...10 {
      RealInput.move(window: id, x: from.x, y: from.y + (290 - from.y) * step / 10)
      _ = GtkTestEnvironment.pump(timeout: 0.03) { false }
    }
    _ = GtkTestEnvironment.pump(timeout: 1) { false }
    let scrolled = manager.core.host.verticalScroll?.value ?? 0
    RealInput.xdotool(["mouseup", "1"])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertGreaterThan(scrolled, 100, "the view scrolled while the pointer stayed near its bottom edge")
    XCTAssertEqual(ids(manager).count, 300, "nothing lost")
  }
}

/// Reordering tiles of a sectioned grid with the real pointer.
@MainActor
final class SectionedGridDragTests: GtkTestCase {
  func testTileMovesAcrossSectionsAsOneMove() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = GridViewManager()
    manager.register(PostCell.self)
    manager.registerHeader(HeaderView.self)
    manager.setColumns(min: 3, max: 3)
    manager.canMove(PostCell.self) { _, _, _ in true }
    manager.memoryStorage.setItems([(0..<3).map { Post(id: $0, title: "t") } as [Any], (3..<6).map { Post(id: $0, title: "t") }])
    manager.memoryStorage.setSectionHeaderModels(["A", "B"])
    let window = TestWindow(width: 600, height: 400, child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let tile = { (section: Int, item: Int) throws -> (x: Int, y: Int, w: Int) in
      let widget = try XCTUnwrap(manager.cell(at: IndexPath(item: item, section: section))?.widget.ptr)
      let box = try XCTUnwrap(gtk_widget_get_parent(widget))
      let point = try XCTUnwrap(window.point(ofCenterOf: box))
      return (point.x, point.y, Int(gtk_widget_get_width(box)))
    }
    let from = try tile(0, 0), to = try tile(1, 1)
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x + to.w * 3 / 8, to.y))
    let ids = { (section: Int) in (manager.memoryStorage.items(inSection: section) as? [Post] ?? []).map(\.id) }
    XCTAssertEqual(ids(0), [1, 2])
    XCTAssertEqual(ids(1), [3, 4, 0, 5], "dropped after tile [1,1]")
  }

  func testTileReorderInAPlainGrid() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = GridViewManager()
    manager.register(PostCell.self)
    manager.canMove(PostCell.self) { _, _, _ in true }
    manager.memoryStorage.setItems((0..<8).map { Post(id: $0, title: "t") })
    let window = TestWindow(width: 600, height: 400, child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try XCTUnwrap(window.point(ofCenterOf: try XCTUnwrap(manager.cell(at: IndexPath(item: 0, section: 0))?.widget.ptr)))
    let target = try XCTUnwrap(manager.cell(at: IndexPath(item: 3, section: 0))?.widget.ptr)
    let to = try XCTUnwrap(window.point(ofCenterOf: target))
    // A plain grid's rows are GTK's own cells: top quarter of the target is "before".
    RealInput.drag(in: window, from: from, to: (to.x, to.y - Int(gtk_widget_get_height(target)) / 2 + 1))
    XCTAssertEqual((manager.memoryStorage.items(inSection: 0) as? [Post] ?? []).map(\.id), [1, 2, 0, 3, 4, 5, 6, 7])
  }
}
