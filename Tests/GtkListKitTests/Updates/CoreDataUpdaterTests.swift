import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// `coreDataUpdater()`: moves reach GTK as a removal and an insertion (a new row), content
/// changes still update the visible cell in place.
@MainActor
final class CoreDataUpdaterTests: GtkTestCase {
  private func show(_ count: Int, coreData: Bool) -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    if coreData { manager.coreDataUpdater() }
    manager.memoryStorage.setItems((0..<count).map { Post(id: $0, title: "t\($0)") })
    let window = TestWindow(child: manager.widget.ptr)
    GtkTestEnvironment.settle(window.widget)
    return (manager, window)
  }

  private func serial(_ manager: ListViewManager, _ item: Int) -> UInt64? {
    manager.core.rows.row(at: item)?.listItem.itemSerial
  }

  func testMoveIsRemovalAndInsertionWithANewRow() async throws {
    let (manager, window) = show(20, coreData: true)
    defer { window.close() }
    XCTAssertTrue(manager.updater.animateMoveAsDeleteAndInsert)
    let log = SpliceLog(recording: manager)
    let before = try XCTUnwrap(serial(manager, 10))
    manager.memoryStorage.moveItem(at: IndexPath(item: 10, section: 0), to: IndexPath(item: 2, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(log.entries, ["2-0+1", "11-1+0"], "an insertion and a removal, no splice keeping the row")
    XCTAssertNotEqual(serial(manager, 2), before, "GTK got a new item object for the moved row")
    XCTAssertEqual(
      WidgetTree.visibleTexts(of: manager.listView.ptr).prefix(4),
      ["post 0: t0", "post 1: t1", "post 10: t10", "post 2: t2"])
  }

  func testDefaultMoveKeepsTheRowObject() async throws {
    let (manager, window) = show(20, coreData: false)
    defer { window.close() }
    let before = try XCTUnwrap(serial(manager, 10))
    manager.memoryStorage.moveItem(at: IndexPath(item: 10, section: 0), to: IndexPath(item: 2, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(serial(manager, 2), before)
  }

  func testMovedAndUpdatedItemShowsItsNewContent() async throws {
    let (manager, window) = show(20, coreData: true)
    defer { window.close() }
    var items = (0..<20).map { Post(id: $0, title: "t\($0)") }
    let moved = items.remove(at: 10)
    items.insert(Post(id: moved.id, title: "changed"), at: 2)
    manager.memoryStorage.setItems(items)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(
      WidgetTree.visibleTexts(of: manager.listView.ptr).prefix(4),
      ["post 0: t0", "post 1: t1", "post 10: changed", "post 2: t2"])
  }

  func testContentChangeUpdatesInPlace() async throws {
    let (manager, window) = show(20, coreData: true)
    defer { window.close() }
    let log = SpliceLog(recording: manager)
    var items = (0..<20).map { Post(id: $0, title: "t\($0)") }
    items[3].title = "new"
    manager.statistics.reset()
    manager.memoryStorage.setItems(items)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(log.entries, [], "no items-changed for a content change")
    XCTAssertEqual(manager.statistics.binds, 1)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr)[3], "post 3: new")
  }
}
