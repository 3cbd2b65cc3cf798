import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// The registry keeps each row GTK made once, at the place the row knows, and forgets a row
/// when GTK destroys it, in whatever order GTK destroys them.
@MainActor
final class RowRegistryTests: GtkTestCase {
  func testRowsDestroyedInAnyOrderLeaveTheRegistry() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems((0..<100).map { Post(id: $0, title: "t") })
    let window = TestWindow(child: manager.widget.ptr)
    GtkTestEnvironment.settle(window.widget)
    let made = manager.core.rows.allRows.count
    XCTAssertGreaterThan(made, 3)
    assertConsistent(manager.core.rows)
    manager.memoryStorage.setItems((0..<3).map { Post(id: $0 * 7, title: "t") })
    GtkTestEnvironment.settle(window.widget)
    assertConsistent(manager.core.rows)
    manager.memoryStorage.setItems((0..<100).map { Post(id: 1_000 + $0, title: "u") })
    GtkTestEnvironment.settle(window.widget)
    assertConsistent(manager.core.rows)
    XCTAssertNotNil(manager.core.rows.row(at: 0))
    manager.memoryStorage.setItems([Post]())
    GtkTestEnvironment.settle(window.widget)
    assertConsistent(manager.core.rows)
    print("RowRegistryTests: \(made) rows made, \(manager.core.rows.allRows.count) left after emptying")
    XCTAssertLessThan(manager.core.rows.allRows.count, made, "GTK destroyed rows, and they were forgotten")
    window.close()
  }

  private func assertConsistent(_ rows: RowRegistry, file: StaticString = #filePath, line: UInt = #line) {
    let all = rows.allRows
    XCTAssertEqual(Set(all.map(ObjectIdentifier.init)).count, all.count, "each row once", file: file, line: line)
    for (slot, row) in all.enumerated() {
      XCTAssertEqual(row.registrySlot, slot, "a row knows its place", file: file, line: line)
      XCTAssertFalse(row.listItem.isGone, file: file, line: line)
    }
  }
}
