import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Selection decided before GTK changes it, gesture vs programmatic events, willDisplay and
/// sizeForCell, read back from GTK in real windows with real input where a gesture matters.
@MainActor
final class InteractionTests: GtkTestCase {
  private func posts(_ count: Int) -> [Post] { (0..<count).map { Post(id: $0, title: "t") } }

  private func selectedRowFlags(_ manager: ListViewManager) -> [Bool] {
    WidgetTree.visibleRows(of: manager.listView.ptr).map {
      gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
    }
  }

  private func click(_ manager: ListViewManager, row index: Int, in window: TestWindow, shift: Bool = false) throws {
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView.ptr).dropFirst(index).first)
    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    if shift { RealInput.xdotool(["keydown", "shift"]) }
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y)
    if shift { RealInput.xdotool(["keyup", "shift"]) }
    GtkTestEnvironment.settle(window.widget)
  }

  /// Select row 5, click row 9 whose shouldSelect says no: row 5 stays selected, no didDeselect.
  func testVetoedClickKeepsThePreviousSelection() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = ListViewManager()
    manager.register(PostCell.self)
    var deselected: [IndexPath] = []
    manager.shouldSelect(PostCell.self) { _, post, _ in post.id != 9 }
    manager.didDeselect(PostCell.self) { _, _, indexPath in deselected.append(indexPath) }
    manager.memoryStorage.setItems(posts(20))
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    try click(manager, row: 5, in: window)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 5, section: 0)])
    try click(manager, row: 9, in: window)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 5, section: 0)], "the veto keeps row 5")
    XCTAssertEqual(deselected, [], "row 5 was never deselected")
    XCTAssertEqual(selectedRowFlags(manager).enumerated().filter(\.element).map(\.offset), [5], "GTK draws row 5")
  }

  private func makeSectioned(window: inout TestWindow?) -> ListViewManager {
    let manager = ListViewManager()
    manager.selectionMode = .multiple
    manager.register(PostCell.self)
    manager.registerHeader(HeaderView.self)
    manager.memoryStorage.setItems([Array(posts(3)) as [Any], (3..<6).map { Post(id: $0, title: "t") }])
    manager.memoryStorage.setSectionHeaderModels(["A", "B"])
    window = TestWindow(child: manager.widget)
    GtkTestEnvironment.settle(window!.widget)
    return manager
  }

  /// selectionDidChange alone installs the hooks, and follows a mode change (multiple mode too).
  func testSelectionDidChangeAlone() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    var changes: [SelectionChange] = []
    manager.selectionDidChange { changes.append($0) }
    manager.memoryStorage.setItems(posts(10))
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    manager.select(IndexPath(item: 2, section: 0))
    XCTAssertEqual(changes.count, 1)
    manager.selectionMode = .multiple
    XCTAssertEqual(changes.count, 2, "the mode change dropped the selection")
    manager.select(IndexPath(item: 2, section: 0))
    manager.select(IndexPath(item: 3, section: 0))
    XCTAssertEqual(changes.count, 4)
  }

  /// Ctrl+A selects every item and no header row (rows: H, 3 items, H, 3 items).
  func testCtrlASkipsHeaders() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    var maybeWindow: TestWindow?
    let manager = makeSectioned(window: &maybeWindow)
    let window = try XCTUnwrap(maybeWindow)
    defer { window.close() }
    var changes: [SelectionChange] = []
    manager.selectionDidChange { changes.append($0) }
    try click(manager, row: 1, in: window)
    RealInput.press("ctrl+a", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 3) { manager.selectedIndexPaths.count > 1 }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIndexPaths.count, 6)
    XCTAssertEqual(selectedRowFlags(manager), [false, true, true, true, false, true, true, true])
    XCTAssertEqual(changes.last?.selected.count, 5, "the five items Ctrl+A added")
    XCTAssertEqual(changes.last?.isUserGesture, true)
  }

  /// A Shift+click range over a header row selects the items only.
  func testShiftRangeSkipsHeaders() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    var maybeWindow: TestWindow?
    let manager = makeSectioned(window: &maybeWindow)
    let window = try XCTUnwrap(maybeWindow)
    defer { window.close() }
    try click(manager, row: 2, in: window)
    try click(manager, row: 6, in: window, shift: true)
    XCTAssertEqual(selectedRowFlags(manager), [false, false, true, true, false, true, true, false])
    XCTAssertEqual(manager.selectedIndexPaths.count, 4)
  }

  /// `select(_:)` fires no didSelect (UIKit) but selectionDidChange; deselectAll works in single mode.
  func testProgrammaticSelectionFiresOnlySelectionDidChange() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    var didSelect = 0, didDeselect = 0
    var changes: [SelectionChange] = []
    manager.didSelect(PostCell.self) { _, _, _ in didSelect += 1 }
    manager.didDeselect(PostCell.self) { _, _, _ in didDeselect += 1 }
    manager.selectionDidChange { changes.append($0) }
    manager.memoryStorage.setItems(posts(10))
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    manager.select(IndexPath(item: 2, section: 0))
    manager.select(IndexPath(item: 4, section: 0))
    manager.deselectAll()
    XCTAssertEqual(didSelect + didDeselect, 0)
    XCTAssertEqual(changes.map(\.selected), [[IndexPath(item: 2, section: 0)], [IndexPath(item: 4, section: 0)], []])
    XCTAssertEqual(changes.map(\.deselected), [[], [IndexPath(item: 2, section: 0)], [IndexPath(item: 4, section: 0)]])
    XCTAssertEqual(changes.map(\.isUserGesture), [false, false, false])
    XCTAssertEqual(manager.selectedIndexPaths, [])
    XCTAssertFalse(selectedRowFlags(manager).contains(true))
  }

  /// Inserting one row above the visible rows: GTK rebinds every row, willDisplay fires once.
  func testWillDisplayFiresOncePerItemAcrossGtkRebinds() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    var binds = 0, willDisplay: [Int] = [], ended: [Int] = []
    manager.bind(PostCell.self) { _, _, _ in binds += 1 }
    manager.willDisplay(PostCell.self) { _, post, _ in willDisplay.append(post.id) }
    manager.didEndDisplaying(PostCell.self) { _, post, _ in ended.append(post.id) }
    manager.memoryStorage.setItems(posts(200))
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let shown = Set(willDisplay)
    XCTAssertEqual(shown.count, willDisplay.count, "each item once")
    binds = 0
    willDisplay = []
    ended = []
    try manager.memoryStorage.insertItem(Post(id: 1000, title: "new"), to: IndexPath(item: 0, section: 0))
    GtkTestEnvironment.settle(window.widget)
    GtkTestEnvironment.drain()
    // Which rows GTK binds again after an insert is its own business (4.8 rebinds every realized
    // row after the change, 4.12+ only the new one): the contract is one willDisplay per appearance.
    XCTAssertGreaterThanOrEqual(binds, 1, "the new row was bound")
    XCTAssertEqual(willDisplay, [1000], "only the new item starts being displayed")
    XCTAssertLessThanOrEqual(ended.count, 1)

    // A late registration rebinds every realized row on every GTK: nothing starts or ends.
    binds = 0
    willDisplay = []
    ended = []
    manager.register(AdCell.self)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertGreaterThan(binds, 10, "every realized row was bound again")
    XCTAssertEqual(willDisplay, [], "a rebind of a shown item is not a new appearance")
    XCTAssertEqual(ended, [])

    willDisplay = []
    manager.memoryStorage.setItems([Post]())
    GtkTestEnvironment.settle(window.widget)
    GtkTestEnvironment.drain()
    XCTAssertEqual(willDisplay, [])
    XCTAssertGreaterThanOrEqual(ended.count, shown.count - 1, "every shown item ended")
  }

  /// sizeForCell sets the size request of the row when bound.
  func testSizeForCellAppliedAtBind() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    var asked = 0
    manager.sizeForCell(PostCell.self) { post, _ in
      asked += 1
      return CellSize(height: post.id % 2 == 0 ? 60 : -1)
    }
    manager.memoryStorage.setItems(posts(10_000))
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertLessThan(asked, 1_000, "asked at bind, not for every row up front")
    let rows = WidgetTree.visibleRows(of: manager.listView.ptr)
    let heights = rows.prefix(4).map { Int(gtk_widget_get_height($0)) }
    XCTAssertGreaterThanOrEqual(heights[0], 60)
    XCTAssertLessThan(heights[1], 60)
    XCTAssertGreaterThanOrEqual(heights[2], 60)
  }

  /// didReachEnd fires once per approach to the end, again only after new items arrived.
  func testDidReachEndOncePerApproachWithSingleSectionStorage() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    let storage = SingleSectionStorage<Post>()
    storage.setItems(posts(100))
    manager.storage = storage
    var reached = 0
    manager.didReachEnd { reached += 1 }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(reached, 0)
    manager.scroll(to: IndexPath(item: 99, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(reached, 1)
    manager.scroll(to: IndexPath(item: 97, section: 0))
    manager.scroll(to: IndexPath(item: 99, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(reached, 1, "no new items: not again")
    storage.addItems((100..<200).map { Post(id: $0, title: "t") })
    GtkTestEnvironment.settle(window.widget)
    manager.scroll(to: IndexPath(item: 199, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(reached, 2, "new items arrived: the next approach fires")
  }

  /// scroll(to:at: .top) puts the item at the top; the visible items follow.
  func testScrollToTopAlignmentAndVisibleItems() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems(posts(1000))
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.indexPathsForVisibleItems.first, IndexPath(item: 0, section: 0))
    manager.scroll(to: IndexPath(item: 500, section: 0), at: .top)
    GtkTestEnvironment.pump(timeout: 3) { manager.indexPathsForVisibleItems.first == IndexPath(item: 500, section: 0) }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.indexPathsForVisibleItems.first, IndexPath(item: 500, section: 0))
    XCTAssertLessThan(manager.indexPathsForVisibleItems.count, 100)
  }
}
