import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// Hiding columns: a table always shows one (API, layout, GTK itself), a hidden sorted column
/// leaves the sort, and a layout assigned before its columns waits for them. Real windows under
/// Xvfb, read back from GTK's headers and rows.
@MainActor
final class ColumnVisibilityTests: GtkTestCase {
  private typealias Column = ColumnLayout.Column

  private func addColumns(to table: ColumnViewManager, _ ids: [String] = ["title", "artist", "plays"]) {
    for id in ids {
      table.addColumn(id, title: id.capitalized) { column in
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(id) \(song.id)") }
        column.sortable(by: \Song.plays)
      }
    }
  }

  private func table() -> ColumnViewManager {
    let table = ColumnViewManager()
    addColumns(to: table)
    table.memoryStorage.setItems(makeSongs(5))
    return table
  }

  private func headerTitles(_ table: ColumnViewManager) -> [String] {
    WidgetTree.headerWidgets(ofTable: table.columnView).map { WidgetTree.labels(in: $0).first ?? "" }
  }

  func testTheLastShownColumnStaysShownAndItsMenuItemIsInsensitive() async throws {
    let table = table()
    let recorder = AnomalyRecorder(table.anomalyHandler)
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    table.column("title")?.isVisible = false
    table.column("plays")?.isVisible = false
    XCTAssertEqual(recorder.anomalies, [])
    XCTAssertFalse(actionEnabled("column-1", on: table), "the last shown column's item is insensitive")
    XCTAssertTrue(actionEnabled("column-0", on: table), "a hidden column's item can show it again")

    table.column("artist")?.isVisible = false
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.column("artist")?.isVisible, true)
    XCTAssertEqual(recorder.anomalies, [.lastVisibleColumn(id: "artist", operation: "isVisible = false")])
    XCTAssertEqual(headerTitles(table), ["Artist"])
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView).first, ["artist 0"])

    _ = WidgetTree.activateAction("gtklistkit-columns.column-1", on: table.columnView)
    XCTAssertEqual(table.column("artist")?.isVisible, true, "a disabled action hides nothing")
    XCTAssertTrue(WidgetTree.activateAction("gtklistkit-columns.column-2", on: table.columnView))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(headerTitles(table), ["Artist", "Plays"])
    XCTAssertTrue(actionEnabled("column-1", on: table), "two shown: either may go")
  }

  func testGTKHidingTheLastColumnIsUndoneAndReported() async throws {
    let table = table()
    let recorder = AnomalyRecorder(table.anomalyHandler)
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    defer { window.close() }
    table.column("title")?.isVisible = false
    table.column("artist")?.isVisible = false
    GtkTestEnvironment.settle(window)
    let plays = try XCTUnwrap(table.column("plays"))
    gtk_column_view_column_set_visible(plays.handle.pointer, 0)  // behind the manager's back
    GtkTestEnvironment.settle(window)
    // Which column GTK hid is not known: the first in display order is shown again.
    XCTAssertEqual(plays.isVisible, false)
    XCTAssertEqual(recorder.anomalies, [.lastVisibleColumn(id: "title", operation: "hiding or removing columns")])
    XCTAssertEqual(headerTitles(table), ["Title"])
  }

  func testALayoutHidingEveryColumnIsRepairedShowingTheColumnTheAppKeeps() async throws {
    let table = table()
    table.column("artist")?.isHideable = false
    let recorder = AnomalyRecorder(table.anomalyHandler)
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    defer { window.close() }
    let saved = ColumnLayout(
      columns: [
        Column(id: "plays", isVisible: false), Column(id: "title", isVisible: false),
        Column(id: "artist", isVisible: false),
      ])
    table.columnLayout = saved
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(recorder.anomalies, [.lastVisibleColumn(id: "artist", operation: "columnLayout")])
    XCTAssertEqual(table.columnLayout.columns.map(\.isVisible), [false, false, true])
    XCTAssertEqual(headerTitles(table), ["Artist"])

    recorder.reset()
    let plain = table  // no column kept by the app: the layout's first is shown
    plain.column("artist")?.isHideable = true
    plain.columnLayout = saved
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(recorder.anomalies, [.lastVisibleColumn(id: "plays", operation: "columnLayout")])
    XCTAssertEqual(headerTitles(table), ["Plays"])
  }

  func testHidingTheSortedColumnClearsItsSort() async throws {
    let table = table()
    var sorts: [[ColumnSort]] = []
    table.sortDidChange { sorts.append($0) }
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    table.sortOrder = [ColumnSort("plays", ascending: false)]
    table.column("plays")?.isVisible = false
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.sortOrder, [])
    XCTAssertEqual(sorts.last, [])
    XCTAssertNil(table.core.host.readSort(), "no arrow is left on any header")

    // A saved layout sorted by a column it hides is not sorted either.
    table.columnLayout = ColumnLayout(
      columns: [Column(id: "title"), Column(id: "artist", isVisible: false), Column(id: "plays")],
      sortOrder: [ColumnSort("artist"), ColumnSort("plays")])
    XCTAssertEqual(table.sortOrder, [ColumnSort("plays")])
  }

  func testALayoutAssignedBeforeTheColumnsIsAppliedAsTheyArrive() async throws {
    let table = ColumnViewManager()
    let saved = ColumnLayout(
      columns: [Column(id: "plays", width: 90), Column(id: "title"), Column(id: "artist", isVisible: false)],
      sortOrder: [ColumnSort("plays", ascending: false)])
    table.columnLayout = saved
    table.memoryStorage.setItems(makeSongs(5))
    addColumns(to: table)
    let window = TestWindow(width: 700, height: 300, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(table.columnLayout, saved)
    XCTAssertEqual(headerTitles(table), ["Plays", "Title"])
    let plays = try XCTUnwrap(WidgetTree.headerWidgets(ofTable: table.columnView).first)
    XCTAssertEqual(Int(WidgetTree.bounds(of: plays, in: table.columnView).width), 90)
    let shownPlays = WidgetTree.visibleTableRows(of: table.columnView).compactMap { row in
      row.first.flatMap { Int($0.split(separator: " ").last ?? "") }
    }
    let expected = makeSongs(5).sorted { $0.plays > $1.plays }.map(\.id)
    XCTAssertEqual(shownPlays, expected, "sorted by plays, descending")

    // Once every column arrived the layout is done: the user's changes stay.
    table.column("title")?.fixedWidth = 150
    table.addColumn("extra", title: "Extra") { column in
      column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("extra \(song.id)") }
    }
    XCTAssertEqual(table.column("title")?.fixedWidth, 150)
  }

  func testAHiddenColumnsWidthGoesToTheExpandingColumnWithNoSidewaysScroll() async throws {
    let table = ColumnViewManager()
    for (id, width) in [("title", nil), ("plays", 110), ("played", 190)] as [(String, Int?)] {
      table.addColumn(id, title: id.capitalized) { column in
        column.expands = width == nil
        column.fixedWidth = width
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(id) \(song.id)") }
      }
    }
    table.memoryStorage.setItems(makeSongs(8))
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    let view = table.columnView.ptr
    let full = Double(gtk_widget_get_width(view))
    XCTAssertEqual(cellWidths(table), [full - 300, 110, 190])

    table.column("plays")?.isVisible = false
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(cellWidths(table), [full - 190, 190], "the title column took the hidden column's width")
    XCTAssertEqual(headerWidths(table), [full - 190, 190])
    let scroller = try XCTUnwrap(gtk_widget_get_ancestor(view, gtk_scrolled_window_get_type()))
    let adjustment = gtk_scrolled_window_get_hadjustment(OpaquePointer(scroller))
    XCTAssertLessThanOrEqual(
      gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment) + 0.5, "nothing to scroll to")

    table.column("plays")?.isVisible = true
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(cellWidths(table), [full - 300, 110, 190])
  }

  /// The widths GTK allocated to the first row's cells, left to right.
  private func cellWidths(_ table: ColumnViewManager) -> [Double] {
    guard let list = WidgetTree.rowList(ofTable: table.columnView) else { return [] }
    let row = WidgetTree.children(of: list).filter {
      gtk_widget_get_visible($0) != 0 && gtk_widget_get_child_visible($0) != 0
    }
    .min { WidgetTree.bounds(of: $0, in: list).y < WidgetTree.bounds(of: $1, in: list).y }
    return (row.map { WidgetTree.children(of: $0) } ?? []).filter { gtk_widget_get_visible($0) != 0 }
      .map { WidgetTree.bounds(of: $0, in: table.columnView) }.sorted { $0.x < $1.x }.map(\.width)
  }

  private func headerWidths(_ table: ColumnViewManager) -> [Double] {
    WidgetTree.headerWidgets(ofTable: table.columnView).map { WidgetTree.bounds(of: $0, in: table.columnView).width }
  }

  private func actionEnabled(_ name: String, on table: ColumnViewManager) -> Bool {
    table.headerMenuState.isEnabled(name)
  }
}
