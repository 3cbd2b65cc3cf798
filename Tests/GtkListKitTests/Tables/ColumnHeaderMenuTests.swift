import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// The header menu as a user meets it: a real right click on a column header (xdotool) opens
/// GTK's popover, its check items hide and show columns when clicked, the last shown column's
/// item is insensitive, a column the app keeps shown still offers the menu, and the app's own
/// items follow the columns'.
@MainActor
final class ColumnHeaderMenuTests: GtkTestCase {
  private func table() -> ColumnViewManager {
    let table = ColumnViewManager()
    for id in ["title", "artist", "plays"] {
      table.addColumn(id, title: id.capitalized) { column in
        column.expands = id == "title"
        column.isHideable = id != "title"
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(id) \(song.id)") }
      }
    }
    table.memoryStorage.setItems(makeSongs(5))
    return table
  }

  private func headerTitles(_ table: ColumnViewManager) -> [String] {
    WidgetTree.headerWidgets(ofTable: table.columnView).map { WidgetTree.labels(in: $0).first ?? "" }
  }

  /// Right-clicks the header titled `title` and returns its open popover.
  private func openMenu(on title: String, of table: ColumnViewManager, in window: TestWindow) throws -> WidgetPointer {
    let header = try XCTUnwrap(
      WidgetTree.headerWidgets(ofTable: table.columnView).first { WidgetTree.labels(in: $0).first == title })
    let point = try XCTUnwrap(window.point(ofCenterOf: header))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, button: 3))
    var popover: WidgetPointer?
    let opened = GtkTestEnvironment.pump(timeout: 5) {
      popover = WidgetTree.descendants(of: header).first {
        WidgetTree.typeName($0) == "GtkPopoverMenu" && gtk_widget_get_mapped($0) != 0
      }
      return popover != nil
    }
    XCTAssertTrue(opened, "a right click on the \(title) header opens its menu")
    let menu = try XCTUnwrap(popover)
    GtkTestEnvironment.waitForFrames(3, of: GtkWidgetReference(menu))
    return menu
  }

  /// Waits until the clicked item's menu is gone and the table laid out again: a right click
  /// while the popover still held the pointer (a loaded machine) went to the popover.
  private func waitUntilClosed(_ menu: WidgetPointer, in window: TestWindow) {
    let closed = GtkTestEnvironment.pump(timeout: 5) { gtk_widget_get_mapped(menu) == 0 }
    XCTAssertTrue(closed, "the clicked item closed the menu")
    GtkTestEnvironment.waitForFrames(2, of: window)
  }

  /// The menu's items: label and whether GTK lets it be clicked.
  private func items(in popover: WidgetPointer) -> [(String, Bool)] {
    WidgetTree.descendants(of: popover).filter { WidgetTree.typeName($0) == "GtkModelButton" }
      .map { (WidgetTree.labels(in: $0).first ?? "", gtk_widget_get_sensitive($0) != 0) }
  }

  private func click(_ title: String, in popover: WidgetPointer) throws {
    let item = try XCTUnwrap(
      WidgetTree.descendants(of: popover).first {
        WidgetTree.typeName($0) == "GtkModelButton" && WidgetTree.labels(in: $0).contains(title)
      })
    let frame = WidgetTree.bounds(of: item, in: popover)
    XCTAssertTrue(
      RealInput.click(
        window: RealInput.x11WindowID(of: GtkWidgetReference(popover)), x: Int(frame.x + frame.width / 2),
        y: Int(frame.y + frame.height / 2)))
  }

  func testARightClickedHeaderMenuHidesAndShowsColumnsAndKeepsOneShown() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = table()
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)

    var menu = try openMenu(on: "Plays", of: table, in: window)
    XCTAssertEqual(items(in: menu).map(\.0), ["Title", "Artist", "Plays"])
    XCTAssertEqual(items(in: menu).map(\.1), [false, true, true], "the app keeps Title shown: its item is greyed")
    try click("Artist", in: menu)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { self.headerTitles(table) == ["Title", "Plays"] })
    XCTAssertEqual(table.column("artist")?.isVisible, false)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView).first, ["title 0", "plays 0"])

    // The column the app keeps shown offers the menu too: nothing hidden is ever out of reach.
    waitUntilClosed(menu, in: window)
    menu = try openMenu(on: "Title", of: table, in: window)
    try click("Plays", in: menu)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { self.headerTitles(table) == ["Title"] })
    waitUntilClosed(menu, in: window)
    menu = try openMenu(on: "Title", of: table, in: window)
    XCTAssertEqual(items(in: menu).map(\.1), [false, true, true], "hidden columns can come back")
    try click("Artist", in: menu)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { self.headerTitles(table) == ["Title", "Artist"] })
  }

  func testTheAppsOwnItemsFollowTheColumnsAndReachItsActions() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = table()
    table.column("title")?.isHideable = true
    var resets = 0
    let group = g_simple_action_group_new()!
    let action = g_simple_action_new("reset-columns", nil)!
    Signal.connect(UnsafeMutableRawPointer(action), "activate") { _ in resets += 1 }
    g_action_map_add_action(OpaquePointer(group), action)
    table.headerMenu = ContextMenu([ContextMenu.Item("Reset Columns", action: "win.reset-columns")])
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    defer { window.close() }
    gtk_widget_insert_action_group(window.widget, "win", OpaquePointer(group))
    g_object_unref(UnsafeMutableRawPointer(group))
    table.column("title")?.isVisible = false
    table.column("plays")?.isVisible = false
    GtkTestEnvironment.settle(window)

    let menu = try openMenu(on: "Artist", of: table, in: window)
    XCTAssertEqual(items(in: menu).map(\.0), ["Title", "Artist", "Plays", "Reset Columns"])
    XCTAssertEqual(items(in: menu).map(\.1), [true, false, true, true], "the last shown column's item is greyed")
    try click("Reset Columns", in: menu)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { resets == 1 })
  }
}
