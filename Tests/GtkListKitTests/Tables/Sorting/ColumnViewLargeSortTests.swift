import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A sort that moves more rows than the updater sends as moves reaches GTK as one replace
/// (every row removed and added but the focused and the top row, whose item objects GTK keeps),
/// and the table keeps what the moves kept: the selection, the
/// focused row (the keyboard goes on from it), the row at the top of the view.
@MainActor
final class ColumnViewLargeSortTests: GtkTestCase {
  private func songTable(_ count: Int) -> ColumnViewManager {
    let table = ColumnViewManager()
    for (id, text) in [("title", { (song: Song) in song.title }), ("plays", { "\($0.plays)" }), ("id", { "\($0.id)" })]
    {
      table.addColumn(id, title: id) { column in
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show(text(song)) }
        if id == "plays" { column.sortable(by: \Song.plays) }
      }
    }
    table.memoryStorage.setItems(makeSongs(count))
    return table
  }

  private func song(at item: Int, of table: ColumnViewManager) -> Song? {
    table.memoryStorage.item(at: IndexPath(item: item, section: 0)) as? Song
  }

  /// The ids the rows on screen show, top first.
  private func shownIDs(_ table: ColumnViewManager) -> [String] {
    WidgetTree.visibleTableRows(of: table.columnView).compactMap(\.last)
  }

  /// The texts of the table row that holds the keyboard focus (GTK 4.8 focuses the row, 4.12+
  /// may focus a cell in it).
  private func focusedRowTexts(_ table: ColumnViewManager) -> [String]? {
    guard let root = gtk_widget_get_root(table.columnView.ptr), var widget = gtk_root_get_focus(root) else {
      return nil
    }
    while WidgetTree.texts(in: widget).count < 3 {
      guard let parent = gtk_widget_get_parent(widget) else { return nil }
      widget = parent
    }
    return WidgetTree.texts(in: widget)
  }

  func testSortingManyRowsKeepsTheSelectionTheFocusedRowAndTheTopRow() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = songTable(30_000)
    let window = TestWindow(width: 600, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    table.scroll(to: IndexPath(item: 5_000, section: 0), at: .top)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { self.shownIDs(table).first == "5000" }, "\(shownIDs(table))")
    GtkTestEnvironment.settle(window)
    // A real click on the top row's id cell selects and focuses it.
    let clicked = try XCTUnwrap(shownIDs(table).first)
    let label = try XCTUnwrap(
      WidgetTree.descendants(of: table.columnView).first {
        WidgetTree.typeName($0) == "GtkLabel" && WidgetTree.labels(in: $0) == [clicked]
          && gtk_widget_get_mapped($0) != 0
      })
    let point = try XCTUnwrap(window.point(ofCenterOf: label))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.selectedIndexPaths.first.flatMap { song(at: $0.item, of: table) }.map { "\($0.id)" }, clicked)
    XCTAssertEqual(focusedRowTexts(table)?.last, clicked)
    let top = try XCTUnwrap(shownIDs(table).first)
    let emissions = table.statistics.itemsChangedEmissions

    let focusedWidget = gtk_root_get_focus(gtk_widget_get_root(table.columnView.ptr))
    table.sortOrder = [ColumnSort("plays")]
    // GTK never saw the focused song's row removed: the focus is where it was before any frame
    // (nothing waits for frames, so a busy machine cannot lose it).
    XCTAssertEqual(gtk_root_get_focus(gtk_widget_get_root(table.columnView.ptr)), focusedWidget, "focus kept at once")
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { self.shownIDs(table).first == top }, "\(shownIDs(table))")
    GtkTestEnvironment.settle(window)
    // One replace that keeps the focused and the top row's item objects: the rows around them
    // removed, then the new rows added around them (at most three runs each).
    XCTAssertLessThanOrEqual(table.statistics.itemsChangedEmissions - emissions, 6, "one replace around two rows")
    XCTAssertEqual(shownIDs(table).first, top, "the top row stays at the top")
    let selected = try XCTUnwrap(table.selectedIndexPaths.first)
    XCTAssertEqual(table.selectedIndexPaths.count, 1)
    XCTAssertEqual(song(at: selected.item, of: table).map { "\($0.id)" }, clicked, "the selection stays with its song")
    XCTAssertEqual(focusedRowTexts(table)?.last, clicked, "so does the focus")

    // The keyboard goes on from the focused song, at its new place.
    XCTAssertTrue(RealInput.press("Down", window: window.x11WindowID))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: selected.item + 1, section: 0)])
  }

  func testSortingManyRowsAtTheTopShowsTheFirstSortedRows() async throws {
    let table = songTable(30_000)
    let window = TestWindow(width: 600, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    table.sortOrder = [ColumnSort("plays", ascending: false)]
    GtkTestEnvironment.settle(window)
    let expected = (0..<5).compactMap { song(at: $0, of: table) }.map { "\($0.id)" }
    XCTAssertEqual(Array(shownIDs(table).prefix(5)), expected)
    XCTAssertEqual(song(at: 0, of: table)?.plays, 10)
  }

  /// At its very top with the keyboard focus on its first row, a sorted table shows the first
  /// sorted rows, the focus stays with its song (now far below), and GTK makes one screen of
  /// rows: not a second one around the focused row's new place.
  func testSortingAtTheTopKeepsTheFocusAndMakesOneScreenOfRows() async throws {
    let table = songTable(30_000)
    let window = TestWindow(width: 600, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    let firstScreen = table.statistics.binds
    XCTAssertGreaterThan(firstScreen, 0)
    XCTAssertNotEqual(gtk_widget_grab_focus(table.columnView.ptr), 0)
    GtkTestEnvironment.settle(window)
    let focusedID = try XCTUnwrap(focusedRowTexts(table)?.last)
    XCTAssertEqual(focusedID, shownIDs(table).first, "the first row has the focus")
    let binds = table.statistics.binds

    table.sortOrder = [ColumnSort("plays", ascending: false)]
    GtkTestEnvironment.settle(window)
    let expected = (0..<5).compactMap { song(at: $0, of: table) }.map { "\($0.id)" }
    XCTAssertEqual(Array(shownIDs(table).prefix(5)), expected, "the first sorted rows are shown")
    XCTAssertEqual(focusedRowTexts(table)?.last, focusedID, "the focus stays with its song")
    XCTAssertFalse(expected.contains(focusedID), "the focused song moved away from the top")
    // The first screen's rows and a few around the kept one: not a second screen.
    XCTAssertLessThan(table.statistics.binds - binds, firstScreen + firstScreen / 4, "one screen of rows made")
  }

  private final class Track {
    let name: String
    let length: Double
    init(_ name: String, _ length: Double) {
      self.name = name
      self.length = length
    }
  }

  func testKeyPathSortsReadStructFieldsClassPropertiesAndMixedSectionsAlike() async throws {
    let table = ColumnViewManager()
    table.addColumn("key", title: "Key") { column in
      column.register(SongFieldCell.self, for: Track.self) { cell, track, _ in cell.show(track.name) }
      column.sortable(by: \Track.length)  // a class: no field offset, the key path is applied
    }
    table.addColumn("title", title: "Title") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show(song.title) }
      column.sortable(by: \Song.title)  // a struct's stored String: read in place
    }
    table.memoryStorage.setItems([Track("b", 2.5), Track("a", 1), Track("c", 3)])
    table.memoryStorage.setItems([Song(id: 1, title: "y", plays: 0), Song(id: 2, title: "x", plays: 0)], forSection: 1)
    table.sortOrder = [ColumnSort("key", ascending: false)]
    XCTAssertEqual((table.memoryStorage.items(inSection: 0) as? [Track])?.map(\.name), ["c", "b", "a"])
    table.sortOrder = [ColumnSort("title")]
    XCTAssertEqual((table.memoryStorage.items(inSection: 1) as? [Song])?.map(\.id), [2, 1])
    // A section of mixed types is read boxed: the other type's items come last, in their order.
    table.memoryStorage.setItems(
      [Song(id: 3, title: "z", plays: 0), Track("t", 0), Song(id: 4, title: "w", plays: 0)] as [Any])
    table.sortOrder = [ColumnSort("title", ascending: true)]
    XCTAssertEqual(
      (table.memoryStorage.items(inSection: 0) ?? []).map { ($0 as? Song).map { "\($0.id)" } ?? "track" },
      ["4", "3", "track"])
  }
}
