import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Type-to-find in a list with real key presses (xdotool): the focus and the selection GTK
/// shows move to the next row whose key starts with what was typed; a pause starts over, a
/// repeated letter steps on, Space continues a prefix, an entry in a cell keeps its keys.
@MainActor
final class TypeToFindListTests: GtkTestCase {
  static let titles = ["apple", "Banana", "blueberry", "Émile", "cherry", "banner", "new york", "new delhi", "Straße"]

  private func focused(_ manager: ListViewManager, _ window: TestWindow) -> Int? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)),
      let (_, position) = manager.core.presentation.focusedItem(focus, in: manager.core.host.view)
    else { return nil }
    return manager.core.source.itemIndexPath(at: position)?.item
  }

  /// Types `keys` (X keysym names) in one burst, then waits for the focus to be on `expect`.
  static func type(_ keys: [String], _ window: TestWindow) {
    RealInput.xdotool(["windowfocus", "--sync", "\(window.x11WindowID)"])
    RealInput.xdotool(["key", "--clearmodifiers", "--delay", "20"] + keys)
    GtkTestEnvironment.settle(window.widget)  // every key handled before the test looks or pauses
  }

  private func expectFocus(
    _ item: Int, _ manager: ListViewManager, _ window: TestWindow, _ what: String, line: UInt = #line
  ) {
    GtkTestEnvironment.pump(timeout: 2) {
      self.focused(manager, window) == item && manager.selectedIndexPaths == [IndexPath(item: item, section: 0)]
    }
    XCTAssertEqual(focused(manager, window), item, "focus after \(what)", line: line)
    XCTAssertEqual(
      manager.selectedIndexPaths, [IndexPath(item: item, section: 0)], "selection after \(what)", line: line)
  }

  /// A pause longer than type-to-find's timeout: the next letter starts a new prefix.
  static func pause() async throws { try await Task.sleep(for: TypeToFind.defaultTimeout + .milliseconds(200)) }

  func testTypingMovesFocusAndSelectionToTheNextMatch() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = ListViewManager()
    manager.register(PostCell.self) { mapping in mapping.findKey { post in post.title } }
    manager.memoryStorage.setItems(Self.titles.enumerated().map { Post(id: $0.offset, title: $0.element) })
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).first)
    XCTAssertNotEqual(gtk_widget_grab_focus(row), 0)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(focused(manager, window), 0)

    Self.type(["b"], window)
    expectFocus(1, manager, window, "b")
    Self.type(["b", "b"], window)  // "bbb": steps twice through the rows starting with b
    expectFocus(5, manager, window, "bbb")
    try await Self.pause()
    Self.type(["b", "a", "n", "n"], window)  // wraps to Banana, then "bann" goes to banner
    expectFocus(5, manager, window, "bann")
    try await Self.pause()
    Self.type(["B", "l"], window)  // Shift types a capital; compared without case
    expectFocus(2, manager, window, "Bl")
    try await Self.pause()
    Self.type(["e"], window)
    expectFocus(3, manager, window, "e (Émile)")
    try await Self.pause()
    Self.type(["n", "e", "w", "space", "d"], window)
    expectFocus(7, manager, window, "new d (Space continues a prefix)")
    try await Self.pause()
    Self.type(["s", "t", "r", "a", "s", "s"], window)
    expectFocus(8, manager, window, "strass (Straße)")
    try await Self.pause()
    Self.type(["z"], window)
    GtkTestEnvironment.settle(window.widget)
    expectFocus(8, manager, window, "z (no match: stays)")
    try await Self.pause()
    Self.type(["space"], window)  // outside a prefix, Space is the row's: it keeps selecting
    GtkTestEnvironment.settle(window.widget)
    expectFocus(8, manager, window, "Space")
    Self.type(["Up"], window)  // arrows still GTK's and the manager's
    expectFocus(7, manager, window, "Up")
  }

  func testAnEntryInACellKeepsItsKeysAndAListWithoutKeysLeavesThemToGTK() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let manager = ListViewManager()
    manager.register(EntryCell.self) { mapping in mapping.findKey { post in post.title } }
    manager.memoryStorage.setItems(Self.titles.enumerated().map { Post(id: $0.offset, title: $0.element) })
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let cell = try XCTUnwrap(manager.cell(at: IndexPath(item: 0, section: 0)) as? EntryCell)
    XCTAssertNotEqual(gtk_widget_grab_focus(cell.widget), 0)
    GtkTestEnvironment.settle(window.widget)
    Self.type(["b", "a"], window)
    GtkTestEnvironment.pump(timeout: 2) { cell.text == "ba" }
    XCTAssertEqual(cell.text, "ba", "the entry got the letters")
    XCTAssertEqual(manager.selectedIndexPaths, [], "nothing was found or selected")

    let plain = ListViewManager()
    plain.register(PostCell.self)
    XCTAssertFalse(plain.core.typed("b"), "no find key: the key is GTK's")
  }
}

/// A cell that is a text entry.
final class EntryCell: ListCell, ModelTransfer {
  let widget: WidgetPointer = gtk_entry_new()!
  required init() {}
  func update(with model: Post) {}
  var text: String { String(cString: gtk_editable_get_text(OpaquePointer(widget))) }
}
