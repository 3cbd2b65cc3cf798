import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// ListStorage updates reach GTK as few `items-changed` emissions; selection, widgets and scroll
/// position survive; counts of binds and `get_item` stay within DESIGN.md's targets.
@MainActor
final class ListViewManagerUpdateTests: GtkTestCase {
  private func posts(_ count: Int, title: String = "t") -> [Post] {
    (0..<count).map { Post(id: $0, title: title) }
  }

  private func makeManager(_ items: [Post]) -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems(items)
    return (manager, TestWindow(child: manager.widget.ptr))
  }

  // MARK: Selection survives

  func testSelectionSurvivesInsertBefore() async throws {
    let (manager, window) = makeManager(posts(50))
    defer { window.close() }
    manager.select(IndexPath(item: 10, section: 0))
    try manager.memoryStorage.insertItem(Post(id: 100, title: "new"), to: IndexPath(item: 2, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 11, section: 0)])
    XCTAssertEqual((manager.selectedModels.first as? Post)?.id, 10)
  }

  func testSelectionSurvivesDeleteBefore() async throws {
    let (manager, window) = makeManager(posts(50))
    defer { window.close() }
    manager.select(IndexPath(item: 10, section: 0))
    try manager.memoryStorage.removeItems(at: [IndexPath(item: 3, section: 0)])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 9, section: 0)])
    XCTAssertEqual((manager.selectedModels.first as? Post)?.id, 10)
  }

  func testSelectionFollowsMovedItemInOneSplice() async throws {
    let (manager, window) = makeManager(posts(50))
    defer { window.close() }
    let log = SpliceLog(recording: manager)
    manager.select(IndexPath(item: 10, section: 0))
    let cellBefore = manager.cell(at: IndexPath(item: 10, section: 0))
    manager.memoryStorage.moveItem(at: IndexPath(item: 10, section: 0), to: IndexPath(item: 2, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(log.entries, ["2-9+9"], "a move is one splice over the moved range")
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 2, section: 0)])
    XCTAssertEqual((manager.selectedModels.first as? Post)?.id, 10)
    XCTAssertTrue(manager.cell(at: IndexPath(item: 2, section: 0)) === cellBefore, "the moved row kept its widget")
  }

  func testSelectionSurvivesDiffWithMovesInMultipleMode() async throws {
    let (manager, window) = makeManager(posts(100))
    defer { window.close() }
    manager.selectionMode = .multiple
    manager.select(IndexPath(item: 5, section: 0))
    manager.select(IndexPath(item: 40, section: 0))
    var items = posts(100)
    items.swapAt(5, 60)  // post 5 moves to 60, post 60 to 5
    items.remove(at: 20)
    items.insert(Post(id: 500, title: "new"), at: 0)
    manager.memoryStorage.setItems(items)
    GtkTestEnvironment.settle(window.widget)
    let selectedIDs = manager.selectedModels.compactMap { ($0 as? Post)?.id }
    XCTAssertEqual(Set(selectedIDs), [5, 40])
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr).first, "post 500: new")
  }

  // MARK: Counts

  func testScatteredOnePercentUpdateOnVisible100kBindsAtMostTwiceTheRows() async throws {
    let count = 100_000
    var items = posts(count)
    let (manager, window) = makeManager(items)
    defer { window.close() }
    let log = SpliceLog(recording: manager)
    // 1% of the rows replaced by new items (new identity) at scattered positions.
    var generator = SeededGenerator(seed: 42)
    let positions = Set((0..<(count / 100)).map { _ in Int.random(in: 0..<count, using: &generator) })
    for position in positions { items[position] = Post(id: count + position, title: "changed") }
    manager.statistics.reset()
    manager.core.listModel.resetGetItemCalls()
    manager.memoryStorage.setItems(items)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertLessThanOrEqual(log.entries.count, 2, "scattered changes are coalesced: \(log.entries)")
    XCTAssertLessThanOrEqual(manager.statistics.binds, 2 * 205)
    XCTAssertGreaterThan(manager.statistics.binds, 0)
    XCTAssertLessThan(manager.core.listModel.getItemCalls, 2_000)
    // What GTK shows is the new data.
    for (offset, text) in WidgetTree.visibleTexts(of: manager.listView.ptr).enumerated() {
      XCTAssertEqual(text, "post \(items[offset].id): \(items[offset].title)")
    }
  }

  func testFullReplacementOnVisibleMillionCallsGetItemAtMostThousandTimes() async throws {
    let (manager, window) = makeManager(posts(1_000_000))
    defer { window.close() }
    let log = SpliceLog(recording: manager)
    manager.core.listModel.resetGetItemCalls()
    manager.memoryStorage.setItems((0..<1_000_000).map { Post(id: 2_000_000 + $0, title: "new") })
    GtkTestEnvironment.settle(window.widget)
    XCTAssertLessThanOrEqual(manager.core.listModel.getItemCalls, 1_000)
    XCTAssertEqual(log.entries, ["0-1000000+0", "0-0+1000000"], "remove-all then add-all")
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr).first, "post 2000000: new")
  }

  func testInPlaceUpdateRebindsExactlyThatCell() async throws {
    var items = posts(500)
    let (manager, window) = makeManager(items)
    defer { window.close() }
    let log = SpliceLog(recording: manager)
    let cellBefore = manager.cell(at: IndexPath(item: 3, section: 0))
    manager.statistics.reset()
    items[3].title = "edited"  // same identity, new content
    manager.memoryStorage.setItems(items)
    XCTAssertEqual(log.entries, [], "no items-changed for an in-place update")
    XCTAssertEqual(manager.statistics.binds, 1)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.statistics.binds, 1, "nothing else was rebound")
    XCTAssertTrue(manager.cell(at: IndexPath(item: 3, section: 0)) === cellBefore)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr)[3], "post 3: edited")
  }

  // MARK: Updater

  func testWillAndDidUpdateContentAndStorageNeedsReloading() async throws {
    let (manager, window) = makeManager(posts(10))
    defer { window.close() }
    var calls: [String] = []
    manager.updater.willUpdateContent = { update in calls.append("will \(update == nil ? "reload" : "update")") }
    manager.updater.didUpdateContent = { update in calls.append("did \(update == nil ? "reload" : "update")") }
    manager.memoryStorage.addItem(Post(id: 99, title: "x"))
    manager.updater.storageNeedsReloading()
    XCTAssertEqual(calls, ["will update", "did update", "will reload", "did reload"])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr).count, 11)
  }

  func testOffScreenChangesBecomeOneReloadAndLoseNothing() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.updater.animateChangesOffScreen = false
    let log = SpliceLog(recording: manager)
    manager.memoryStorage.setItems(posts(20))
    try manager.memoryStorage.insertItem(Post(id: 50, title: "a"), to: IndexPath(item: 3, section: 0))
    manager.memoryStorage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0))
    XCTAssertTrue(
      log.entries.allSatisfy { $0.hasPrefix("0-") }, "off screen every update is a full reload: \(log.entries)")
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr).count, 21)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr)[2], "post 50: a")
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr)[5], "post 0: t")
  }

  func testInsertAtTopWhileAtTopStaysVisible() async throws {
    let (manager, window) = makeManager(posts(300))
    defer { window.close() }
    try manager.memoryStorage.insertItem(Post(id: 900, title: "top"), to: IndexPath(item: 0, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr).first, "post 900: top")
    // Scrolled down, GTK's anchor keeps what the user looks at in place.
    manager.scroll(to: IndexPath(item: 200, section: 0))
    GtkTestEnvironment.settle(window.widget)
    let before = WidgetTree.visibleTexts(of: manager.listView.ptr)
    try manager.memoryStorage.insertItem(Post(id: 901, title: "above"), to: IndexPath(item: 0, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr), before)
  }

  func testInsertedRowsGetTheAnimationClassOnlyOnce() async throws {
    let (manager, window) = makeManager(posts(10))
    defer { window.close() }
    // The first fill animated in too; wait until its classes are gone.
    GtkTestEnvironment.pump(timeout: 2) { self.animatedRows(manager).isEmpty }
    try manager.memoryStorage.insertItem(Post(id: 77, title: "new"), to: IndexPath(item: 1, section: 0))
    // The frame that shows the row: its class stays from there for the animation's length.
    GtkTestEnvironment.waitForFrames(1, of: window.widget)
    let animated = animatedRows(manager)
    XCTAssertEqual(animated.count, 1)
    XCTAssertEqual(animated.first.flatMap { WidgetTree.labels(in: $0).first }, "post 77: new")
    XCTAssertTrue(
      GtkTestEnvironment.pump(timeout: 2) { self.animatedRows(manager).isEmpty }, "the class goes after the fade")
  }

  private func animatedRows(_ manager: ListViewManager) -> [WidgetPointer] {
    WidgetTree.visibleRows(of: manager.listView.ptr).filter { row in
      gtk_widget_has_css_class(row, ViewUpdater.insertedRowCSSClass) != 0
    }
  }

  // MARK: ListStorage

  func testReplacingTheStorageReloads() async throws {
    let (manager, window) = makeManager(posts(3))
    defer { window.close() }
    let other = MemoryStorage()
    other.setItems([Post(id: 9, title: "other")])
    manager.storage = other
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr), ["post 9: other"])
    manager.memoryStorage.addItem(Post(id: 10, title: "ignored"))  // no longer shown
    other.addItem(Post(id: 11, title: "shown"))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView.ptr), ["post 9: other", "post 11: shown"])
  }

  // MARK: Leaks

  func testManagerViewAndCellsAreFreedAfterTheWindowIsDestroyed() async throws {
    weak var weakManager: ListViewManager?
    weak var weakCell: PostCell?
    var viewFinalized = false
    var cellWidgetFinalized = false
    do {
      let manager = ListViewManager()
      weakManager = manager
      manager.register(PostCell.self) { mapping in
        mapping.didSelect { _, _, _ in }
      }
      manager.memoryStorage.setItems(posts(1_000))
      let window = TestWindow(child: manager.widget.ptr)
      let cell = try XCTUnwrap(manager.cell(at: IndexPath(item: 0, section: 0)) as? PostCell)
      weakCell = cell
      GObjectWatch.onFinalize(manager.listView.ptr) { viewFinalized = true }
      GObjectWatch.onFinalize(cell.widget.ptr) { cellWidgetFinalized = true }
      window.close()
    }
    GtkTestEnvironment.drain()
    XCTAssertNil(weakManager, "manager freed")
    XCTAssertNil(weakCell, "cells freed")
    XCTAssertTrue(viewFinalized, "GtkListView finalized")
    XCTAssertTrue(cellWidgetFinalized, "cell widget finalized")
  }
}
