import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// A song's title edited in place on the Database page, with real keys (xdotool) in the
/// example's window: what the cell shows is read back from GTK's widgets, what was written is
/// read from the SQLite file with the `sqlite3` tool.
@MainActor
final class ExampleSongEditingTests: GtkTestCase {
  private let titles = ["Blue Moon", "Red Sky", "Blue Train", "Green Day"]

  private var file: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-songedit-\(getpid()).sqlite").path
  }

  private func removeFiles() {
    SongDatabase.pathOverride = nil
    for suffix in ["", "-wal", "-shm", ".columns.json"] { try? FileManager.default.removeItem(atPath: file + suffix) }
  }

  /// The example's window on a database of its own whose songs are `titles` (ids 1 to 4).
  private func open() throws -> ExampleWindow {
    try XCTSkipUnless(
      RealInput.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"),
      "xdotool, an X display and sqlite3 are needed")
    removeFiles()
    let rows = titles.enumerated().map { "(\($0.offset + 1), '\($0.element)', 0)" }
    _ = ExampleProcess.output(
      of: "/usr/bin/sqlite3",
      [
        file,
        "CREATE TABLE song (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL);"
          + "INSERT INTO song VALUES \(rows.joined(separator: ","));",
      ])
    SongDatabase.pathOverride = file
    return ExampleTestWindows.open(.database, applicationID: "org.gtklistkit.ExampleSongEditingTests")
  }

  private func title(ofSong id: Int) -> String {
    ExampleProcess.output(of: "/usr/bin/sqlite3", [file, "SELECT title FROM song WHERE id = \(id)"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func key(_ name: String, _ window: ExampleWindow) {
    RealInput.press(name, window: RealInput.x11WindowID(of: window.window))
    _ = GtkTestEnvironment.pump(timeout: 0.3) { false }
    GtkTestEnvironment.settle(window.window)
  }

  private func type(_ text: String, _ window: ExampleWindow) {
    RealInput.xdotool(["type", "--delay", "40", text])
    _ = GtkTestEnvironment.pump(timeout: 0.5) { false }
    GtkTestEnvironment.settle(window.window)
  }

  /// Runs GTK and Dispatch's main queue (where GRDB delivers) until `condition` or `seconds`.
  private func waitFor(_ seconds: Double, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(), Date() < deadline {
      GtkTestEnvironment.drain()
      try await Task.sleep(nanoseconds: 5_000_000)
    }
  }

  private func table(_ window: ExampleWindow) -> WidgetPointer {
    UnsafeMutablePointer<GtkWidget>(OpaquePointer(window.databasePage.manager.columnView.gtkWidgetPointer))
  }

  /// The shown titles, top to bottom.
  private func shownTitles(_ window: ExampleWindow) -> [String] {
    WidgetTree.visibleTableRows(of: table(window)).map { $0.first ?? "" }
  }

  /// The ids of the selected songs (the storage's identities: rowids).
  private func selectedSongs(_ window: ExampleWindow) -> [Int64] {
    let page = window.databasePage
    return page.manager.selectedIndexPaths.compactMap { page.storage?.identity(at: $0) as? Int64 }
  }

  /// The title cells (GtkEditableLabel) of the table.
  private func titleEditors(_ window: ExampleWindow) -> [WidgetPointer] {
    WidgetTree.descendants(of: table(window)).filter { WidgetTree.typeName($0) == "GtkEditableLabel" }
  }

  /// Opens the window and clicks the plays cell of the second song (Red Sky, id 2): selected
  /// and focused, not editing (a click on a title would start editing it).
  private func openOnRedSky() async throws -> ExampleWindow {
    let window = try open()
    try await waitFor(30) { shownTitles(window) == titles }
    XCTAssertEqual(shownTitles(window), titles)
    let list = try XCTUnwrap(WidgetTree.rowList(ofTable: table(window)))
    let row = try XCTUnwrap(
      WidgetTree.children(of: list).first { WidgetTree.texts(in: $0).contains("Red Sky") }, "Red Sky's row")
    let plays = try XCTUnwrap(
      WidgetTree.children(of: row).sorted {
        WidgetTree.bounds(of: $0, in: row).x < WidgetTree.bounds(of: $1, in: row).x
      }.dropFirst().first, "its plays cell")
    let frame = WidgetTree.bounds(of: plays, in: window.window)
    RealInput.click(
      window: RealInput.x11WindowID(of: window.window), x: Int(frame.x + frame.width / 2),
      y: Int(frame.y + frame.height / 2))
    GtkTestEnvironment.settle(window.window)
    try await waitFor(5) { selectedSongs(window) == [2] }
    XCTAssertEqual(selectedSongs(window), [2], "the click selected Red Sky")
    XCTAssertFalse(window.databasePage.manager.editing.isEditing, "a click on Plays does not edit")
    return window
  }

  /// The window on Red Sky, with F2 pressed (it starts editing the title).
  private func editingRedSky() async throws -> (ExampleWindow, DatabasePage) {
    let window = try await openOnRedSky()
    key("F2", window)
    return (window, window.databasePage)
  }

  func testF2EditsTheFocusedSongsTitleWritesItToSQLiteAndCtrlZUndoesIt() async throws {
    let (window, page) = try await editingRedSky()
    defer {
      window.close()
      removeFiles()
    }
    XCTAssertTrue(page.manager.editing.isEditing, "F2 started editing")
    XCTAssertEqual(page.manager.editing.editingCell?.columnID, "title")
    XCTAssertEqual(page.manager.editing.editingIndexPath, IndexPath(item: 1, section: 0), "Red Sky's title")
    XCTAssertTrue(window.focusIsInTextEntry, "the title's text field has the focus")
    type("Purple Rain", window)  // GTK selected the old title: typing replaces it
    key("Return", window)
    XCTAssertFalse(page.manager.editing.isEditing, "Enter committed")
    try await waitFor(10) { title(ofSong: 2) == "Purple Rain" }
    XCTAssertEqual(title(ofSong: 2), "Purple Rain", "the database row changed")
    XCTAssertEqual(title(ofSong: 1), "Blue Moon", "and no other")
    try await waitFor(10) { shownTitles(window) == ["Blue Moon", "Purple Rain", "Blue Train", "Green Day"] }
    XCTAssertEqual(shownTitles(window), ["Blue Moon", "Purple Rain", "Blue Train", "Green Day"], "the cell shows it")
    XCTAssertEqual(selectedSongs(window), [2], "the same song is still selected")
    let said = WidgetTree.labels(in: window.status.widget).first { $0.hasPrefix("Renamed") }
    XCTAssertEqual(said, "Renamed Song 2 to “Purple Rain”", "the status bar says so")

    // Ctrl+Z reaches the table's undo through the window's undo action.
    key("ctrl+z", window)
    try await waitFor(10) { title(ofSong: 2) == "Red Sky" }
    XCTAssertEqual(title(ofSong: 2), "Red Sky", "Ctrl+Z wrote the old title back")
    try await waitFor(10) { shownTitles(window) == titles }
    XCTAssertEqual(shownTitles(window), titles, "and the cell shows it")
    XCTAssertEqual(selectedSongs(window), [2], "still on the same song")
  }

  func testEscapeKeepsTheTitleAndAnEmptyTitleIsRefusedInTheCell() async throws {
    let (window, page) = try await editingRedSky()
    defer {
      window.close()
      removeFiles()
    }
    type("Nothing", window)
    key("Escape", window)
    XCTAssertFalse(page.manager.editing.isEditing, "Escape cancelled")
    _ = GtkTestEnvironment.pump(timeout: 0.5) { false }  // a write, had there been one, would land now
    XCTAssertEqual(shownTitles(window), titles, "the cell shows the old title")
    XCTAssertEqual(title(ofSong: 2), "Red Sky", "nothing was written")
    XCTAssertEqual(selectedSongs(window), [2])

    key("F2", window)
    XCTAssertTrue(page.manager.editing.isEditing)
    key("BackSpace", window)  // the selected title goes: empty
    key("Return", window)
    XCTAssertTrue(page.manager.editing.isEditing, "the empty title was refused: still editing")
    let refused = titleEditors(window).filter { gtk_widget_has_css_class($0, "error") != 0 }
    XCTAssertEqual(refused.count, 1, "one cell shows the error style")
    let tooltip = refused.first.flatMap { gtk_widget_get_tooltip_text($0) }.map { String(cString: $0) }
    XCTAssertEqual(tooltip, DatabasePage.emptyTitleMessage, "the cell says why")
    _ = GtkTestEnvironment.pump(timeout: 0.5) { false }
    XCTAssertEqual(title(ofSong: 2), "Red Sky", "nothing was written")
    key("Escape", window)
    XCTAssertFalse(page.manager.editing.isEditing)
    XCTAssertEqual(shownTitles(window), titles, "Escape shows the stored title again")
    XCTAssertTrue(titleEditors(window).allSatisfy { gtk_widget_has_css_class($0, "error") == 0 }, "no error left")
    XCTAssertEqual(title(ofSong: 2), "Red Sky")
    XCTAssertEqual(selectedSongs(window), [2])
  }
}
