import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// Where the keyboard focus is, as a keyboard user sees it (the focused row draws its ring:
/// `:focus-visible`) and as a screen reader reads it (the focused object's role and name over
/// AT-SPI). Real keys (xdotool) in real windows.
@MainActor
final class ExampleFocusTests: GtkTestCase {
  private func key(_ name: String, _ window: ExampleWindow) {
    RealInput.press(name, window: RealInput.x11WindowID(of: window.window))
    _ = GtkTestEnvironment.pump(timeout: 0.2) { false }
    GtkTestEnvironment.settle(window.window)
  }

  private func focus(of window: ExampleWindow) -> WidgetPointer? {
    gtk_widget_get_root(window.window).flatMap { gtk_root_get_focus($0) }
  }

  /// Tab into the outline: the row takes the focus and draws its ring (GTK's `GtkTreeExpander`,
  /// focusable, took it before: no ring on the row).
  func testTabIntoTheOutlineFocusesTheRowWithItsRing() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = ExampleTestWindows.open(.outline, applicationID: "org.gtklistkit.ExampleFocusTests")
    defer { window.close() }
    let view = try XCTUnwrap(
      UnsafeMutablePointer<GtkWidget>(OpaquePointer(window.outlinePage.manager.listView.gtkWidgetPointer)))
    // The outline lists its first folder's children (read in the background) before the keys.
    _ = GtkTestEnvironment.pump(timeout: 10) { WidgetTree.visibleRows(of: view).count > 2 }
    var tabs = 0
    while tabs < 16, !(focus(of: window).map { gtk_widget_is_ancestor($0, view) != 0 } ?? false) {
      key("Tab", window)
      tabs += 1
    }
    let focused = try XCTUnwrap(focus(of: window), "Tab reaches the outline")
    XCTAssertEqual(gtk_widget_get_parent(focused), view, "the row widget has the focus, not a widget inside it")
    let gtkWindow = UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self)
    XCTAssertNotEqual(gtk_window_get_focus_visible(gtkWindow), 0)
    XCTAssertNotEqual(
      gtk_widget_get_state_flags(focused).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue, 0, "the row draws its ring")
  }

  /// A screen reader names the focused outline row (it read an unnamed "panel", the expander).
  func testScreenReaderNamesTheFocusedOutlineRow() async throws {
    try XCTSkipUnless(
      RealInput.isAvailable && FileManager.default.isExecutableFile(atPath: ExampleProcess.atSpiLauncher),
      "xdotool, an X display and at-spi2-core are needed")
    let session = try ExampleDesktopSession(dataHome: ExampleProcess.dataHome)
    defer { session.end() }
    let app = try session.launch(["--page", "outline"])
    let window = try XCTUnwrap(session.window(of: app.processIdentifier))
    // The outline lists its first folder's children (read in the background) before the keys.
    // Tree rows have the tree item role.
    _ = session.waitForTree(of: app.processIdentifier) { $0.filter { $0.hasPrefix("tree item|") }.count > 2 }
    var seen: [String] = []
    for _ in 0..<16 {
      ExampleProcess.press("Tab", in: window, wait: 0.3)
      let focused = session.focusedObject(of: app.processIdentifier)
      seen.append(focused)
      if focused.hasPrefix("tree item|") { break }
    }
    XCTAssertEqual(seen.last, "tree item|/usr/share", "the row has the focus, named: \(seen)")
    XCTAssertFalse(seen.contains("panel|"), "never an unnamed expander: \(seen)")
  }

  /// From a focused Feed row, Alt+5 shows the grid for the first time: the focus lands on a
  /// tile with its ring and stays somewhere on every Tab and Shift+Tab (GTK 4.8 lost it for good
  /// when the grid's first width reflowed its strips: issue 41, item 5).
  func testAltFiveFromAFocusedFeedRowFocusesAGridTile() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = ExampleTestWindows.open(.feed, applicationID: "org.gtklistkit.ExampleFocusTests")
    defer { window.close() }
    let feed = try XCTUnwrap(
      UnsafeMutablePointer<GtkWidget>(OpaquePointer(window.feedPage.manager.listView.gtkWidgetPointer)))
    var tabs = 0
    while tabs < 20, !(focus(of: window).map { gtk_widget_is_ancestor($0, feed) != 0 } ?? false) {
      key("Tab", window)
      tabs += 1
    }
    XCTAssertTrue(focus(of: window).map { gtk_widget_is_ancestor($0, feed) != 0 } ?? false, "Tab reaches a Feed row")
    key("alt+5", window)
    let grid = try XCTUnwrap(
      UnsafeMutablePointer<GtkWidget>(OpaquePointer(window.gridPage.manager.gridView.gtkWidgetPointer)))
    // The page's first focusable widget takes the focus (GTK 4.8 went on into the grid, 4.18
    // stops at the toolbar's button); Tab goes on to a tile.
    _ = GtkTestEnvironment.pump(timeout: 5) { self.focusedTile(of: window, in: grid) != nil }
    GtkTestEnvironment.settle(window.window)
    var presses: [String] = []
    while presses.count < 3, focusedTile(of: window, in: grid) == nil {
      XCTAssertNotNil(focus(of: window), "something has the focus after Alt+5 \(presses)")
      key("Tab", window)
      presses.append("Tab")
    }
    XCTAssertNotNil(focusedTile(of: window, in: grid), "a grid tile has the focus and its ring: Alt+5, \(presses)")
    for press in ["Tab", "Tab", "Tab", "shift+Tab", "shift+Tab"] {
      key(press, window)
      let focused = try XCTUnwrap(focus(of: window), "something has the focus after \(press)")
      XCTAssertNotNil(gtk_widget_get_root(focused), "the focus is in the window after \(press)")
    }
  }

  /// The same over AT-SPI, in the example's own process: a screen reader always finds a focused
  /// object after Alt+5 and each Tab (it found none on GTK 4.8).
  func testScreenReaderFindsTheFocusAfterAltFiveAndTab() async throws {
    try XCTSkipUnless(
      RealInput.isAvailable && FileManager.default.isExecutableFile(atPath: ExampleProcess.atSpiLauncher),
      "xdotool, an X display and at-spi2-core are needed")
    let session = try ExampleDesktopSession(dataHome: ExampleProcess.dataHome)
    defer { session.end() }
    let app = try session.launch(["--page", "feed"])
    let window = try XCTUnwrap(session.window(of: app.processIdentifier))
    _ = session.waitForTree(of: app.processIdentifier) { $0.filter { $0.hasPrefix("list item|") }.count > 2 }
    var seen: [String] = []
    for _ in 0..<20 where !(seen.last?.hasPrefix("list item|") ?? false) {
      ExampleProcess.press("Tab", in: window, wait: 0.3)
      seen.append(session.focusedObject(of: app.processIdentifier))
    }
    XCTAssertTrue(seen.last?.hasPrefix("list item|") ?? false, "Tab reaches a Feed row: \(seen)")
    var after: [String] = []
    for press in ["alt+5", "Tab", "Tab", "Tab"] {
      ExampleProcess.press(press, in: window, wait: press == "alt+5" ? 1.5 : 0.4)
      after.append(session.focusedObject(of: app.processIdentifier))
    }
    XCTAssertFalse(after.contains(""), "a focused object after Alt+5 and each Tab: \(after)")
    XCTAssertTrue(after.contains { $0.hasPrefix("grid cell|") || $0.hasPrefix("table cell|") }, "a tile: \(after)")
  }

  /// The focused widget when it is a tile of `grid` that draws its ring.
  private func focusedTile(of window: ExampleWindow, in grid: WidgetPointer) -> WidgetPointer? {
    guard let focused = focus(of: window), gtk_widget_is_ancestor(focused, grid) != 0,
      gtk_widget_has_css_class(focused, "gtklistkit-grid-cell") != 0,
      gtk_widget_get_state_flags(focused).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0
    else { return nil }
    return focused
  }
}
