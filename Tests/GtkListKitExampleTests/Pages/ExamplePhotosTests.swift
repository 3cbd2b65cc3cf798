import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// The Photos page on a generated folder (`PhotoFixture`): months as sections, every visible
/// tile showing its own file's thumbnail (the picture's alternative text names the file the
/// texture was loaded from), scrolling to the end and back, a missing or empty folder, and a
/// drag of selected tiles dropping their files' URIs. Any GLib warning fails a test.
@MainActor
final class ExamplePhotosTests: GtkTestCase {
  private let fixture = PhotoFixture.shared

  override class func tearDown() {
    PhotoFixture.shared.remove()
    super.tearDown()
  }

  private func open(_ folder: URL) throws -> ExampleWindow {
    PhotosPage.folderOverride = folder.path
    defer { PhotosPage.folderOverride = nil }
    let window = ExampleTestWindows.open(.photos, applicationID: "org.gtklistkit.ExamplePhotosTests")
    let page = window.photosPage
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 10) { page.state != .scanning }, "the folder is read")
    GtkTestEnvironment.settle(window.window)
    return window
  }

  /// The visible tiles: the file name each shows under its frame, the file its picture shows
  /// (nil: none yet) and whether its error icon shows.
  private func visibleTiles(_ page: PhotosPage) -> [(name: String, shown: String?, error: Bool)] {
    WidgetTree.visibleRowWidgets(of: page.manager.gridView).flatMap { row in
      WidgetTree.descendants(of: row).filter { gtk_widget_has_css_class($0, "photo-tile") != 0 }.map { tile in
        let parts = WidgetTree.descendants(of: tile)
        let picture = parts.first { WidgetTree.typeName($0) == "GtkPicture" }
        let icon = parts.first { WidgetTree.typeName($0) == "GtkImage" }
        return (
          WidgetTree.labels(in: tile).first ?? "",
          picture.flatMap { gtk_picture_get_alternative_text(OpaquePointer($0)) }.map { String(cString: $0) },
          icon.map { gtk_widget_get_visible($0) != 0 } ?? false
        )
      }
    }
  }

  /// Waits until every visible tile shows a thumbnail or its error; then each must be its own.
  private func assertVisibleTilesShowTheirOwnFiles(
    _ page: PhotosPage, _ window: ExampleWindow, _ place: String, line: UInt = #line
  ) {
    let done = GtkTestEnvironment.pump(timeout: 20) {
      let tiles = self.visibleTiles(page)
      return !tiles.isEmpty && tiles.allSatisfy { $0.shown != nil || $0.error }
    }
    GtkTestEnvironment.settle(window.window)
    let tiles = visibleTiles(page)
    XCTAssertTrue(done, "every visible tile got its thumbnail or its error (\(place))", line: line)
    XCTAssertGreaterThan(tiles.count, 6, "a screen of tiles (\(place))", line: line)
    for tile in tiles {
      if tile.name == fixture.broken {
        XCTAssertTrue(tile.error, "the file that is no image shows the error icon", line: line)
        XCTAssertNil(tile.shown, line: line)
      } else {
        XCTAssertEqual(tile.shown, tile.name, "a tile shows its own file's thumbnail (\(place))", line: line)
        XCTAssertFalse(tile.error, line: line)
      }
    }
  }

  func testMonthsAreSectionsNewestFirstWithTheirCounts() async throws {
    let window = try open(fixture.folder)
    defer { window.close() }
    let page = window.photosPage
    let storage = page.manager.memoryStorage
    let expected = fixture.countsByMonth
    XCTAssertEqual(page.state, .shown)
    XCTAssertEqual(storage.totalNumberOfItems, fixture.count, "the subfolder's photos count; text and hidden do not")
    XCTAssertEqual(storage.numberOfSections, expected.count, "one section per month")
    XCTAssertEqual((0..<storage.numberOfSections).map { storage.numberOfItems(inSection: $0) }, expected)
    let first = try XCTUnwrap(storage.item(at: IndexPath(item: 0, section: 0)) as? PhotoFile)
    XCTAssertEqual(first.name, fixture.files[0].name, "the newest file comes first")
    let last = try XCTUnwrap(
      storage.item(at: IndexPath(item: expected.last! - 1, section: expected.count - 1)) as? PhotoFile)
    XCTAssertEqual(last.name, fixture.files.last!.name, "the oldest last")
    // What the window shows: the newest month's header, and the count in the toolbar.
    let texts = WidgetTree.visibleTexts(of: page.manager.gridView)
    let header = "\(page.months[0].title.uppercased()) · \(expected[0]) PHOTO\(expected[0] == 1 ? "" : "S")"
    XCTAssertEqual(texts.first, header)
    XCTAssertTrue(page.months[0].title.contains("2026"), page.months[0].title)
    XCTAssertEqual(WidgetTree.labels(in: page.summary).first?.hasPrefix("300 photos in \(expected.count) months"), true)
  }

  func testVisibleTilesShowTheirOwnThumbnailsThroughAScrollToTheEndAndBack() async throws {
    let window = try open(fixture.folder)
    defer { window.close() }
    let page = window.photosPage
    assertVisibleTilesShowTheirOwnFiles(page, window, "first screen")
    XCTAssertTrue(visibleTiles(page).contains { $0.name == fixture.broken }, "the broken file is on the first screen")
    let sections = page.manager.memoryStorage.numberOfSections
    let lastItem = page.manager.memoryStorage.numberOfItems(inSection: sections - 1) - 1
    page.manager.scroll(to: IndexPath(item: lastItem, section: sections - 1))
    GtkTestEnvironment.settle(window.window)
    assertVisibleTilesShowTheirOwnFiles(page, window, "the end")
    XCTAssertTrue(visibleTiles(page).contains { $0.name == fixture.files.last!.name }, "the oldest photo shows")
    page.manager.scroll(to: IndexPath(item: 0, section: 0))
    GtkTestEnvironment.settle(window.window)
    assertVisibleTilesShowTheirOwnFiles(page, window, "back at the top")
    let loads = page.manager.contentLoadStatistics
    XCTAssertGreaterThanOrEqual(loads.failed, 1, "the broken file's load failed")
    XCTAssertGreaterThan(loads.applied + loads.cacheHits, 12)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { page.isSettled }, "the loads come to rest")
  }

  /// From opening the page to every visible tile showing its thumbnail, with an empty texture
  /// cache; prints the figure. GTKLISTKIT_PHOTOS_FOLDER measures another folder (e.g. the
  /// 10,000 files of scripts/make-photos.py) instead of the fixture.
  func testTimeToTheFirstScreenOfThumbnails() async throws {
    let folder = ProcessInfo.processInfo.environment["GTKLISTKIT_PHOTOS_FOLDER"] ?? fixture.folder.path
    TextureCache.shared.removeAll()
    let start = Date()
    PhotosPage.folderOverride = folder
    defer { PhotosPage.folderOverride = nil }
    let window = ExampleTestWindows.open(.photos, applicationID: "org.gtklistkit.ExamplePhotosTests")
    defer { window.close() }
    let page = window.photosPage
    let done = GtkTestEnvironment.pump(timeout: 30) {
      let tiles = page.state == .shown ? self.visibleTiles(page) : []
      return tiles.count > 6 && tiles.allSatisfy { $0.shown != nil || $0.error }
    }
    let seconds = Date().timeIntervalSince(start)
    XCTAssertTrue(done, "the first screen of thumbnails within 30 s")
    let loads = page.manager.contentLoadStatistics
    print(
      String(
        format: "photos-first-screen: %d photos, folder read in %.3f s, %d visible tiles in %.3f s (%d loads started)",
        page.manager.memoryStorage.totalNumberOfItems, page.scanSeconds ?? -1, visibleTiles(page).count, seconds,
        loads.started))
  }

  func testAMissingOrEmptyFolderSaysSo() async throws {
    let missing = fixture.folder.appendingPathComponent("no-such-folder")
    var window = try open(missing)
    XCTAssertEqual(window.photosPage.state, .failed(.missing))
    XCTAssertNotEqual(gtk_widget_get_visible(window.photosPage.empty), 0, "the status page shows")
    XCTAssertEqual(gtk_widget_get_visible(window.photosPage.manager.widget.pointer()), 0, "the grid does not")
    XCTAssertTrue(WidgetTree.labels(in: window.photosPage.empty).contains("Folder Not Found"))
    window.close()

    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-empty-\(getpid())")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    window = try open(empty)
    defer { window.close() }
    XCTAssertEqual(window.photosPage.state, .shown)
    XCTAssertTrue(WidgetTree.labels(in: window.photosPage.empty).contains("No Photos"))
    XCTAssertEqual(window.photosPage.manager.memoryStorage.totalNumberOfItems, 0)
  }
}
