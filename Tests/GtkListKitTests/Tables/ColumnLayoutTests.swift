import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

/// The column layout: the merge rule (headless), saving and restoring a real table's layout,
/// and the header menu's visibility actions.
@MainActor
final class ColumnLayoutTests: GtkTestCase {
  private typealias Column = ColumnLayout.Column

  func testMergeKeepsSavedColumnsDropsRemovedOnesAndPlacesNewOnesAfterTheirPredecessor() async {
    let saved = ColumnLayout(
      columns: [Column(id: "c", width: 80), Column(id: "gone"), Column(id: "a", isVisible: false), Column(id: "c")],
      sortOrder: [ColumnSort("gone"), ColumnSort("a", ascending: false)])
    let declared = [Column(id: "new0"), Column(id: "a"), Column(id: "b", width: 50), Column(id: "c")]
    let merged = saved.merged(withDeclared: declared)
    XCTAssertEqual(
      merged.columns,
      [Column(id: "new0"), Column(id: "c", width: 80), Column(id: "a", isVisible: false), Column(id: "b", width: 50)])
    XCTAssertEqual(merged.sortOrder, [ColumnSort("a", ascending: false)])
    // Merging again changes nothing.
    XCTAssertEqual(merged.merged(withDeclared: declared), merged)
  }

  func testMergeOfRandomLayoutsAlwaysYieldsEachDeclaredColumnOnce() async {
    var generator = SeededGenerator(seed: 0x7AB1E)
    for _ in 0..<500 {
      let ids = (0..<Int.random(in: 0...8, using: &generator)).map { "d\($0)" }
      let declared = ids.map { Column(id: $0) }
      let savedIDs = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? "d\(Int.random(in: 0...9, using: &generator))" : "x\(Int.random(in: 0...3, using: &generator))"
      }
      let saved = ColumnLayout(columns: savedIDs.map { Column(id: $0, isVisible: Bool.random(using: &generator)) })
      let merged = saved.merged(withDeclared: declared)
      XCTAssertEqual(merged.columns.map(\.id).sorted(), ids.sorted(), "saved \(savedIDs), declared \(ids)")
      // Saved columns keep their relative order.
      let kept = merged.columns.map(\.id).filter { savedIDs.contains($0) }
      var firstSeen: [String] = []
      for id in savedIDs where ids.contains(id) && !firstSeen.contains(id) { firstSeen.append(id) }
      XCTAssertEqual(kept, firstSeen)
    }
  }

  func testLayoutIsCodable() async throws {
    let layout = ColumnLayout(
      columns: [Column(id: "title", width: 240), Column(id: "plays", isVisible: false)],
      sortOrder: [ColumnSort("plays", ascending: false)])
    let data = try JSONEncoder().encode(layout)
    XCTAssertEqual(try JSONDecoder().decode(ColumnLayout.self, from: data), layout)
  }

  private func table() -> ColumnViewManager {
    let table = ColumnViewManager()
    for id in ["title", "artist", "plays"] {
      table.addColumn(id, title: id.capitalized) { column in
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(id) \(song.id)") }
        column.sortable(by: \Song.id)
      }
    }
    table.memoryStorage.setItems(makeSongs(5))
    return table
  }

  func testARestoredLayoutReordersHidesResizesAndSortsTheRealTable() async throws {
    let table = table()
    let window = TestWindow(width: 700, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.columnLayout, table.declaredLayout)

    let saved = ColumnLayout(
      columns: [Column(id: "plays", width: 90), Column(id: "title"), Column(id: "artist", isVisible: false)],
      sortOrder: [ColumnSort("plays", ascending: false)])
    table.columnLayout = saved
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.columnLayout, saved)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView).first, ["plays 4", "title 4"])
    let headers = WidgetTree.headerWidgets(ofTable: table.columnView)
    XCTAssertEqual(headers.map { WidgetTree.labels(in: $0).first ?? "" }, ["Plays", "Title"])
    XCTAssertEqual(Int(WidgetTree.bounds(of: headers[0], in: table.columnView).width), 90)
  }

  func testLayoutChangesAreHeardForResizingHidingReorderingAndSorting() async throws {
    let table = table()
    var heard: [ColumnLayout] = []
    table.columnLayoutDidChange { heard.append($0) }
    let window = TestWindow(width: 700, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    table.column("artist")?.fixedWidth = 120
    XCTAssertEqual(heard.last?.columns[1], Column(id: "artist", width: 120))
    table.column("plays")?.isVisible = false
    XCTAssertEqual(heard.last?.columns[2], Column(id: "plays", isVisible: false))
    var layout = table.columnLayout
    layout.columns.swapAt(0, 1)
    table.columnLayout = layout
    XCTAssertEqual(heard.last?.columns.map(\.id), ["artist", "title", "plays"])
    table.sortOrder = [ColumnSort("title")]
    XCTAssertEqual(heard.last?.sortOrder, [ColumnSort("title")])
    XCTAssertEqual(heard.last, table.columnLayout)
  }

  func testTheHeaderMenuActionHidesAndShowsAColumn() async throws {
    let table = table()
    let window = TestWindow(width: 700, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(WidgetTree.activateAction("gtklistkit-columns.column-1", on: table.columnView))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.column("artist")?.isVisible, false)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView).first, ["title 0", "plays 0"])
    XCTAssertEqual(table.columnLayout.columns.map(\.isVisible), [true, false, true])
    XCTAssertTrue(WidgetTree.activateAction("gtklistkit-columns.column-1", on: table.columnView))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView).first, ["title 0", "artist 0", "plays 0"])
  }
}
