import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// Photos dragged out of the Photos page as a person does it (xdotool): select two tiles (click,
/// Ctrl+click), drag one onto a widget that takes files as a file manager does (`GdkFileList`):
/// it gets both files' URIs. Enter opens the photo in a viewer window.
@MainActor
final class ExamplePhotosDragTests: GtkTestCase {
  private let fixture = PhotoFixture.shared

  private func center(_ widget: UnsafeMutablePointer<GtkWidget>, in window: ExampleWindow) -> (x: Int, y: Int) {
    let frame = WidgetTree.bounds(of: widget, in: window.window)
    return (Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2))
  }

  private func wait(_ seconds: Double) { _ = GtkTestEnvironment.pump(timeout: seconds) { false } }

  func testDraggingSelectedTilesDropsTheirFileURIs() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    PhotosPage.folderOverride = fixture.folder.path
    defer { PhotosPage.folderOverride = nil }
    let window = ExampleTestWindows.open(.photos, applicationID: "org.gtklistkit.ExamplePhotosDragTests")
    defer { window.close() }
    let page = window.photosPage
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 10) { page.state == .shown })
    GtkTestEnvironment.settle(window.window)
    let tiles = WidgetTree.visibleRows(of: page.manager.gridView).flatMap { row in
      WidgetTree.descendants(of: row).filter { gtk_widget_has_css_class($0, "photo-tile") != 0 }
    }
    XCTAssertGreaterThan(tiles.count, 3)
    let id = RealInput.x11WindowID(of: window.window)
    let first = center(tiles[1], in: window), second = center(tiles[2], in: window)
    RealInput.click(window: id, x: first.x, y: first.y)
    RealInput.xdotool(["keydown", "ctrl"])
    RealInput.click(window: id, x: second.x, y: second.y)
    RealInput.xdotool(["keyup", "ctrl"])
    GtkTestEnvironment.settle(window.window)
    let selected = page.manager.selectedIndexPaths.sorted()
    XCTAssertEqual(selected, [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)], "two tiles selected")
    let names = WidgetTree.labels(in: tiles[1]).prefix(1) + WidgetTree.labels(in: tiles[2]).prefix(1)

    let drop = FileDropTarget(on: window.status.widget)
    let target = center(window.status.widget, in: window)
    RealInput.move(window: id, x: first.x, y: first.y)
    wait(0.05)
    RealInput.xdotool(["mousedown", "1"])
    for step in 1...12 {
      RealInput.move(
        window: id, x: first.x + (target.x - first.x) * step / 12, y: first.y + (target.y - first.y) * step / 12)
      wait(0.03)
    }
    wait(0.1)
    RealInput.xdotool(["mouseup", "1"])
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { !drop.droppedURIs.isEmpty }, "the drop arrived")
    // The drag's end reaches the source over X11 after the drop: let it arrive before the
    // window closes (the library restores the dragged tile then).
    wait(0.5)
    let uris = drop.droppedURIs
    XCTAssertEqual(uris.count, 2, "both selected photos")
    XCTAssertEqual(uris.compactMap { URL(string: $0)?.lastPathComponent }, Array(names))
    for uri in uris {
      let url = try XCTUnwrap(URL(string: uri))
      XCTAssertTrue(url.isFileURL, uri)
      XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "\(uri) names the file on disk")
    }
    XCTAssertEqual(page.manager.memoryStorage.totalNumberOfItems, fixture.count, "a drag out moves nothing")
  }

  func testEnterOpensThePhotoInAViewerThatDecodesItInTheBackground() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    PhotosPage.folderOverride = fixture.folder.path
    defer { PhotosPage.folderOverride = nil }
    let window = ExampleTestWindows.open(.photos, applicationID: "org.gtklistkit.ExamplePhotosDragTests")
    defer { window.close() }
    let page = window.photosPage
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 10) { page.state == .shown })
    GtkTestEnvironment.settle(window.window)
    let tile = try XCTUnwrap(
      WidgetTree.visibleRows(of: page.manager.gridView).lazy.flatMap { row in
        WidgetTree.descendants(of: row).filter { gtk_widget_has_css_class($0, "photo-tile") != 0 }
      }.dropFirst(3).first)
    let name = try XCTUnwrap(WidgetTree.labels(in: tile).first)
    let id = RealInput.x11WindowID(of: window.window)
    let point = center(tile, in: window)
    RealInput.click(window: id, x: point.x, y: point.y)
    GtkTestEnvironment.settle(window.window)
    RealInput.press("Return", window: id)
    var viewer: UnsafeMutablePointer<GtkWidget>?
    XCTAssertTrue(
      GtkTestEnvironment.pump(timeout: 3) {
        viewer = Self.toplevels().first { $0 != window.window && Self.title(of: $0) == name }
        return viewer != nil
      }, "a window titled \(name) opened")
    let opened = try XCTUnwrap(viewer)
    let picture = try XCTUnwrap(WidgetTree.descendants(of: opened).first { WidgetTree.typeName($0) == "GtkPicture" })
    XCTAssertTrue(
      GtkTestEnvironment.pump(timeout: 5) { gtk_picture_get_paintable(OpaquePointer(picture)) != nil },
      "the image arrives")
    XCTAssertTrue(
      WidgetTree.labels(in: opened).contains { $0.hasPrefix("\(name) · 320 × 240") }, "\(WidgetTree.labels(in: opened))"
    )
    gtk_window_destroy(UnsafeMutableRawPointer(opened).assumingMemoryBound(to: GtkWindow.self))
  }

  private static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
    let list = gtk_window_get_toplevels()
    return (0..<g_list_model_get_n_items(list)).compactMap { index in
      g_list_model_get_item(list, index).map { item in
        g_object_unref(item)
        return item.assumingMemoryBound(to: GtkWidget.self)
      }
    }
  }

  private static func title(of window: UnsafeMutablePointer<GtkWidget>) -> String? {
    gtk_window_get_title(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)).map {
      String(cString: $0)
    }
  }
}
