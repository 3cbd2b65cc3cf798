import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// The Live page under its own timer: the selected reading stays selected across ticks.
@MainActor
final class ExampleLiveTests: GtkTestCase {
  func testLiveTicksKeepTheSelectedRowSelected() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let window = ExampleTestWindows.open(.live, applicationID: "org.gtklistkit.ExampleLiveTests")
    defer { window.close() }
    let page = window.livePage
    let row = WidgetTree.visibleRows(of: page.manager.listView)[3]
    let frame = WidgetTree.bounds(of: row, in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2))
    GtkTestEnvironment.settle(window.window)
    let selected = try XCTUnwrap(page.manager.selectedModels.first as? Reading)
    page.toggle()
    _ = GtkTestEnvironment.pump(timeout: 3) { page.ticks >= 6 }
    page.toggle()
    GtkTestEnvironment.settle(window.window)
    XCTAssertGreaterThanOrEqual(page.ticks, 6)
    XCTAssertEqual(
      (page.manager.selectedModels.first as? Reading)?.id, selected.id, "the selection followed its reading")
    XCTAssertEqual(page.manager.selectedIndexPaths.count, 1)
    XCTAssertLessThanOrEqual(page.manager.statistics.rowsSetUp, 210, "about 200 row widgets")
  }
}
