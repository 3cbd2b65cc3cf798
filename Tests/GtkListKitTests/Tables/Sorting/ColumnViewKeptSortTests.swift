import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A table's sort stays: later sets, inserts and replacements land at their sorted place in
/// the rows GTK shows, ties fall to the next key, the selection and the top row stay with
/// their items, and a move by hand that breaks the order clears the arrow.
@MainActor
final class ColumnViewKeptSortTests: GtkTestCase {
  private func songTable(_ songs: [Song]) -> ColumnViewManager {
    let table = ColumnViewManager()
    for (id, text) in [("title", { (song: Song) in song.title }), ("plays", { "\($0.plays)" }), ("id", { "\($0.id)" })]
    {
      table.addColumn(id, title: id) { column in
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show(text(song)) }
        if id == "plays" { column.sortable(by: \Song.plays) }
        if id == "title" { column.sortable(by: \Song.title) }
      }
    }
    table.memoryStorage.setItems(songs)
    return table
  }

  /// The (title, plays, id) of each row GTK shows, top first.
  private func shown(_ table: ColumnViewManager) -> [[String]] { WidgetTree.visibleTableRows(of: table.columnView) }

  private func selectedIDs(_ table: ColumnViewManager) -> [Int] {
    table.selectedModels.compactMap { ($0 as? Song)?.id }
  }

  /// The texts of the row that holds the keyboard focus (GTK 4.8 focuses the row, 4.12+ a cell).
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

  private func open(_ table: ColumnViewManager, height: Int = 600) -> TestWindow {
    let window = TestWindow(width: 600, height: height, child: table.widget)
    GtkTestEnvironment.settle(window)
    return window
  }

  func testDuplicatePrimaryKeysAreOrderedByTheSecondaryKeyThroughLaterChanges() async throws {
    // Plays repeat (0, 1, 2); titles break the ties.
    let songs = [
      Song(id: 1, title: "d", plays: 1), Song(id: 2, title: "b", plays: 0), Song(id: 3, title: "c", plays: 1),
      Song(id: 4, title: "a", plays: 1), Song(id: 5, title: "e", plays: 0),
    ]
    let table = songTable(songs)
    let window = open(table)
    defer { window.close() }
    table.sortOrder = [ColumnSort("plays", ascending: false), ColumnSort("title")]
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(shown(table).map(\.[0]), ["a", "c", "d", "b", "e"])

    // Set again in another order, plus one more tie: the same rule, not the given order.
    table.memoryStorage.setItems(songs.reversed() + [Song(id: 6, title: "bb", plays: 1)])
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(shown(table).map(\.[0]), ["a", "bb", "c", "d", "b", "e"])
    XCTAssertEqual(table.sortOrder, [ColumnSort("plays", ascending: false), ColumnSort("title")])
  }

  func testInsertsAndUpdatesLandAtTheirPlaceAndTheSelectionStaysWithItsSong() async throws {
    let table = songTable(makeSongs(40))
    let window = open(table)
    defer { window.close() }
    table.sortOrder = [ColumnSort("title")]
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(table.select(IndexPath(item: 3, section: 0)))
    let selected = selectedIDs(table)
    let emissions = table.statistics.itemsChangedEmissions

    table.memoryStorage.addItem(Song(id: 100, title: "t00000a", plays: 0))
    try table.memoryStorage.insertItem(Song(id: 101, title: "a first", plays: 0), to: IndexPath(item: 30, section: 0))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(shown(table).first?[2], "101", "sorted first whatever index it was given")
    XCTAssertEqual(shown(table).dropFirst(2).first?[2], "100", "after t00000 (song 0)")
    XCTAssertEqual(selectedIDs(table), selected, "the selection follows its song")
    XCTAssertGreaterThan(table.statistics.itemsChangedEmissions, emissions, "splices, not a reload")

    // An edit that changes the key moves the row; the selection goes with it.
    let index = try XCTUnwrap(table.selectedIndexPaths.first)
    var song = try XCTUnwrap(table.memoryStorage.item(at: index) as? Song)
    song.title = "zzz"
    try table.memoryStorage.replaceItem(at: index, with: song)
    GtkTestEnvironment.settle(window)
    let titles = (table.memoryStorage.items(inSection: 0) ?? []).compactMap { ($0 as? Song)?.title }
    XCTAssertEqual(titles.last, "zzz")
    XCTAssertEqual(selectedIDs(table), selected)
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: titles.count - 1, section: 0)])
  }

  func testAMoveByHandOutOfOrderClearsTheArrow() async throws {
    let table = songTable(makeSongs(10))
    var reported: [[ColumnSort]] = []
    table.sortDidChange { reported.append($0) }
    let window = open(table)
    defer { window.close() }
    table.sortOrder = [ColumnSort("plays")]
    XCTAssertNotNil(table.core.host.readSort())
    table.memoryStorage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 0))
    GtkTestEnvironment.settle(window)
    XCTAssertNil(table.core.host.readSort(), "no arrow over rows that are not in its order")
    XCTAssertEqual(table.sortOrder, [])
    XCTAssertEqual(reported.last, [])
    XCTAssertFalse(table.memoryStorage.keepsSorted)

    // The app's own kept sort replaces the table's: its arrow goes too.
    table.sortOrder = [ColumnSort("plays")]
    table.memoryStorage.keepSorted { ($0 as! Song).id > ($1 as! Song).id }
    GtkTestEnvironment.settle(window)
    XCTAssertNil(table.core.host.readSort())
    XCTAssertEqual(shown(table).first?[2], "9")
  }

  func testTheTopRowStaysThroughSortsAndASelectedRowKeepsItsPlaceAndFocus() async throws {
    let table = songTable(makeSongs(3_000))
    let window = open(table, height: 400)
    defer { window.close() }
    table.scroll(to: IndexPath(item: 1_200, section: 0), at: .top)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { self.shown(table).first?[2] == "1200" }, "\(shown(table))")
    GtkTestEnvironment.settle(window)
    let top = try XCTUnwrap(shown(table).first?[2])
    for order in [[ColumnSort("plays")], [ColumnSort("title", ascending: false)], []] {
      table.sortOrder = order
      XCTAssertTrue(
        GtkTestEnvironment.pump(timeout: 3) { self.shown(table).first?[2] == top },
        "\(order): \(shown(table).first ?? [])")
      GtkTestEnvironment.settle(window)
      XCTAssertEqual(shown(table).first?[2], top, "\(order): the top row stays on top")
    }

    // A selected row on screen is what stays (as file managers keep the selection in view): at
    // its place on screen, selected and focused. A real click on the third row selects it.
    let clicked = try XCTUnwrap(shown(table).dropFirst(2).first?[2])
    let label = try XCTUnwrap(
      WidgetTree.descendants(of: table.columnView).first {
        WidgetTree.typeName($0) == "GtkLabel" && WidgetTree.labels(in: $0) == [clicked]
          && gtk_widget_get_mapped($0) != 0
      })
    let point = try XCTUnwrap(window.point(ofCenterOf: label))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(selectedIDs(table).map(String.init), [clicked])
    for order in [[ColumnSort("plays", ascending: false)], [ColumnSort("title")]] {
      table.sortOrder = order
      XCTAssertTrue(
        GtkTestEnvironment.pump(timeout: 3) { self.shown(table).dropFirst(2).first?[2] == clicked },
        "\(order): \(shown(table).prefix(3))")
      GtkTestEnvironment.settle(window)
      XCTAssertEqual(selectedIDs(table).map(String.init), [clicked], "\(order)")
      XCTAssertEqual(focusedRowTexts(table)?.last, clicked, "\(order): the focus stays with its song")
    }
  }

  func testTextColumnsSortInNaturalOrderUnlessAskedForPlain() async throws {
    let titles = ["Song 10", "Song 2", "Song 1", "Song 100", "Song 9"]
    let table = songTable(titles.enumerated().map { Song(id: $0.offset, title: $0.element, plays: 0) })
    table.addColumn("plain", title: "Plain") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show(song.title) }
      column.sortable(by: \Song.title, textOrder: .plain)
    }
    let window = open(table)
    defer { window.close() }
    table.sortOrder = [ColumnSort("title")]
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(shown(table).map(\.[0]), ["Song 1", "Song 2", "Song 9", "Song 10", "Song 100"])
    table.sortOrder = [ColumnSort("plain")]
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(shown(table).map(\.[0]), ["Song 1", "Song 10", "Song 100", "Song 2", "Song 9"])
  }
}
