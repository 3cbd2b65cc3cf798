import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A memory storage's filter in a real table: GTK shows the matching rows, the selected song
/// stays selected (by identity) through the filter and its removal, events count shown rows.
@MainActor
final class MemoryFilterWindowTests: GtkTestCase {
  private func table(_ songs: [Song]) -> ColumnViewManager {
    let table = ColumnViewManager()
    table.addColumn("title", title: "Title") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show(song.title) }
      column.sortable(by: \Song.title)
    }
    table.addColumn("id", title: "Id") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(song.id)") }
    }
    table.memoryStorage.setItems(songs)
    return table
  }

  private func shownIDs(_ table: ColumnViewManager) -> [String] {
    WidgetTree.visibleTableRows(of: table.columnView).compactMap(\.last)
  }

  private func selectedIDs(_ table: ColumnViewManager) -> [Int] {
    table.selectedModels.compactMap { ($0 as? Song)?.id }
  }

  func testFilteringShowsMatchesAndKeepsTheSelectionByIdentity() async throws {
    let songs = (0..<30).map { Song(id: $0, title: $0.isMultiple(of: 3) ? "Love \($0)" : "Song \($0)", plays: 0) }
    let table = table(songs)
    let window = TestWindow(width: 500, height: 700, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(table.select(IndexPath(item: 9, section: 0)))
    let emissions = table.statistics.itemsChangedEmissions

    table.memoryStorage.setFilter { ($0 as? Song)?.title.hasPrefix("Love") ?? false }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(shownIDs(table), ["0", "3", "6", "9", "12", "15", "18", "21", "24", "27"])
    XCTAssertEqual(selectedIDs(table), [9], "the selected song matches: still selected")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 3, section: 0)], "index paths count shown rows")
    XCTAssertGreaterThan(table.statistics.itemsChangedEmissions, emissions)

    // Sorted while filtered, then an insert that matches: it lands at its sorted place.
    table.sortOrder = [ColumnSort("title", ascending: false)]
    table.memoryStorage.addItem(Song(id: 100, title: "Love 10", plays: 0))
    table.memoryStorage.addItem(Song(id: 101, title: "Song 99", plays: 0))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(shownIDs(table), ["27", "24", "21", "18", "15", "12", "100", "9", "6", "3", "0"])
    XCTAssertEqual(selectedIDs(table), [9])

    table.memoryStorage.removeFilter()
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.memoryStorage.totalNumberOfItems, 32)
    XCTAssertEqual(selectedIDs(table), [9], "still the same song")
    let titles = (table.memoryStorage.items(inSection: 0) ?? []).compactMap { ($0 as? Song)?.title }
    XCTAssertEqual(titles.first, "Song 99", "every row back in the kept (descending, natural) order")
    XCTAssertEqual(Array(shownIDs(table).prefix(2)), ["101", "29"])
  }
}
