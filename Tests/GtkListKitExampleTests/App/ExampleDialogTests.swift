import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// The main menu's windows on every GTK and libadwaita the app builds against (the CGtkListKitAdw shim
/// picks the API): the keyboard shortcuts from Ctrl+? and from the menu, with real input, and
/// the about dialog, each over the main window and closed with Escape. GtkTestCase fails a test
/// that logs a GLib warning (a deprecated class complaining at run time, say).
@MainActor
final class ExampleDialogTests: GtkTestCase {
  private func open() -> ExampleWindow {
    ExampleTestWindows.open(.feed, applicationID: "org.gtklistkit.ExampleDialogTests")
  }

  /// The mapped toplevel windows of GTK type `type`.
  private func toplevels(_ type: String) -> [WidgetPointer] {
    let list = gtk_window_get_toplevels()!
    return (0..<g_list_model_get_n_items(list)).compactMap { index in
      guard let item = g_list_model_get_item(list, index) else { return nil }
      defer { g_object_unref(item) }  // GTK's own list keeps the window
      let widget = item.assumingMemoryBound(to: GtkWidget.self)
      return WidgetTree.typeName(widget) == type && gtk_widget_get_mapped(widget) != 0 ? widget : nil
    }
  }

  /// The shortcuts window shown over `window`, if any.
  private func shortcuts(over window: ExampleWindow) -> WidgetPointer? {
    toplevels("GtkShortcutsWindow").first {
      gtk_window_get_transient_for(cgtk_window($0)) == cgtk_window(window.window)
    }
  }

  /// The about dialog over `window`: an AdwAboutDialog inside it (libadwaita >= 1.5) or an
  /// AdwAboutWindow transient for it (older).
  private func about(over window: ExampleWindow) -> WidgetPointer? {
    WidgetTree.descendants(of: window.window).first {
      WidgetTree.typeName($0) == "AdwAboutDialog" && gtk_widget_get_mapped($0) != 0
    }
      ?? toplevels("AdwAboutWindow").first {
        gtk_window_get_transient_for(cgtk_window($0)) == cgtk_window(window.window)
      }
  }

  /// Presses Escape in `dialog`'s X window and waits until `shown` is false.
  private func escape(_ dialog: WidgetPointer, until shown: @escaping () -> Bool) {
    RealInput.press("Escape", window: RealInput.x11WindowID(of: dialog))
    GtkTestEnvironment.pump(timeout: 3) { !shown() }
  }

  func testCtrlQuestionAndTheMenuShowTheShortcutsOverTheWindow() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open()
    defer { window.close() }
    RealInput.press("ctrl+question", window: RealInput.x11WindowID(of: window.window))
    GtkTestEnvironment.pump(timeout: 3) { self.shortcuts(over: window) != nil }
    let fromKey = try XCTUnwrap(shortcuts(over: window), "Ctrl+? showed the keyboard shortcuts over the window")
    XCTAssertTrue(WidgetTree.labels(in: fromKey).contains("Undo the deletion"))
    escape(fromKey) { self.shortcuts(over: window) != nil }
    XCTAssertNil(shortcuts(over: window), "Escape closed them")

    // The header bar's menu, with the real pointer: its Keyboard Shortcuts item.
    let button = try XCTUnwrap(
      WidgetTree.descendants(of: window.window).first { WidgetTree.typeName($0) == "GtkMenuButton" }, "the main menu")
    let frame = WidgetTree.bounds(of: button, in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2))
    func menuItem() -> WidgetPointer? {
      WidgetTree.descendants(of: button).first {
        WidgetTree.typeName($0) == "GtkModelButton" && gtk_widget_get_mapped($0) != 0
          && WidgetTree.labels(in: $0).contains("Keyboard Shortcuts")
      }
    }
    GtkTestEnvironment.pump(timeout: 3) { menuItem() != nil }
    let item = try XCTUnwrap(menuItem(), "the menu offers Keyboard Shortcuts")
    GtkTestEnvironment.waitForFrames(3, of: item)
    let popover = try XCTUnwrap(
      WidgetTree.descendants(of: button).first { WidgetTree.typeName($0) == "GtkPopoverMenu" })
    let box = WidgetTree.bounds(of: item, in: popover)
    RealInput.click(
      window: RealInput.x11WindowID(of: popover), x: Int(box.x + box.width / 2), y: Int(box.y + box.height / 2))
    GtkTestEnvironment.pump(timeout: 3) { self.shortcuts(over: window) != nil }
    let fromMenu = try XCTUnwrap(shortcuts(over: window), "the menu item showed the keyboard shortcuts")
    escape(fromMenu) { self.shortcuts(over: window) != nil }
    XCTAssertNil(shortcuts(over: window))
  }

  func testAboutShowsOverTheWindowAndEscapeClosesIt() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open()
    defer { window.close() }
    MainMenu.showAbout(over: window.window)  // what the menu's app.about does
    GtkTestEnvironment.pump(timeout: 3) { self.about(over: window) != nil }
    let dialog = try XCTUnwrap(about(over: window), "the about dialog is over the window")
    GtkTestEnvironment.waitForFrames(3, of: dialog)
    let texts = WidgetTree.labels(in: dialog)
    XCTAssertTrue(texts.contains("GtkListKit Example"), "\(texts)")
    XCTAssertTrue(texts.contains("The GtkListKit developers"), "\(texts)")
    escape(dialog) { self.about(over: window) != nil }
    XCTAssertNil(about(over: window), "Escape closed it")
  }
}
