import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Row animations in a table: every cell of an inserted or moved row takes the class, and a
/// deleted row leaves as images of its cells.
@MainActor
final class ColumnViewAnimationTests: GtkTestCase {
  private func table(_ configure: (ViewUpdater) -> Void) -> (ColumnViewManager, TestWindow) {
    let table = ColumnViewManager()
    for name in ["a", "b", "c"] {
      table.addColumn(name, title: name) { column in
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(name) \(song.id)") }
      }
    }
    configure(table.updater)
    table.memoryStorage.setItems(makeSongs(20))
    let window = TestWindow(width: 500, height: 500, child: table.widget)
    GtkTestEnvironment.settle(window.widget)
    return (table, window)
  }

  /// Per column, whether GTK's cell of the item's row has `cssClass`.
  private func cellsHave(_ cssClass: String, item: Int, in table: ColumnViewManager) -> [Bool] {
    table.core.rows.cells(at: item).sorted { $0.column < $1.column }.map { cell in
      cell.rowWidget.map { gtk_widget_has_css_class($0, cssClass) != 0 } ?? false
    }
  }

  func testEveryCellOfAnInsertedRowSlidesInAndOfAMovedRowHighlights() async throws {
    let (table, window) = table {
      $0.insertAnimation = .slide
      $0.moveAnimation = .highlight
    }
    defer { window.close() }
    try table.memoryStorage.insertItem(Song(id: 100, title: "new", plays: 0), to: IndexPath(item: 2, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(cellsHave("gtklistkit-slide-in", item: 2, in: table), [true, true, true])
    XCTAssertEqual(cellsHave("gtklistkit-slide-in", item: 3, in: table), [false, false, false])
    table.memoryStorage.moveItem(at: IndexPath(item: 10, section: 0), to: IndexPath(item: 5, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(cellsHave("gtklistkit-highlight", item: 5, in: table), [true, true, true])
    XCTAssertTrue(
      GtkTestEnvironment.pump(timeout: 2) {
        self.cellsHave("gtklistkit-highlight", item: 5, in: table) == [false, false, false]
      },
      "classes come off after the animation")
  }

  func testADeletedRowLeavesAsImagesOfItsCells() async throws {
    let (table, window) = table { $0.deleteAnimation = .fade }
    defer { window.close() }
    try table.memoryStorage.removeItems(at: [IndexPath(item: 3, section: 0)])
    let ghosts = WidgetTree.children(of: table.widget).dropFirst()
    XCTAssertEqual(ghosts.count, 3, "one image per cell of the row")
    XCTAssertEqual(ListProbe(table).modelRowCount, 19)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView)[3], ["a 4", "b 4", "c 4"])
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 2) { WidgetTree.children(of: table.widget).count == 1 })
  }
}
