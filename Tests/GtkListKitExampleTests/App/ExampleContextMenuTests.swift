import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// A row's context menu with real input: right click, the menu's Delete removes the row from the
/// screen, and Ctrl+Z or the toast's Undo brings it back.
@MainActor
final class ExampleContextMenuTests: GtkTestCase {
  private func open(_ page: ExamplePage) -> ExampleWindow {
    ExampleTestWindows.open(page, applicationID: "org.gtklistkit.ExampleMenuTests")
  }

  /// Every label of the list's visible rows: what the person sees.
  private func shownTexts(_ manager: ListViewManager) -> [String] {
    WidgetTree.visibleRows(of: manager.listView).flatMap { WidgetTree.labels(in: $0) }
  }

  /// Right-clicks `row`, waits for the menu and clicks its `item` with the real pointer.
  private func chooseFromMenu(_ item: String, of row: WidgetPointer, manager: ListViewManager, in window: ExampleWindow)
    throws
  {
    let frame = WidgetTree.bounds(of: row, in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2),
      button: 3)
    GtkTestEnvironment.pump(timeout: 3) {
      manager.contextMenuPopover.map { gtk_widget_get_mapped($0.pointer()) != 0 } ?? false
    }
    let popover = try XCTUnwrap(
      manager.contextMenuPopover?.pointer() as WidgetPointer?, "the right click opened the menu")
    GtkTestEnvironment.waitForFrames(3, of: popover)
    let button = try XCTUnwrap(
      WidgetTree.descendants(of: popover).first {
        WidgetTree.typeName($0) == "GtkModelButton" && WidgetTree.labels(in: $0).contains(item)
      }, "the menu has \(item)")
    let box = WidgetTree.bounds(of: button, in: popover)
    RealInput.click(
      window: RealInput.x11WindowID(of: popover), x: Int(box.x + box.width / 2), y: Int(box.y + box.height / 2))
    GtkTestEnvironment.pump(timeout: 2) { manager.contextMenuPopover == nil }
    GtkTestEnvironment.settle(window.window)
  }

  /// The bounds of `widget` once it stopped moving. libadwaita 1.7's toasts slide up for a
  /// while after they appear: a click at the first frames' place lands below the button.
  private func restingBounds(of widget: WidgetPointer, in window: WidgetPointer) -> (
    x: Double, y: Double, width: Double, height: Double
  ) {
    var last = WidgetTree.bounds(of: widget, in: window)
    var still = 0
    let deadline = Date().addingTimeInterval(3)
    while still < 3 && Date() < deadline {
      GtkTestEnvironment.waitForFrames(1, of: widget)
      let now = WidgetTree.bounds(of: widget, in: window)
      still = now == last ? still + 1 : 0
      last = now
    }
    return last
  }

  func testContactMenuDeleteRemovesTheRowAndCtrlZBringsItBack() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.contacts)
    defer { window.close() }
    let manager = window.contactsPage.manager
    let total = manager.memoryStorage.totalNumberOfItems
    let row = WidgetTree.visibleRows(of: manager.listView)[2]  // [0] is the "A" header
    let name = try XCTUnwrap(WidgetTree.labels(in: row).first { $0.contains(" ") }, "a contact's full name")
    XCTAssertEqual(shownTexts(manager).filter { $0 == name }.count, 1)

    try chooseFromMenu("Delete", of: row, manager: manager, in: window)
    GtkTestEnvironment.pump(timeout: 3) { !self.shownTexts(manager).contains(name) }
    XCTAssertFalse(shownTexts(manager).contains(name), "\(name) is gone from the screen")
    XCTAssertEqual(manager.memoryStorage.totalNumberOfItems, total - 1)

    RealInput.press("ctrl+z", window: RealInput.x11WindowID(of: window.window))
    GtkTestEnvironment.pump(timeout: 3) { self.shownTexts(manager).contains(name) }
    XCTAssertTrue(shownTexts(manager).contains(name), "Ctrl+Z showed \(name) again")
    XCTAssertEqual(manager.memoryStorage.totalNumberOfItems, total)
  }

  func testFeedMenuDeleteRemovesThePostAndTheToastsUndoBringsItBack() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.feed)
    defer { window.close() }
    let manager = window.feedPage.manager
    let row = WidgetTree.visibleRows(of: manager.listView)[3]
    // The author line ends with the post's unique number ("· #2").
    let byline = try XCTUnwrap(WidgetTree.labels(in: row).first { $0.contains("#") })

    try chooseFromMenu("Delete", of: row, manager: manager, in: window)
    GtkTestEnvironment.pump(timeout: 3) { !self.shownTexts(manager).contains(byline) }
    XCTAssertFalse(shownTexts(manager).contains(byline), "the post is gone from the screen")

    let undo = try XCTUnwrap(
      WidgetTree.descendants(of: window.window).first {
        WidgetTree.typeName($0) == "GtkButton" && gtk_widget_get_mapped($0) != 0
          && WidgetTree.labels(in: $0) == ["Undo"]
      }, "the toast offers Undo")
    let frame = restingBounds(of: undo, in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2))
    GtkTestEnvironment.pump(timeout: 3) { self.shownTexts(manager).contains(byline) }
    XCTAssertTrue(shownTexts(manager).contains(byline), "the toast's Undo showed the post again")
  }
}
