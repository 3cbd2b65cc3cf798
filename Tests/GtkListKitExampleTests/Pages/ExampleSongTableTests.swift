import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// What a person found on the Database page's table, read back from GTK: long titles end in an
/// ellipsis at 400 px, the header titles keep 4.5:1 contrast in both styles (measured by
/// scripts/contrast.py on a rendering of the table), and without a database the page offers
/// nothing it cannot do.
@MainActor
final class ExampleSongTableTests: GtkTestCase {
  private var file: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-songtable-\(getpid()).sqlite").path
  }

  private func removeFiles() {
    SongDatabase.pathOverride = nil
    for suffix in ["", "-wal", "-shm", ".columns.json"] { try? FileManager.default.removeItem(atPath: file + suffix) }
  }

  /// A Database page on a small database of its own whose songs are `titles` (ids from 999,998).
  private func page(titles: [String], width: Int) throws -> (DatabasePage, TestWindow) {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "sqlite3 is needed")
    for suffix in ["", "-wal", "-shm", ".columns.json"] { try? FileManager.default.removeItem(atPath: file + suffix) }
    let rows = titles.enumerated().map { "(\(999_998 + $0.offset), '\($0.element)', \($0.offset * 1000))" }
    let sql =
      "CREATE TABLE song (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL);"
      + "INSERT INTO song VALUES \(rows.joined(separator: ","));"
    _ = ExampleProcess.output(of: "/usr/bin/sqlite3", [file, sql])
    SongDatabase.pathOverride = file
    Stylesheet.install()  // the example's CSS, as its window installs it
    let status = StatusBar()
    status.showPage(.database)  // its messages show, as when the page is picked
    let page = DatabasePage(status: status)
    let window = TestWindow(width: width, height: 300, child: page.widget)
    page.open()
    return (page, window)
  }

  private func waitFor(_ seconds: Double, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(), Date() < deadline {
      GtkTestEnvironment.drain()
      try await Task.sleep(nanoseconds: 5_000_000)
    }
  }

  func testAt400PixelsALongTitleEndsInAnEllipsisAndTheColumnsFit() async throws {
    let (page, window) = try page(titles: ["Song 999998", "Song 999999", "Song 1000000"], width: 400)
    defer {
      window.close()
      removeFiles()
    }
    try await waitFor(10) { WidgetTree.visibleTableRows(of: page.manager.columnView).count == 3 }
    GtkTestEnvironment.settle(window)
    let rows = WidgetTree.visibleTableRows(of: page.manager.columnView)
    XCTAssertEqual(rows.last?.first, "Song 1000000")
    let view = page.manager.columnView.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    // The title is edited in place: GtkListKit's editable label, whose label shows the title.
    let title = try XCTUnwrap(
      WidgetTree.descendants(of: view).first {
        WidgetTree.typeName($0) == "GtkLabel" && WidgetTree.texts(in: $0) == ["Song 1000000"]
          && gtk_widget_get_mapped($0) != 0
      })
    XCTAssertEqual(gtk_label_get_ellipsize(cgtk_label(title)), PANGO_ELLIPSIZE_END)
    // What GTK does with the text at the width it allocated: the label's own font, laid out as
    // it lays it out, is ellipsized there (the whole text is wider than the column).
    let width = Int(gtk_widget_get_width(title))
    let layout = gtk_widget_create_pango_layout(title, "Song 1000000")!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var full = PangoRectangle(), ink = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &ink, &full)
    XCTAssertLessThan(width, Int(full.width), "the column is narrower than the title")
    XCTAssertGreaterThan(width, 0)
    pango_layout_set_width(layout, Int32(width) * PANGO_SCALE)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    XCTAssertNotEqual(pango_layout_is_ellipsized(layout), 0, "it reads \"Song 10…\", not \"Song 10000\"")
    // The columns fit the window: the expanding title column gave way, no sideways scrolling.
    let headers = WidgetTree.headerWidgets(ofTable: page.manager.columnView)
    let right = headers.map { WidgetTree.bounds(of: $0, in: page.manager.columnView) }.map { $0.x + $0.width }.max()
    XCTAssertLessThanOrEqual(right ?? .infinity, Double(gtk_widget_get_width(view)) + 0.5, "\(headers.count) headers")
  }

  func testHeaderTitlesKeepFourAndAHalfToOneInLightAndDarkStyle() async throws {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is needed")
    let (page, window) = try page(titles: ["Song 999998", "Song 999999"], width: 700)
    defer {
      window.close()
      ExampleWindow.setDarkStyle(nil)
      removeFiles()
    }
    try await waitFor(10) { WidgetTree.visibleTableRows(of: page.manager.columnView).count == 2 }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../scripts/contrast.py"
    ).standardized.path
    for dark in [false, true] {
      ExampleWindow.setDarkStyle(dark)
      GtkTestEnvironment.settle(window)
      let png = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gtklistkit-headers-\(getpid())-\(dark).png"
      ).path
      defer { try? FileManager.default.removeItem(atPath: png) }
      try WidgetSnapshot.save(page.manager.columnView, to: png)
      for header in WidgetTree.headerWidgets(ofTable: page.manager.columnView) {
        let frame = WidgetTree.bounds(of: header, in: page.manager.columnView)
        let region = [frame.x + 4, frame.y + 2, min(frame.width - 8, 80), frame.height - 4].map { String(Int($0)) }
        let output = ExampleProcess.output(of: "/usr/bin/python3", [script, png] + region)
        let ratio = Double(output.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        let name = WidgetTree.labels(in: header).first ?? "?"
        XCTAssertGreaterThanOrEqual(ratio ?? 0, 4.5, "\(name) header, \(dark ? "dark" : "light"): \(output)")
      }
    }
  }

  func testTheSearchCountsMatchesInSQLiteAndSelectsThemInTheTablesOrder() async throws {
    let (page, window) = try page(titles: ["Blue Moon", "Red Sky", "Blue Train", "Green Day"], width: 600)
    defer {
      window.close()
      removeFiles()
    }
    try await waitFor(10) { WidgetTree.visibleTableRows(of: page.manager.columnView).count == 4 }
    page.search.start()
    XCTAssertNotEqual(gtk_search_bar_get_search_mode(OpaquePointer(page.search.bar)), 0, "the bar is shown")
    gtk_editable_set_text(OpaquePointer(page.search.entry), "blue")
    try await waitFor(10) { WidgetTree.labels(in: page.search.count) == ["2 matches"] }
    XCTAssertEqual(WidgetTree.labels(in: page.search.count), ["2 matches"])
    try await waitFor(5) { page.manager.selectedIndexPaths == [IndexPath(item: 0, section: 0)] }
    XCTAssertEqual(page.manager.selectedIndexPaths, [IndexPath(item: 0, section: 0)], "Blue Moon")
    page.search.selectNext()  // what Enter and Ctrl+G run (the key itself is not sent here)
    XCTAssertEqual(page.manager.selectedIndexPaths, [IndexPath(item: 2, section: 0)], "Enter: Blue Train")
    page.search.selectNext()  // what Enter and Ctrl+G run (the key itself is not sent here)
    XCTAssertEqual(page.manager.selectedIndexPaths, [IndexPath(item: 0, section: 0)], "and around again")
    gtk_editable_set_text(OpaquePointer(page.search.entry), "purple")
    try await waitFor(10) { WidgetTree.labels(in: page.search.count) == ["No matches"] }
    XCTAssertEqual(WidgetTree.labels(in: page.search.count), ["No matches"])
  }

  /// Only matches: SQLite filters the table off the main thread; the selected match stays
  /// selected through the filter and back.
  func testOnlyMatchesShowsTheMatchingSongsAndKeepsTheSelectedOne() async throws {
    let (page, window) = try page(titles: ["Blue Moon", "Red Sky", "Blue Train", "Green Day"], width: 600)
    defer {
      window.close()
      removeFiles()
    }
    let titles = { WidgetTree.visibleTableRows(of: page.manager.columnView).map { $0.first ?? "" } }
    let selected = {
      let shown = titles()
      return page.manager.selectedIndexPaths.compactMap { shown.indices.contains($0.item) ? shown[$0.item] : nil }
    }
    try await waitFor(10) { titles().count == 4 }
    page.search.start()
    gtk_editable_set_text(OpaquePointer(page.search.entry), "blue")
    try await waitFor(10) { WidgetTree.labels(in: page.search.count) == ["2 matches"] }
    try await waitFor(5) { selected() == ["Blue Moon"] }
    page.search.selectNext()
    XCTAssertEqual(selected(), ["Blue Train"])
    page.search.showsOnlyMatches = true  // what a click on Only matches does
    try await waitFor(10) { titles() == ["Blue Moon", "Blue Train"] }
    XCTAssertEqual(titles(), ["Blue Moon", "Blue Train"], "only the matches")
    XCTAssertEqual(selected(), ["Blue Train"], "the selected match stayed selected")
    // The status bar names the filter, not a sort, once its rows show.
    let status = { WidgetTree.labels(in: page.status.widget) }
    try await waitFor(5) { status().contains("2 songs with “blue” in the title") }
    XCTAssertTrue(status().contains("2 songs with “blue” in the title"), "status: \(status())")
    gtk_editable_set_text(OpaquePointer(page.search.entry), "train")
    try await waitFor(10) { titles() == ["Blue Train"] }
    XCTAssertEqual(titles(), ["Blue Train"], "a new text filters again")
    gtk_search_bar_set_search_mode(OpaquePointer(page.search.bar), 0)  // what Escape does
    try await waitFor(10) { titles().count == 4 }
    XCTAssertEqual(titles(), ["Blue Moon", "Red Sky", "Blue Train", "Green Day"], "closing the bar shows every song")
    XCTAssertFalse(page.search.showsOnlyMatches, "closing the bar turned Only matches off")
    try await waitFor(5) { status().contains("Every song again") }
    XCTAssertTrue(status().contains("Every song again"), "status: \(status())")
    XCTAssertEqual(selected(), ["Blue Train"], "and the selection is still Blue Train")
  }

  func testWithoutADatabaseThePageOffersNoPlayNorLiveAndSaysWhatIsThere() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-nodb-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      SongDatabase.pathOverride = nil
    }
    SongDatabase.pathOverride = folder  // a folder: the page refuses it
    let window = ExampleTestWindows.open(.database, applicationID: "org.gtklistkit.SongTableTests")
    defer { window.close() }
    let page = window.databasePage
    // The database opens off the main thread: the page says why once it tried.
    try await waitFor(10) { WidgetTree.labels(in: window.status.widget).contains { $0.contains("is a folder") } }
    GtkTestEnvironment.settle(window.window)
    let shown = WidgetTree.descendants(of: page.widget).filter { gtk_widget_is_drawable($0) != 0 }
    let buttons = shown.filter { WidgetTree.typeName($0) == "GtkButton" }.flatMap { WidgetTree.labels(in: $0) }
    XCTAssertFalse(buttons.contains("Play selected"), "\(buttons)")
    XCTAssertFalse(buttons.contains("Live"), "\(buttons)")
    let bar = WidgetTree.labels(in: window.status.widget)
    XCTAssertFalse(bar.contains { $0.contains("A live SQLite table") }, "\(bar)")
    XCTAssertTrue(bar.contains("No songs to show: the page explains why"), "\(bar)")
    XCTAssertTrue(bar.contains { $0.contains("is a folder, not a database") }, "\(bar)")
  }
}
