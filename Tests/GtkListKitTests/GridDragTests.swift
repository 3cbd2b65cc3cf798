import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@_spi(Testing) @testable import GtkListKit

/// Reordering tiles of sectioned and plain grids with the real pointer.
@MainActor
final class GridDragTests: GtkTestCase {
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
