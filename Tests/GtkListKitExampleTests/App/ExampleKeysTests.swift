import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// Keys and small things a person notices, with real input: keys typed into a text entry
/// belong to it, Ctrl+? as typed (Ctrl+Shift+/) shows the shortcuts, the Live button shows
/// pause while running, the about window shows the app's icon, and narrow Contacts fold.
@MainActor
final class ExampleKeysTests: GtkTestCase {
  private func open(_ page: ExamplePage) -> ExampleWindow {
    ExampleTestWindows.open(page, applicationID: "org.gtklistkit.ExampleKeysTests")
  }

  private func key(_ name: String, _ window: ExampleWindow) {
    RealInput.press(name, window: RealInput.x11WindowID(of: window.window))
    _ = GtkTestEnvironment.pump(timeout: 0.3) { false }
    GtkTestEnvironment.settle(window.window)
  }

  private func click(_ widget: WidgetPointer, in window: ExampleWindow) {
    let frame = WidgetTree.bounds(of: widget, in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2))
    GtkTestEnvironment.settle(window.window)
  }

  /// GTK's toplevel windows, of GTK type `type` if given.
  private func toplevels(_ type: String? = nil) -> [WidgetPointer] {
    let list = gtk_window_get_toplevels()!
    return (0..<g_list_model_get_n_items(list)).compactMap { index -> WidgetPointer? in
      guard let item = g_list_model_get_item(list, index) else { return nil }
      defer { g_object_unref(item) }  // GTK's own list keeps the window
      let widget = item.assumingMemoryBound(to: GtkWidget.self)
      return type.map { WidgetTree.typeName(widget) == $0 } ?? true ? widget : nil
    }
  }

  private func searchText(_ page: ContactsPage) -> String {
    String(cString: gtk_editable_get_text(OpaquePointer(page.search)))
  }

  func testDeleteInTheSearchFieldEditsTheTextNotTheContacts() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.contacts)
    defer { window.close() }
    let page = window.contactsPage
    let total = page.manager.memoryStorage.totalNumberOfItems
    click(WidgetTree.visibleRows(of: page.manager.listView)[2], in: window)
    let selected = try XCTUnwrap(page.manager.selectedModels.first as? Contact)
    click(page.search, in: window)
    XCTAssertTrue(window.focusIsInTextEntry, "the click put the caret in the search field")
    RealInput.xdotool(["type", "--delay", "40", "Amara"])
    _ = GtkTestEnvironment.pump(timeout: 0.5) { false }
    key("Home", window)
    key("Delete", window)
    XCTAssertEqual(searchText(page), "mara", "Delete removed the letter after the caret")
    key("ctrl+z", window)
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, 3, "Ctrl+Z in the field did not touch the contacts")
    key("ctrl+a", window)
    key("Delete", window)
    XCTAssertEqual(searchText(page), "")
    GtkTestEnvironment.pump(timeout: 2) { page.manager.memoryStorage.totalNumberOfItems == total }
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, total, "no contact was deleted")
    XCTAssertTrue(
      page.manager.selectedModels.contains { ($0 as? Contact)?.id == selected.id }, "\(selected.name) is still selected"
    )
    // On the list, Delete deletes again.
    click(WidgetTree.visibleRows(of: page.manager.listView)[2], in: window)
    key("Delete", window)
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, total - 1, "Delete on the list deletes the contact")
  }

  func testCtrlShiftSlashShowsTheShortcuts() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.feed)
    defer { window.close() }
    func shortcuts() -> WidgetPointer? { toplevels("GtkShortcutsWindow").first { gtk_widget_get_mapped($0) != 0 } }
    RealInput.press("ctrl+shift+slash", window: RealInput.x11WindowID(of: window.window))
    GtkTestEnvironment.pump(timeout: 3) { shortcuts() != nil }
    let shown = try XCTUnwrap(shortcuts(), "Ctrl+? typed as a person types it (Ctrl+Shift+/) showed the shortcuts")
    RealInput.press("Escape", window: RealInput.x11WindowID(of: shown))
    GtkTestEnvironment.pump(timeout: 3) { shortcuts() == nil }
    XCTAssertNil(shortcuts())
  }

  func testLivePlayButtonShowsPauseWhileRunning() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = open(.live)
    defer { window.close() }
    let page = window.livePage
    let button = try XCTUnwrap(page.playButton)
    func icon() -> String {
      gtk_button_get_icon_name(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self)).map {
        String(cString: $0)
      } ?? ""
    }
    XCTAssertEqual(icon(), "media-playback-start-symbolic")
    click(button, in: window)
    XCTAssertTrue(page.running)
    XCTAssertEqual(icon(), "media-playback-pause-symbolic", "running, the button offers pause")
    XCTAssertEqual(gtk_widget_get_tooltip_text(button).map { String(cString: $0) }, "Pause the live updates")
    click(button, in: window)
    XCTAssertFalse(page.running)
    XCTAssertEqual(icon(), "media-playback-start-symbolic", "paused, it offers play again")
  }

  func testAboutShowsTheAppsOwnIcon() async throws {
    let window = open(.feed)
    defer { window.close() }
    let theme = try XCTUnwrap(gtk_icon_theme_get_for_display(gdk_display_get_default()))
    XCTAssertNotEqual(gtk_icon_theme_has_icon(theme, AppIcon.name), 0, "the icon theme finds org.gtklistkit.Example")
    MainMenu.showAbout(over: window.window)
    func images() -> [String] {
      toplevels().flatMap { WidgetTree.descendants(of: $0) }.filter {
        WidgetTree.typeName($0) == "GtkImage" && gtk_widget_get_mapped($0) != 0
      }
      .compactMap { gtk_image_get_icon_name(OpaquePointer($0)).map { String(cString: $0) } }
    }
    GtkTestEnvironment.pump(timeout: 3) { images().contains(AppIcon.name) }
    XCTAssertTrue(images().contains(AppIcon.name), "the about window shows the app's icon: \(images())")
    XCTAssertFalse(images().contains("image-missing"))
    for about in toplevels("AdwAboutWindow") { gtk_window_destroy(cgtk_window(about)) }  // libadwaita < 1.5
  }
}
