import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// The example's compiled-in stylesheet, read back from GTK: it is installed, and dim text is
/// the row's own colour made fainter (a colour, not an opacity, so GL needs no offscreen).
@MainActor
final class ExampleStyleTests: GtkTestCase {
  func testMillionRowsValueIsTheTitlesColourAtEightyFivePercentAlpha() async throws {
    let window = ExampleTestWindows.open(.million, applicationID: "org.gtklistkit.ExampleTests")
    defer { window.close() }
    let page = window.millionPage
    let row = try XCTUnwrap(
      page.manager.cell(at: IndexPath(item: 0, section: 0))?.widget.gtkWidgetPointer.assumingMemoryBound(
        to: GtkWidget.self))
    let title = try XCTUnwrap(gtk_widget_get_first_child(row))
    let value = try XCTUnwrap(gtk_widget_get_last_child(row))
    var titleColor = GdkRGBA()
    var valueColor = GdkRGBA()
    cgtk_widget_color(title, &titleColor)
    cgtk_widget_color(value, &valueColor)
    XCTAssertGreaterThan(titleColor.alpha, 0.5)
    XCTAssertEqual(
      Double(valueColor.alpha), Double(titleColor.alpha) * 0.85, accuracy: 0.001, "`.number .dim` is applied")
    XCTAssertEqual(Double(valueColor.red), Double(titleColor.red), accuracy: 0.001)
    XCTAssertEqual(Double(valueColor.green), Double(titleColor.green), accuracy: 0.001)
    XCTAssertEqual(Double(valueColor.blue), Double(titleColor.blue), accuracy: 0.001)
  }
}
