import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@MainActor
final class SnapshotTests: GtkTestCase {
  func testWindowSnapshotHasWindowSizeAndIsNotBlank() async throws {
    let fixture = LabelListFixture(texts: (0..<100).map { "Row \($0)" })
    let window = TestWindow(width: 320, height: 240, child: fixture.scrolledWindow)
    defer { window.close() }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cgtk-snapshot-\(getpid()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try window.saveSnapshot(to: path)

    XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    let image = try WidgetSnapshot.inspect(path)
    XCTAssertEqual(image.width, Int(gtk_widget_get_width(window.widget)))
    XCTAssertEqual(image.height, Int(gtk_widget_get_height(window.widget)))
    XCTAssertEqual(image.width, 320)
    XCTAssertEqual(image.height, 240)
    XCTAssertGreaterThan(image.distinctColors, 2, "the snapshot is blank")
  }

  func testUnrealizedWidgetGivesAnErrorNotACrash() async throws {
    let label = g_object_ref_sink(gtk_label_new("x"))!
    defer { g_object_unref(label) }
    XCTAssertThrowsError(try WidgetSnapshot.save(cgtk_widget(label)!, to: "/tmp/never.png"))
  }

  func testNewerGtkApiIsGuarded() async throws {
    let fixture = LabelListFixture(texts: (0..<1_000).map { "Row \($0)" })
    let window = TestWindow(child: fixture.scrolledWindow)
    defer { window.close() }
    let hasScrollTo = gtk_get_minor_version() >= 12
    XCTAssertEqual(cgtk_has_scroll_to() != 0, hasScrollTo)
    XCTAssertEqual(cgtk_list_base_scroll_to(fixture.view, 1_000, 1, 0), 0, "past the end: ignored, no critical")
    XCTAssertNotEqual(cgtk_list_base_scroll_to(fixture.view, 500, 1, 0), 0)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertTrue(WidgetTree.visibleTexts(of: fixture.view).contains("Row 500"))
  }
}
