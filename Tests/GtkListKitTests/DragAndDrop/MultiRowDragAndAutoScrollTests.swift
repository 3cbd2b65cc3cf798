import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Dragging several selected rows, and auto-scroll near the view's edge, with the real pointer.
@MainActor
final class MultiRowDragAndAutoScrollTests: GtkTestCase {
  private func movableList(_ count: Int) -> ListViewManager {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.canMove(PostCell.self) { _, _, _ in true }
    manager.memoryStorage.setItems((0..<count).map { Post(id: $0, title: "t") })
    return manager
  }

  private func center(_ manager: ListViewManager, row index: Int, in window: TestWindow) throws -> (
    x: Int, y: Int, h: Int
  ) {
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
