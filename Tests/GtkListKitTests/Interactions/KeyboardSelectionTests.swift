import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// The keyboard selects as GTK's own lists do, with real key presses, in lists with and without
/// header rows: a plain arrow selects the item it moves to, Ctrl+arrow moves the focus only,
/// Shift+arrow extends, Space selects; each of them asks `shouldSelect` and fires `didSelect`.
@MainActor
final class KeyboardSelectionTests: GtkTestCase {
  private final class Log {
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []
  }

  private func makeManager(headers: Bool, mode: ListSelectionMode, veto: IndexPath?) -> (ListViewManager, Log) {
    let manager = ListViewManager()
    manager.selectionMode = mode
    manager.register(PostCell.self)
    if headers { manager.registerHeader(HeaderView.self) }
    let log = Log()
    manager.shouldSelect(PostCell.self) { _, _, indexPath in
      log.asked.append(indexPath)
      return indexPath != veto
    }
    manager.didSelect(PostCell.self) { _, _, indexPath in log.selected.append(indexPath) }
    manager.memoryStorage.setItems([(0..<3).map { Post(id: $0, title: "a") }, (3..<9).map { Post(id: $0, title: "b") }])
    if headers { manager.memoryStorage.setSectionHeaderModels(["A", "B"]) }
    return (manager, log)
  }

  private func focused(_ manager: ListViewManager, _ window: TestWindow) -> IndexPath? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)),
      let row = RowWidgets.state(ofRowWidget: focus), let position = row.listItem.position
    else { return nil }
    return manager.core.source.itemIndexPath(at: position)
  }

  /// Presses `key` and waits until the focus is on `expect`.
  private func press(
    _ key: String, _ manager: ListViewManager, _ window: TestWindow, focus expect: IndexPath, line: UInt = #line
  ) {
    XCTAssertTrue(RealInput.press(key, window: window.x11WindowID), line: line)
    GtkTestEnvironment.pump(timeout: 2) { self.focused(manager, window) == expect }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(focused(manager, window), expect, "focus after \(key)", line: line)
  }

  private func focusFirstRow(_ manager: ListViewManager, _ window: TestWindow) throws {
    let cell = try XCTUnwrap(manager.cell(at: IndexPath(item: 0, section: 0)))
    XCTAssertNotEqual(gtk_widget_grab_focus(try XCTUnwrap(gtk_widget_get_parent(cell.widget.ptr))), 0)
    GtkTestEnvironment.settle(window.widget)
  }

  private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

  private func checkArrowsSelect(headers: Bool) throws {
    let (manager, log) = makeManager(headers: headers, mode: .single, veto: ip(1, 1))
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    try focusFirstRow(manager, window)
    press("space", manager, window, focus: ip(0, 0))
    XCTAssertEqual(manager.selectedIndexPaths, [ip(0, 0)], "Space selects")
    XCTAssertEqual(log.selected, [ip(0, 0)], "Space fires didSelect")
    press("Down", manager, window, focus: ip(1, 0))
    press("Down", manager, window, focus: ip(2, 0))
    press("Down", manager, window, focus: ip(0, 1))
    XCTAssertEqual(manager.selectedIndexPaths, [ip(0, 1)], "a plain arrow selects where it lands")
    XCTAssertEqual(log.selected, [ip(0, 0), ip(1, 0), ip(2, 0), ip(0, 1)])
    press("Down", manager, window, focus: ip(1, 1))
    XCTAssertEqual(manager.selectedIndexPaths, [ip(0, 1)], "shouldSelect vetoes a keyboard move's selection")
    XCTAssertTrue(log.asked.contains(ip(1, 1)))
    press("ctrl+Down", manager, window, focus: ip(2, 1))
    XCTAssertEqual(manager.selectedIndexPaths, [ip(0, 1)], "Ctrl+arrow moves the focus only")
    XCTAssertEqual(log.selected.count, 4)
    press("space", manager, window, focus: ip(2, 1))
    XCTAssertEqual(manager.selectedIndexPaths, [ip(2, 1)])
    XCTAssertEqual(log.selected.last, ip(2, 1))
  }

  func testArrowsAndSpaceSelectInAListWithHeaders() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    try checkArrowsSelect(headers: true)
  }

  func testArrowsAndSpaceSelectInAPlainList() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    try checkArrowsSelect(headers: false)
  }

  func testShiftArrowsExtendOverHeaders() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (manager, log) = makeManager(headers: true, mode: .multiple, veto: nil)
    let window = TestWindow(child: manager.widget.ptr)
    defer { window.close() }
    try focusFirstRow(manager, window)
    press("Down", manager, window, focus: ip(1, 0))
    press("shift+Down", manager, window, focus: ip(2, 0))
    press("shift+Down", manager, window, focus: ip(0, 1))
    XCTAssertEqual(manager.selectedIndexPaths, [ip(1, 0), ip(2, 0), ip(0, 1)], "the header row is never selected")
    XCTAssertEqual(log.selected, [ip(1, 0), ip(2, 0), ip(0, 1)])
    press("shift+Up", manager, window, focus: ip(2, 0))
    XCTAssertEqual(manager.selectedIndexPaths, [ip(1, 0), ip(2, 0)], "Shift+Up shrinks the range to the anchor")
    press("Up", manager, window, focus: ip(1, 0))
    XCTAssertEqual(manager.selectedIndexPaths, [ip(1, 0)], "a plain arrow selects one item again")
  }

  func testTabIntoAListWithHeadersFocusesAnItemWithAVisibleRing() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (manager, _) = makeManager(headers: true, mode: .single, veto: nil)
    let button = gtk_button_new_with_label("before")!
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(cgtk_box(box), button)
    gtk_box_append(cgtk_box(box), manager.widget.ptr)
    let window = TestWindow(child: GtkWidgetReference(box))
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertNotEqual(gtk_widget_grab_focus(button), 0)
    press("Tab", manager, window, focus: ip(0, 0))
    press("Down", manager, window, focus: ip(1, 0))
    let gtkWindow = try XCTUnwrap(cgtk_window(UnsafeMutableRawPointer(window.widget)))
    XCTAssertNotEqual(gtk_window_get_focus_visible(gtkWindow), 0, "the focus ring shows after a keyboard move")
  }
}
