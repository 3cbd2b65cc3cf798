import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A header sort of a 100,000-row SQLite table (the largest a sort reports as moves): the
/// selected and focused row, or without a selection the row at the top of the view, are the same
/// rows in the same places on screen after it, read back from what GTK shows; the name column
/// sorts in natural order by default. A filter keeps the selected rows that still match.
@MainActor
final class PagedDatabaseSortKeepsViewTests: GtkTestCase {
  private func entryTable(_ queue: DatabaseQueue) async -> (ColumnViewManager, PagedDatabaseStorage<Entry>, TestWindow)
  {
    let table = ColumnViewManager()
    table.addColumn("score", title: "Score") { column in
      column.register(EntryFieldCell.self, for: Entry.self) { cell, entry, _ in
        cell.show(entry.score.map { "\($0)" } ?? "-")
      }
      column.sortable(sql: "score")
    }
    table.addColumn("name", title: "Name") { column in
      column.register(EntryFieldCell.self, for: Entry.self) { cell, entry, _ in cell.show(entry.name ?? "-") }
      column.sortable(sql: "name")  // natural text order unless told
    }
    table.addColumn("id", title: "Id") { column in
      column.register(EntryFieldCell.self, for: Entry.self) { cell, entry, _ in cell.show("\(entry.id)") }
    }
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 128)
    await storage.waitUntilLoaded()
    table.storage = storage
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    await storage.settleLoaded(window)
    return (table, storage, window)
  }

  /// The ids of the rows on screen, top first.
  private func shownIDs(_ table: ColumnViewManager) -> [String] {
    WidgetTree.visibleTableRows(of: table.columnView).compactMap(\.last)
  }

  /// The texts of the row holding the keyboard focus (GTK 4.8 focuses the row, later a cell).
  private func focusedRowTexts(_ table: ColumnViewManager) -> [String]? {
    guard let root = gtk_widget_get_root(table.columnView.pointer(to: GtkWidget.self)),
      var widget = gtk_root_get_focus(root)
    else {
      return nil
    }
    while WidgetTree.texts(in: widget).count < 3 {
      guard let parent = gtk_widget_get_parent(widget) else { return nil }
      widget = parent
    }
    return WidgetTree.texts(in: widget)
  }

  /// The order SQLite gives the table's sort, names in natural order.
  private func sortedIDs(_ queue: DatabaseQueue) async throws -> [Int64] {
    try await queue.read { db -> [Int64] in
      SQLNaturalCollation.register(in: db)
      return try Int64.fetchAll(
        db, sql: "SELECT id FROM entry ORDER BY score DESC, name COLLATE \(SQLNaturalCollation.name), rowid")
    }
  }

  /// Checks that the rows on screen are a run of `expected`, and returns the run's first index.
  @discardableResult
  private func assertShownRun(_ table: ColumnViewManager, of expected: [Int64]) throws -> Int {
    let shown = shownIDs(table).compactMap { Int64($0) }
    let start = try XCTUnwrap(expected.firstIndex(of: try XCTUnwrap(shown.first)))
    XCTAssertEqual(shown, Array(expected[start..<min(start + shown.count, expected.count)]), "the sorted rows")
    return start
  }

  /// Scrolled to row 40,000 of 100,000, a real click selects and focuses the second row on
  /// screen; a header sort keeps that row selected, focused and at its place on screen (as
  /// file managers keep the selection in view), with its sorted neighbours around it.
  func testAHeaderSortKeepsTheSelectedAndFocusedRowInItsPlaceOnScreen() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let queue = try entryQueue(rows: 100_000)
    let (table, storage, window) = await entryTable(queue)
    defer { window.close() }
    table.scroll(to: IndexPath(item: 40_000, section: 0), at: .top)
    await storage.settleLoaded(window)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { self.shownIDs(table).first == "40001" }, "\(shownIDs(table))")
    await storage.settleLoaded(window)
    let clicked = try XCTUnwrap(shownIDs(table).dropFirst().first)
    let label = try XCTUnwrap(
      WidgetTree.descendants(of: table.columnView).first {
        WidgetTree.typeName($0) == "GtkLabel" && WidgetTree.labels(in: $0) == [clicked]
          && gtk_widget_get_mapped($0) != 0
      })
    let point = try XCTUnwrap(window.point(ofCenterOf: label))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y))
    await storage.settleLoaded(window)
    XCTAssertEqual(focusedRowTexts(table)?.last, clicked)

    table.sortOrder = [ColumnSort("score", ascending: false), ColumnSort("name")]
    await storage.settleLoaded(window)
    let expected = try await sortedIDs(queue)
    XCTAssertEqual(storage.allIDs(), expected, "SQLite's order, names in natural order")
    XCTAssertTrue(
      GtkTestEnvironment.pump(timeout: 5) { self.shownIDs(table).dropFirst().first == clicked }, "\(shownIDs(table))")
    XCTAssertEqual(shownIDs(table).dropFirst().first, clicked, "the selected row keeps its place on screen")
    try assertShownRun(table, of: expected)
    let selected = try XCTUnwrap(table.selectedIndexPaths.first)
    XCTAssertEqual(table.selectedIndexPaths.count, 1)
    XCTAssertEqual(storage.identity(at: selected).map { "\($0)" }, clicked, "the selection stays with its row")
    XCTAssertEqual(focusedRowTexts(table)?.last, clicked, "so does the focus")
    // The keyboard goes on from the focused row, at its new place.
    XCTAssertTrue(RealInput.press("Down", window: window.x11WindowID))
    await storage.settleLoaded(window)
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: selected.item + 1, section: 0)])
  }

  /// Without a selection on screen, the row at the top stays at the top through a header sort
  /// of 100,000 rows, and back to the table's own order.
  func testAHeaderSortKeepsTheTopRowAtTheTop() async throws {
    let queue = try entryQueue(rows: 100_000)
    let (table, storage, window) = await entryTable(queue)
    defer { window.close() }
    table.scroll(to: IndexPath(item: 40_000, section: 0), at: .top)
    await storage.settleLoaded(window)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { self.shownIDs(table).first == "40001" }, "\(shownIDs(table))")
    await storage.settleLoaded(window)
    let top = try XCTUnwrap(shownIDs(table).first)
    table.sortOrder = [ColumnSort("score", ascending: false), ColumnSort("name")]
    await storage.settleLoaded(window)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { self.shownIDs(table).first == top }, "\(shownIDs(table))")
    XCTAssertEqual(shownIDs(table).first, top, "the top row stays at the top")
    let start = try assertShownRun(table, of: try await sortedIDs(queue))
    XCTAssertGreaterThan(abs(start - 40_000), 100, "the row moved in the order")
    table.sortOrder = []
    storage.sort(by: [])
    await storage.settleLoaded(window)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { self.shownIDs(table).first == top }, "\(shownIDs(table))")
    try assertShownRun(table, of: Array(1...100_000))
  }

  func testAFilterKeepsTheSelectedRowsThatStillMatch() async throws {
    let queue = try entryQueue(rows: 20_000)
    let (table, storage, window) = await entryTable(queue)
    defer { window.close() }
    // Ids 11…15 (scores NULL, 9, 0, 4, 8 by the fixture's formula): three match.
    table.selectionMode = .multiple
    for item in 10...14 { XCTAssertTrue(table.select(IndexPath(item: item, section: 0))) }
    let before = try await queue.read { db in
      try Int64.fetchAll(db, sql: "SELECT id FROM entry WHERE id BETWEEN 11 AND 15 AND score >= 3")
    }
    XCTAssertEqual(before, [12, 14, 15])
    storage.filter(by: "score >= \(3)")
    await storage.settleLoaded(window)
    let kept = Set(table.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 })
    XCTAssertEqual(kept, Set(before))
    let expected = try await queue.read { db in
      try Int64.fetchAll(db, sql: "SELECT id FROM entry WHERE score >= 3 ORDER BY rowid")
    }
    XCTAssertEqual(storage.allIDs(), expected)
    let shown = shownIDs(table).compactMap { Int64($0) }
    XCTAssertEqual(shown, Array(expected.prefix(shown.count)), "GTK shows the filtered rows")
    storage.filter(by: nil)
    await storage.settleLoaded(window)
    XCTAssertEqual(Set(table.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 }), Set(before))
    XCTAssertEqual(storage.count, 20_000)
  }

  /// A filter that drops most of 30,000 rows (reported as the survivors of the rows shown, one
  /// replace for GTK): the selected rows that still match stay selected, by rowid, and so after
  /// the filter is lifted (most rows come back).
  func testAFilterOfManyRowsKeepsTheSelectedRowsThatStillMatch() async throws {
    let queue = try entryQueue(rows: 30_000)
    let (table, storage, window) = await entryTable(queue)
    defer { window.close() }
    // Ids 11…15 (scores NULL, 9, 0, 4, 8): two match.
    table.selectionMode = .multiple
    for item in 10...14 { XCTAssertTrue(table.select(IndexPath(item: item, section: 0))) }
    storage.filter(by: "score >= \(8)")
    await storage.settleLoaded(window)
    let expected = try await queue.read { db in
      try Int64.fetchAll(db, sql: "SELECT id FROM entry WHERE score >= 8 ORDER BY rowid")
    }
    XCTAssertLessThan(expected.count, 30_000 - 10_000, "more rows leave than a diff lists")
    XCTAssertEqual(storage.allIDs(), expected)
    XCTAssertEqual(Set(table.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 }), [12, 15])
    let shown = shownIDs(table).compactMap { Int64($0) }
    XCTAssertFalse(shown.isEmpty)
    XCTAssertEqual(shown, Array(expected.prefix(shown.count)), "GTK shows the filtered rows")
    storage.filter(by: nil)
    await storage.settleLoaded(window)
    XCTAssertEqual(storage.count, 30_000)
    XCTAssertEqual(Set(table.selectedIndexPaths.compactMap { storage.identity(at: $0) as? Int64 }), [12, 15])
    XCTAssertEqual(shownIDs(table).compactMap { Int64($0) }.first, 1)
  }
}
