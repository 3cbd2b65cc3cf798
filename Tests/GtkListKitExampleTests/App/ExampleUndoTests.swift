import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// Undo that loses nothing, with real keys and clicks: Ctrl+Z reverts one deletion and keeps
/// what was done after it; a toast's Undo reverts its own deletion whatever page is shown, and
/// a toast whose deletion was undone otherwise goes away.
@MainActor
final class ExampleUndoTests: GtkTestCase {
  private func open(_ page: ExamplePage) -> ExampleWindow {
    ExampleTestWindows.open(page, applicationID: "org.gtklistkit.ExampleUndoTests")
  }

  private func key(_ name: String, _ window: ExampleWindow) {
    RealInput.press(name, window: RealInput.x11WindowID(of: window.window))
    _ = GtkTestEnvironment.pump(timeout: 0.3) { false }
    GtkTestEnvironment.settle(window.window)
  }

  private func click(_ widget: WidgetPointer, in window: ExampleWindow, button: Int = 1) {
    let frame = WidgetTree.bounds(of: widget, in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2), button: button)
    GtkTestEnvironment.settle(window.window)
  }

  /// The toast's mapped Undo button, if one shows.
  private func undoButton(_ window: ExampleWindow) -> WidgetPointer? {
    WidgetTree.descendants(of: window.window).first {
      WidgetTree.typeName($0) == "GtkButton" && gtk_widget_get_mapped($0) != 0 && WidgetTree.labels(in: $0) == ["Undo"]
    }
  }

  /// Clicks the toast's Undo once it stopped sliding in.
  private func clickUndo(_ window: ExampleWindow) throws {
    GtkTestEnvironment.pump(timeout: 3) { self.undoButton(window) != nil }
    let button = try XCTUnwrap(undoButton(window), "a toast offers Undo")
    var last = WidgetTree.bounds(of: button, in: window.window)
    for _ in 0..<30 {
      GtkTestEnvironment.waitForFrames(1, of: button)
      let now = WidgetTree.bounds(of: button, in: window.window)
      if now == last { break }
      last = now
    }
    click(button, in: window)
  }

  func testFeedCtrlZBringsThePostBackAndKeepsALaterLike() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.feed)
    defer { window.close() }
    let feed = window.feedPage
    let rows = WidgetTree.visibleRows(of: feed.manager.listView)
    let deleted = try XCTUnwrap(feed.manager.memoryStorage.item(at: IndexPath(item: 3, section: 0)) as? Post)
    let liked = try XCTUnwrap(feed.manager.memoryStorage.item(at: IndexPath(item: 5, section: 0)) as? Post)
    XCTAssertFalse(liked.isLiked)
    click(rows[4], in: window)  // rows[0] is the POSTS header
    key("Delete", window)
    XCTAssertFalse(feed.posts.contains { $0.id == deleted.id }, "Delete removed “\(deleted.title)”")
    let likedRow = WidgetTree.visibleRows(of: feed.manager.listView)[5]
    click(likedRow, in: window)
    key("Return", window)
    XCTAssertEqual(feed.posts.first { $0.id == liked.id }?.isLiked, true, "Enter liked “\(liked.title)”")
    key("ctrl+z", window)
    XCTAssertEqual(feed.posts.firstIndex { $0.id == deleted.id }, 3, "Ctrl+Z put the post back in its place")
    XCTAssertEqual(feed.posts.first { $0.id == liked.id }?.isLiked, true, "and the later like stayed")
    let shown = feed.manager.memoryStorage.items(inSection: 0)?.compactMap { $0 as? Post } ?? []
    XCTAssertEqual(shown.first { $0.id == liked.id }?.isLiked, true, "the list shows the like too")
  }

  func testContactsCtrlZBringsTheContactBackAndKeepsALaterFavourite() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.contacts)
    defer { window.close() }
    let page = window.contactsPage
    let manager = page.manager
    let total = manager.memoryStorage.totalNumberOfItems
    click(WidgetTree.visibleRows(of: manager.listView)[2], in: window)  // [0] is the "A" header
    let deleted = try XCTUnwrap(manager.selectedModels.first as? Contact)
    key("Delete", window)
    XCTAssertEqual(manager.memoryStorage.totalNumberOfItems, total - 1)
    // The context menu's favourite on another contact.
    let row = WidgetTree.visibleRows(of: manager.listView)[3]
    let name = try XCTUnwrap(WidgetTree.labels(in: row).first { $0.contains(" ") })
    click(row, in: window, button: 3)
    GtkTestEnvironment.pump(timeout: 3) {
      manager.contextMenuPopover.map { gtk_widget_get_mapped($0.pointer()) != 0 } ?? false
    }
    let popover = try XCTUnwrap(
      manager.contextMenuPopover?.pointer() as WidgetPointer?, "the right click opened the menu")
    GtkTestEnvironment.waitForFrames(3, of: popover)
    let item = try XCTUnwrap(
      WidgetTree.descendants(of: popover).first {
        WidgetTree.typeName($0) == "GtkModelButton" && WidgetTree.labels(in: $0).contains("Add to favourites")
      })
    let box = WidgetTree.bounds(of: item, in: popover)
    RealInput.click(
      window: RealInput.x11WindowID(of: popover), x: Int(box.x + box.width / 2), y: Int(box.y + box.height / 2))
    GtkTestEnvironment.pump(timeout: 2) { manager.contextMenuPopover == nil }
    GtkTestEnvironment.settle(window.window)
    func contacts() -> [Contact] {
      (0..<manager.memoryStorage.numberOfSections).flatMap {
        manager.memoryStorage.items(inSection: $0)?.compactMap { $0 as? Contact } ?? []
      }
    }
    XCTAssertEqual(contacts().first { $0.name == name }?.isFavourite, true, "\(name) is a favourite")
    key("ctrl+z", window)
    XCTAssertEqual(manager.memoryStorage.totalNumberOfItems, total, "Ctrl+Z brought \(deleted.name) back")
    XCTAssertTrue(contacts().contains { $0.id == deleted.id })
    XCTAssertEqual(contacts().first { $0.name == name }?.isFavourite, true, "and \(name) stayed a favourite")
  }

  func testToastUndoesItsOwnDeletionOnAnotherPage() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.feed)
    defer { window.close() }
    let feed = window.feedPage
    let contactCount = window.contactsPage.manager.memoryStorage.totalNumberOfItems
    let before = feed.posts.count
    click(WidgetTree.visibleRows(of: feed.manager.listView)[4], in: window)
    key("Delete", window)
    XCTAssertEqual(feed.posts.count, before - 1)
    key("alt+2", window)
    XCTAssertEqual(window.visiblePage, .contacts)
    try clickUndo(window)
    XCTAssertEqual(feed.posts.count, before, "the Feed's toast restored the post while Contacts showed")
    XCTAssertEqual(
      window.contactsPage.manager.memoryStorage.totalNumberOfItems, contactCount, "and left the contacts alone")
  }

  func testToastGoesAwayOnceItsDeletionIsUndoneByCtrlZ() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.feed)
    defer { window.close() }
    let feed = window.feedPage
    click(WidgetTree.visibleRows(of: feed.manager.listView)[4], in: window)
    key("Delete", window)
    GtkTestEnvironment.pump(timeout: 3) { self.undoButton(window) != nil }
    XCTAssertNotNil(undoButton(window), "the deletion's toast shows")
    XCTAssertEqual(window.toasts.ids.count, 1)
    key("ctrl+z", window)
    GtkTestEnvironment.pump(timeout: 3) { self.undoButton(window) == nil }
    XCTAssertNil(undoButton(window), "Ctrl+Z undid it, so its toast went away")
    XCTAssertEqual(window.toasts.ids, [])
    key("ctrl+z", window)
    XCTAssertEqual(feed.posts.count, SampleData.posts(count: 40).count, "a second Ctrl+Z changes nothing")
  }
}
