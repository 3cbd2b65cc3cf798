import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A row's state held past its `GtkListItem` (as a drag or the focus may hold a row) knows the
/// list item is gone: it asks GTK nothing about it and shows no position, child or row widget.
@MainActor
final class RowLivenessTests: GtkTestCase {
  func testARowHeldPastItsListItemReadsAsGone() async throws {
    var held: RowState?
    var listItemFinalized = false
    do {
      let manager = ListViewManager()
      manager.register(PostCell.self)
      manager.memoryStorage.setItems((0..<100).map { Post(id: $0, title: "t") })
      let window = TestWindow(child: manager.widget.ptr)
      GtkTestEnvironment.settle(window.widget)
      let row = try XCTUnwrap(manager.core.rows.row(at: 0))
      XCTAssertFalse(row.listItem.isGone)
      XCTAssertEqual(row.listItem.position, 0)
      XCTAssertNotNil(row.listItem.child)
      XCTAssertNotNil(row.rowWidget)
      GObjectWatch.onFinalize(UnsafeMutableRawPointer(row.listItem.pointer)) { listItemFinalized = true }
      held = row
      window.close()
    }
    GtkTestEnvironment.drain()
    let row = try XCTUnwrap(held)
    XCTAssertTrue(listItemFinalized, "GTK finalized the list item")
    XCTAssertTrue(row.listItem.isGone)
    XCTAssertNil(row.listItem.position)
    XCTAssertNil(row.listItem.child)
    XCTAssertNil(row.rowWidget)
  }
}
