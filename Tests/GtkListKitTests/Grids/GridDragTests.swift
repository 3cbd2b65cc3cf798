import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Reordering tiles of sectioned and plain grids with the real pointer.
@MainActor
final class GridDragTests: GtkTestCase {
  /// A 3-column sectioned grid of movable posts, headers "A", "B", shown in a window.
  private func sectionedGrid(_ first: Range<Int>, _ second: Range<Int>, height: Int) -> (GridViewManager, TestWindow) {
    let manager = GridViewManager()
    manager.register(PostCell.self)
    manager.registerHeader(HeaderView.self)
    manager.setColumns(min: 3, max: 3)
    manager.canMove(PostCell.self) { _, _, _ in true }
    manager.memoryStorage.setItems([
      first.map { Post(id: $0, title: "t") } as [Any], second.map { Post(id: $0, title: "t") },
    ])
    manager.memoryStorage.setSectionHeaderModels(["A", "B"])
    let window = TestWindow(width: 600, height: height, child: manager.widget)
    GtkTestEnvironment.settle(window.widget)
    return (manager, window)
  }

  /// The centre and width of the tile showing `[section, item]`, in window coordinates.
  private func tile(_ section: Int, _ item: Int, _ manager: GridViewManager, _ window: TestWindow) throws -> (
    x: Int, y: Int, w: Int
  ) {
    let widget = try XCTUnwrap(manager.cell(at: IndexPath(item: item, section: section))?.widget.ptr)
    let box = try XCTUnwrap(gtk_widget_get_parent(widget))
    let point = try XCTUnwrap(window.point(ofCenterOf: box))
    return (point.x, point.y, Int(gtk_widget_get_width(box)))
  }

  private func ids(_ manager: GridViewManager, _ section: Int) -> [Int] {
    (manager.memoryStorage.items(inSection: section) as? [Post] ?? []).map(\.id)
  }

  func testTileMovesAcrossSectionsAsOneMove() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (manager, window) = sectionedGrid(0..<3, 3..<6, height: 400)
    defer { window.close() }
    let from = try tile(0, 0, manager, window), to = try tile(1, 1, manager, window)
    RealInput.drag(in: window, from: (from.x, from.y), to: (to.x + to.w * 3 / 8, to.y))
    XCTAssertEqual(ids(manager, 0), [1, 2])
    XCTAssertEqual(ids(manager, 1), [3, 4, 0, 5], "dropped after tile [1,1]")
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
    let from = try XCTUnwrap(
      window.point(ofCenterOf: try XCTUnwrap(manager.cell(at: IndexPath(item: 0, section: 0))?.widget.ptr)))
    let target = try XCTUnwrap(manager.cell(at: IndexPath(item: 3, section: 0))?.widget.ptr)
    let to = try XCTUnwrap(window.point(ofCenterOf: target))
    // A plain grid's rows are GTK's own cells: top quarter of the target is "before".
    RealInput.drag(in: window, from: from, to: (to.x, to.y - Int(gtk_widget_get_height(target)) / 2 + 1))
    XCTAssertEqual((manager.memoryStorage.items(inSection: 0) as? [Post] ?? []).map(\.id), [1, 2, 0, 3, 4, 5, 6, 7])
  }

  /// A drop off the tiles lands in the section under the pointer: on a header before its first
  /// item, on the empty slots after a section's last tile after its last item.
  func testDropOnAHeaderOrAnEmptySlotStaysInThatSection() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (manager, window) = sectionedGrid(0..<2, 2..<6, height: 500)
    defer { window.close() }
    // Onto the empty third slot of section A's strip, right of its last tile.
    let from = try tile(1, 3, manager, window), last = try tile(0, 1, manager, window)
    RealInput.drag(in: window, from: (from.x, from.y), to: (last.x + last.w, last.y))
    XCTAssertEqual(ids(manager, 0), [0, 1, 5], "appended to the section dropped on, not the last one")
    XCTAssertEqual(ids(manager, 1), [2, 3, 4])
    // Section B's header row.
    let header = try XCTUnwrap(
      WidgetTree.visibleRows(of: manager.gridView).first { WidgetTree.labels(in: $0) == ["header B"] })
    let target = try XCTUnwrap(window.point(ofCenterOf: header))
    let moving = try tile(0, 0, manager, window)
    RealInput.drag(in: window, from: (moving.x, moving.y), to: target)
    XCTAssertEqual(ids(manager, 1), [0, 2, 3, 4], "dropped on a header: first in its section")
  }
}
