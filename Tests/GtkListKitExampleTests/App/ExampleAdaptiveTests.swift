import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// Narrow windows: contacts in a 400 px window (the list takes the width, the detail pane folds
/// away as libadwaita's split views do, long lines end in an ellipsis, a click on a contact shows
/// its detail with a back button), and every page at 360 px with the switcher in the bottom bar.
@MainActor
final class ExampleAdaptiveTests: GtkTestCase {
  func testNarrowContactsFoldTheDetailAndEllipsizeRows() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = ExampleTestWindows.open(.contacts, applicationID: "org.gtklistkit.ExampleAdaptiveTests")
    defer { window.close() }
    let page = window.contactsPage
    gtk_window_set_default_size(cgtk_window(window.window), 400, 700)
    _ = GtkTestEnvironment.pump(timeout: 1) { false }
    GtkTestEnvironment.settle(window.window)
    XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 420)
    let list = page.manager.widget.pointer() as WidgetPointer
    XCTAssertGreaterThanOrEqual(gtk_widget_get_width(list), 360, "the list is not squeezed by the detail pane")
    XCTAssertNotEqual(cadw_example_split_view_is_folded(page.widget), 0, "the split view shows one pane at a time")
    // Company rows carry the longest lines: each label ends in an ellipsis rather than clipped.
    let rows = WidgetTree.visibleRows(of: page.manager.listView)
    let labels = rows.flatMap { WidgetTree.descendants(of: $0) }.filter {
      WidgetTree.typeName($0) == "GtkLabel" && gtk_widget_get_mapped($0) != 0
    }
    let long = labels.filter { String(cString: gtk_label_get_text(cgtk_label($0))).contains("info@") }
    XCTAssertFalse(long.isEmpty)
    for label in long { XCTAssertEqual(gtk_label_get_ellipsize(cgtk_label(label)), PANGO_ELLIPSIZE_END) }
    XCTAssertTrue(
      long.contains { pango_layout_is_ellipsized(gtk_label_get_layout(cgtk_label($0))) != 0 },
      "the longest lines (“info@brightharbourbooks.example”) end in “…”")
    // A click on a contact shows its detail; the back button shows the list again.
    let frame = WidgetTree.bounds(of: rows[2], in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2))
    GtkTestEnvironment.pump(timeout: 2) { !page.manager.selectedModels.isEmpty }
    let selected = try XCTUnwrap(page.manager.selectedModels.first as? Contact)
    func detailShown() -> Bool {
      WidgetTree.descendants(of: page.widget).contains {
        WidgetTree.typeName($0) == "GtkLabel" && gtk_widget_get_mapped($0) != 0
          && String(cString: gtk_label_get_text(cgtk_label($0))).hasPrefix("\(selected.name)\n")
      }
    }
    GtkTestEnvironment.pump(timeout: 3) { detailShown() && gtk_widget_get_mapped(list) == 0 }
    XCTAssertTrue(detailShown(), "the click showed \(selected.name)'s detail")
    let back = try XCTUnwrap(
      WidgetTree.descendants(of: page.widget).first {
        WidgetTree.typeName($0) == "GtkButton" && gtk_widget_get_mapped($0) != 0
          && gtk_widget_get_tooltip_text($0).map { String(cString: $0) } == "Back to the contacts"
      }, "a back button shows")
    GtkTestEnvironment.waitForFrames(20, of: back)  // the slide ends
    let box = WidgetTree.bounds(of: back, in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(box.x + box.width / 2), y: Int(box.y + box.height / 2))
    GtkTestEnvironment.pump(timeout: 3) { gtk_widget_get_mapped(list) != 0 && !detailShown() }
    XCTAssertNotEqual(gtk_widget_get_mapped(list), 0, "back shows the list")
  }

  /// Where a view switcher shows: in the header bar, in the bottom bar (mapped ones only).
  private func shownSwitchers(_ window: ExampleWindow) -> (header: Bool, bar: Bool) {
    func shows(inside type: String) -> Bool {
      WidgetTree.descendants(of: window.window).filter { WidgetTree.typeName($0) == type }.contains { container in
        WidgetTree.descendants(of: container).contains {
          gtk_widget_get_mapped($0) != 0 && WidgetTree.typeName($0) == "AdwViewSwitcher"
        }
      }
    }
    return (shows(inside: "AdwHeaderBar"), shows(inside: "AdwViewSwitcherBar"))
  }

  private func resize(_ window: ExampleWindow, _ width: Int32, _ height: Int32) {
    gtk_window_set_default_size(cgtk_window(window.window), width, height)
    // Until GTK allocated the new width (a busy machine takes longer than a fixed wait).
    _ = GtkTestEnvironment.pump(timeout: 20) { gtk_widget_get_width(window.window) == width }
    GtkTestEnvironment.settle(window.window)
  }

  /// Every page fits the narrowest window (360 px, the size request) with the switcher at the
  /// bottom, and a wide window has it back in the header bar. GtkTestCase fails the test on any
  /// GLib warning, such as libadwaita's when a page is wider than the window's size request.
  func testNarrowWindowMovesTheSwitcherToTheBottomBar() async throws {
    let window = ExampleTestWindows.open(.feed, applicationID: "org.gtklistkit.ExampleAdaptiveTests")
    defer { window.close() }
    XCTAssertEqual(
      shownSwitchers(window).header, true,
      "a \(ExampleWindow.defaultWidth) px window (the default) has the switcher in the header")
    XCTAssertEqual(shownSwitchers(window).bar, false)
    resize(window, 360, 600)
    XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 400, "the window can be made narrow")
    for page in ExamplePage.allCases {
      window.show(page)
      GtkTestEnvironment.settle(window.window)
      XCTAssertEqual(shownSwitchers(window).bar, true, "the switcher shows at the bottom of a narrow window (\(page))")
      XCTAssertEqual(shownSwitchers(window).header, false, "and not in its header bar (\(page))")
    }
    window.show(.feed)
    resize(window, ExampleWindow.defaultWidth, 720)
    _ = GtkTestEnvironment.pump(timeout: 10) { shownSwitchers(window).header == true }
    XCTAssertEqual(shownSwitchers(window).header, true, "widened again, the switcher is back in the header bar")
    XCTAssertEqual(shownSwitchers(window).bar, false)
  }
}
