import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// ColumnViewManager in a real GtkColumnView, in a real window under Xvfb.
@MainActor
final class ColumnViewManagerTests: GtkTestCase {
  private func table(columns: Int, songs: [Song]) -> ColumnViewManager {
    let table = ColumnViewManager()
    for column in 0..<columns {
      table.addColumn("c\(column)", title: "C\(column)") { tableColumn in
        tableColumn.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("c\(column) \(song.id)") }
      }
    }
    table.memoryStorage.setItems(songs)
    return table
  }

  func testTwentyColumnsOfAHundredThousandRowsBuildOnlyVisibleCells() async throws {
    let songs = makeSongs(100_000)
    let table = table(columns: 20, songs: songs)
    let window = TestWindow(width: 1200, height: 600, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)

    let rows = WidgetTree.visibleTableRows(of: table.columnView)
    XCTAssertGreaterThan(rows.count, 5)
    XCTAssertEqual(rows.first, (0..<20).map { "c\($0) 0" }, "every column's cell shows its own text for row 0")
    for (index, row) in rows.enumerated() {
      XCTAssertEqual(row, (0..<20).map { "c\($0) \(index)" })
    }
    // GTK makes one cell per realized row per column (~205 rows, measured by the probes).
    XCTAssertLessThanOrEqual(table.statistics.rowsSetUp, 20 * 215)
    XCTAssertGreaterThanOrEqual(table.statistics.rowsSetUp, 20 * rows.count)

    table.scroll(to: IndexPath(item: 99_999, section: 0))
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(
      GtkTestEnvironment.pump { WidgetTree.visibleTableRows(of: table.columnView).last?.first == "c0 99999" },
      "\(WidgetTree.visibleTableRows(of: table.columnView).last ?? [])")
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView).last, (0..<20).map { "c\($0) 99999" })
    XCTAssertLessThanOrEqual(table.statistics.rowsSetUp, 20 * 215)
  }

  func testAColumnShowsEachModelTypeWithItsOwnCellAndOthersUseTheManagersCells() async throws {
    let table = ColumnViewManager()
    table.register(PostCell.self)  // columns without cells of their own use the manager's
    table.register(AdCell.self)
    table.addColumn("main", title: "Main") { column in
      column.register(PinnedPostCell.self)
      column.register(AdCell.self)
    }
    table.addColumn("plain", title: "Plain")
    table.memoryStorage.setItems([Post(id: 1, title: "a"), Ad(sponsor: "x"), Post(id: 2, title: "b")] as [Any])
    let window = TestWindow(width: 600, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(
      WidgetTree.visibleTableRows(of: table.columnView),
      [["pinned 1", "post 1: a"], ["ad x", "ad x"], ["pinned 2", "post 2: b"]])
  }

  func testEventsReachEveryColumnsMappingAndSelectionWorksFromACellClick() async throws {
    let songs = makeSongs(20)
    let table = ColumnViewManager()
    var selected: [String] = []
    var activated: [String] = []
    for name in ["a", "b"] {
      table.addColumn(name, title: name.uppercased()) { column in
        column.register(
          SongFieldCell.self, for: Song.self,
          mapping: { mapping in
            mapping.didSelect { _, song, _ in selected.append("\(name)\(song.id)") }
            mapping.activate { _, song, _ in activated.append("\(name)\(song.id)") }
          }
        ) { cell, song, _ in cell.show("\(name) \(song.id)") }
      }
    }
    table.memoryStorage.setItems(songs)
    let window = TestWindow(width: 600, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)

    let cell = try XCTUnwrap(table.cell(at: IndexPath(item: 3, section: 0)))
    let point = try XCTUnwrap(window.point(ofCenterOf: (cell as! SongFieldCell).widget))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y))
    XCTAssertTrue(GtkTestEnvironment.pump { !selected.isEmpty })
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 3, section: 0)])
    XCTAssertEqual(Set(selected), ["a3", "b3"], "didSelect fires for the row's cell in every column")
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, count: 2))
    XCTAssertTrue(GtkTestEnvironment.pump { activated.count >= 2 })
    XCTAssertEqual(Set(activated), ["a3", "b3"])
  }

  func testShouldSelectOfAnyColumnVetoesAClick() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = ColumnViewManager()
    var asked: [Int] = []
    table.addColumn("a", title: "A") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("a \(song.id)") }
    }
    table.addColumn("b", title: "B") { column in
      column.register(
        SongFieldCell.self, for: Song.self,
        mapping: { mapping in
          mapping.shouldSelect { _, song, _ in
            asked.append(song.id)
            return song.id % 2 == 0
          }
        }
      ) { cell, song, _ in cell.show("b \(song.id)") }
    }
    table.memoryStorage.setItems(makeSongs(10))
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    func click(_ item: Int) throws {
      let cell = try XCTUnwrap(table.cell(at: IndexPath(item: item, section: 0)) as? SongFieldCell)
      let point = try XCTUnwrap(window.point(ofCenterOf: cell.widget))
      XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y))
      GtkTestEnvironment.settle(window)
    }
    try click(2)
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 2, section: 0)])
    try click(3)
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 2, section: 0)], "row 3 vetoed by column b's mapping")
    XCTAssertTrue(asked.contains(3))
  }

  func testDuplicateAndUnknownColumnsAreReported() async throws {
    let table = ColumnViewManager()
    let recorder = AnomalyRecorder(table.anomalyHandler)
    XCTAssertNotNil(table.addColumn("a", title: "A"))
    XCTAssertNil(table.addColumn("a", title: "again"))
    table.removeColumn("zzz")
    table.sortOrder = [ColumnSort("nope")]
    XCTAssertEqual(
      recorder.anomalies,
      [
        .duplicateColumn(id: "a"), .unknownColumn(id: "zzz", operation: "removeColumn"),
        .unknownColumn(id: "nope", operation: "sortOrder"),
      ])
    XCTAssertEqual(table.columns.map(\.id), ["a"])
    XCTAssertEqual(table.sortOrder, [])
  }
}
