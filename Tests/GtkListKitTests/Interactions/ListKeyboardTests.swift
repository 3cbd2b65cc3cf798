import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Lists from the keyboard with real key presses: arrows, Home/End and Page Up/Down move the
/// focus over items only (header rows are skipped), Enter activates, Space selects.
@MainActor
final class ListKeyboardTests: GtkTestCase {
  private func makeManager() -> ListViewManager {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.registerHeader(HeaderView.self)
    let sections: [[Any]] = [
      (0..<3).map { Post(id: $0, title: "a") }, (3..<6).map { Post(id: $0, title: "b") },
      (6..<60).map { Post(id: $0, title: "c") },
    ]
    manager.memoryStorage.setItems(sections)
    manager.memoryStorage.setSectionHeaderModels(["A", "B", "C"])
    return manager
  }

  private func focused(_ manager: ListViewManager, _ window: TestWindow) -> IndexPath? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)),
      let row = RowWidgets.state(ofRowWidget: focus),
      let position = row.listItem.position
    else { return nil }
    return manager.core.source.itemIndexPath(at: position) ?? IndexPath(item: -1, section: -1)
  }

  private func press(
    _ key: String, _ window: TestWindow, expect: IndexPath, _ manager: ListViewManager, line: UInt = #line
  ) {
    RealInput.press(key, window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { self.focused(manager, window) == expect }
    XCTAssertEqual(focused(manager, window), expect, "after \(key)", line: line)
  }

  func testArrowsHomeEndAndPagesSkipHeaderRows() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = makeManager()
    var activated: [IndexPath] = []
    manager.activate(PostCell.self) { _, _, indexPath in activated.append(indexPath) }
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView.ptr).dropFirst(3).first)
    XCTAssertNotEqual(gtk_widget_grab_focus(row), 0)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(focused(manager, window), IndexPath(item: 2, section: 0))
    press("Down", window, expect: IndexPath(item: 0, section: 1), manager)  // over the header "B"
    press("Up", window, expect: IndexPath(item: 2, section: 0), manager)
    press("Home", window, expect: IndexPath(item: 0, section: 0), manager)
    press("Up", window, expect: IndexPath(item: 0, section: 0), manager)  // the first header is not focused
    press("End", window, expect: IndexPath(item: 53, section: 2), manager)
    RealInput.press("Page_Up", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { (self.focused(manager, window)?.item ?? 53) < 53 }
    XCTAssertLessThan(try XCTUnwrap(focused(manager, window)).item, 53)
    RealInput.press("Return", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { !activated.isEmpty }
    XCTAssertEqual(activated.count, 1)
    RealInput.press("space", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { !manager.selectedIndexPaths.isEmpty }
    XCTAssertEqual(manager.selectedIndexPaths, activated, "Space selects (GTK 4.8 alone would activate)")
    XCTAssertEqual(activated.count, 1)

    manager.selectionMode = .multiple  // a new selection model: GTK drops the focus
    GtkTestEnvironment.settle(window.widget)
    let cell = try XCTUnwrap(manager.cell(at: activated[0]))
    let listItem = try XCTUnwrap(gtk_widget_get_parent(cell.widget.ptr))
    XCTAssertNotEqual(gtk_widget_grab_focus(listItem), 0)
    GtkTestEnvironment.settle(window.widget)
    RealInput.press("space", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { manager.selectedIndexPaths.count == 1 }
    RealInput.press("space", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { manager.selectedIndexPaths.isEmpty }
    XCTAssertEqual(manager.selectedIndexPaths, [], "Space toggles in multiple mode")
  }

  func testAnUpdateThatKeepsTheTopVisibleLeavesTheKeyboardFocusWhereItIs() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems((0..<20).map { Post(id: $0, title: "a") })
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    manager.core.interactions.focusItem(at: 3)
    GtkTestEnvironment.pump(timeout: 2) { self.focused(manager, window) == IndexPath(item: 3, section: 0) }
    XCTAssertEqual(focused(manager, window), IndexPath(item: 3, section: 0))
    // At the top, an insertion above pins the top row (GTK 4.12+'s scroll_to would focus it).
    try manager.memoryStorage.insertItem(Post(id: 900, title: "top"), to: IndexPath(item: 0, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(focused(manager, window), IndexPath(item: 4, section: 0), "the focused item kept the focus")
  }
}
