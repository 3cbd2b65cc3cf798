import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A view filled before it is first shown builds its first screen of rows once: GTK asks for
/// each item of that screen once (GTK 4.8 would build them at `items-changed` and again at the
/// first allocation), and binds each row once.
@MainActor
final class FirstFrameTests: GtkTestCase {
  func testRowsOfTheFirstScreenAreBuiltOnce() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems((0..<100_000).map { Post(id: $0, title: "t") })
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    let shown = WidgetTree.visibleRows(of: manager.listView).count
    print("FirstFrameTests: get_item \(manager.getItemCalls), binds \(manager.statistics.binds), rows in view \(shown)")
    XCTAssertGreaterThan(shown, 0)
    XCTAssertLessThanOrEqual(manager.statistics.binds, manager.getItemCalls, "one bind per item asked for")
    XCTAssertLessThan(manager.getItemCalls, 260, "GTK builds its first rows once (about 200 on GTK 4.8)")
  }
}
