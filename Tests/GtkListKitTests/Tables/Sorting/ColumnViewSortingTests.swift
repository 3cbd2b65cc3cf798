import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Sorting a table: header clicks (real pointer events) and `sortOrder` sort the storage; the
/// headers show the sort; the selection stays with its item.
@MainActor
final class ColumnViewSortingTests: GtkTestCase {
  private func songTable(_ songs: [Song]) -> ColumnViewManager {
    let table = ColumnViewManager()
    table.addColumn("title", title: "Title") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show(song.title) }
      column.sortable(by: \Song.title)
    }
    table.addColumn("plays", title: "Plays") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(song.plays)") }
      column.sortable(by: \Song.plays)
    }
    table.addColumn("id", title: "Id") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(song.id)") }
    }
    table.memoryStorage.setItems(songs)
    return table
  }

  private func storedSongs(_ table: ColumnViewManager) -> [Song] {
    (table.memoryStorage.items(inSection: 0) ?? []).compactMap { $0 as? Song }
  }

  private func clickHeader(_ index: Int, of table: ColumnViewManager, in window: TestWindow) throws {
    let headers = WidgetTree.headerWidgets(ofTable: table.columnView)
    let header = try XCTUnwrap(headers.count > index ? headers[index] : nil, "\(headers.count) headers")
    let point = try XCTUnwrap(window.point(ofCenterOf: header))
    // Past the double-click time: GTK takes a second click within it as a double click.
    let start = Date()
    _ = GtkTestEnvironment.pump(timeout: 1) { Date().timeIntervalSince(start) > 0.6 }
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y))
  }

  func testHeaderClicksSortTheStorageBothWaysAndKeepTheSelection() async throws {
    let songs = makeSongs(40)
    let table = songTable(songs)
    var reported: [[ColumnSort]] = []
    table.sortDidChange { reported.append($0) }
    let window = TestWindow(width: 600, height: 500, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(table.select(IndexPath(item: 7, section: 0)))

    try clickHeader(1, of: table, in: window)
    XCTAssertTrue(GtkTestEnvironment.pump { reported.count == 1 }, "\(reported)")
    XCTAssertEqual(table.sortOrder, [ColumnSort("plays")])
    // Ties keep the order they had (stable): the ids break them here.
    let byPlays = songs.enumerated().sorted { ($0.element.plays, $0.offset) < ($1.element.plays, $1.offset) }
      .map(\.element)
    XCTAssertEqual(storedSongs(table).map(\.id), byPlays.map(\.id))
    GtkTestEnvironment.settle(window)
    let shown = WidgetTree.visibleTableRows(of: table.columnView)
    XCTAssertEqual(shown.first, [byPlays[0].title, "\(byPlays[0].plays)", "\(byPlays[0].id)"])
    XCTAssertEqual(table.selectedModels.compactMap { ($0 as? Song)?.id }, [7], "the selection follows its item")

    try clickHeader(1, of: table, in: window)
    XCTAssertTrue(GtkTestEnvironment.pump { reported.count == 2 })
    XCTAssertEqual(table.sortOrder, [ColumnSort("plays", ascending: false)])
    XCTAssertEqual(storedSongs(table).map(\.plays), songs.map(\.plays).sorted(by: >))
    XCTAssertEqual(table.selectedModels.compactMap { ($0 as? Song)?.id }, [7])

    // Another header: its key is primary, the previous one breaks ties.
    try clickHeader(0, of: table, in: window)
    XCTAssertTrue(GtkTestEnvironment.pump { reported.count == 3 })
    XCTAssertEqual(table.sortOrder, [ColumnSort("title"), ColumnSort("plays", ascending: false)])
    XCTAssertEqual(storedSongs(table).map(\.title), songs.map(\.title).sorted())
    XCTAssertEqual(table.core.host.readSort()?.tag, table.column("title")?.index, "the title header shows the arrow")
  }

  func testSortOrderAssignmentMovesTheArrowAndSortsWithoutAHeaderClick() async throws {
    let songs = makeSongs(30)
    let table = songTable(songs)
    let window = TestWindow(width: 600, height: 500, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)

    table.sortOrder = [ColumnSort("plays", ascending: false)]
    XCTAssertEqual(storedSongs(table).map(\.plays), songs.map(\.plays).sorted(by: >))
    let plays = try XCTUnwrap(table.core.host.readSort())
    XCTAssertEqual(plays.tag, table.column("plays")?.index)
    XCTAssertTrue(plays.descending)

    table.sortOrder = [ColumnSort("title")]
    XCTAssertEqual(storedSongs(table).map(\.title), songs.map(\.title).sorted())
    let title = try XCTUnwrap(table.core.host.readSort())
    XCTAssertEqual(title.tag, table.column("title")?.index)
    XCTAssertFalse(title.descending)
    XCTAssertEqual(table.sortOrder, [ColumnSort("title")], "an assignment is taken as given")

    table.sortOrder = []
    XCTAssertNil(table.core.host.readSort(), "no arrow")
    XCTAssertEqual(storedSongs(table).map(\.title), songs.map(\.title).sorted(), "unsorting keeps the order")
  }

  func testAColumnWithoutASortKeyHasNoClickableHeader() async throws {
    let table = songTable(makeSongs(10))
    let window = TestWindow(width: 600, height: 500, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.columns.map(\.isSortable), [true, true, false])
    try clickHeader(2, of: table, in: window)
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.sortOrder, [])
    XCTAssertEqual(storedSongs(table).map(\.id), Array(0..<10))
  }
}
