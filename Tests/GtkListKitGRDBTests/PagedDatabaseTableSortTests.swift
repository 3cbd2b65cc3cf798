import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A label cell of one `Entry` field.
final class EntryFieldCell: ListCell {
  let widget: WidgetPointer = gtk_label_new(nil)!
  init() {}
  func show(_ text: String) { gtk_label_set_text(cgtk_label(widget), text) }
}

/// A table of more rows than a sort reports as moves, sorted by a header's SQL: the order is read
/// off the main thread in one query, the sorted frame shows the first sorted rows, a jump far down
/// shows its rows, and the selection stays with its row.
@MainActor
final class PagedDatabaseTableSortTests: GtkTestCase {
  nonisolated static let rows = 120_000
  nonisolated static let orderBy = "score DESC, name, rowid"

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
      column.sortable(sql: "name", textOrder: .plain)
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
  private func shownIDs(_ table: ColumnViewManager) -> [Int64] {
    WidgetTree.visibleTableRows(of: table.columnView).compactMap { $0.last.flatMap { Int64($0) } }
  }

  func testTheSortedFrameShowsTheFirstSortedRowsAndAJumpShowsItsRows() async throws {
    let log = StatementLog()
    let queue = try entryQueue(rows: Self.rows, log: log)
    let (table, storage, window) = await entryTable(queue)
    defer { window.close() }
    log.removeAll()
    table.sortOrder = [ColumnSort("score", ascending: false), ColumnSort("name")]
    await storage.settleLoaded(window)
    let expected = try referenceIDs(queue, orderBy: Self.orderBy)
    let first = shownIDs(table)
    XCTAssertGreaterThan(first.count, 5)
    XCTAssertEqual(first, Array(expected.prefix(first.count)))
    XCTAssertEqual(
      log.statements.filter { $0.hasPrefix("SELECT rowid FROM") && $0.contains("DESC") && !$0.contains("WHERE") }.count,
      1,
      "the whole order in one query (keyset chunks made SQLite sort each tie group again)")
    for target in [90_000, Self.rows - 1] {
      table.scroll(to: IndexPath(item: target, section: 0), at: .bottom)
      await storage.settleLoaded(window)
      XCTAssertTrue(
        GtkTestEnvironment.pump(timeout: 3) { self.shownIDs(table).last == expected[target] }, "\(shownIDs(table))")
      let shown = shownIDs(table)
      let start = try XCTUnwrap(expected.firstIndex(of: shown[0]))
      XCTAssertEqual(shown, Array(expected[start..<start + shown.count]), "rows above \(target)")
    }
    XCTAssertEqual(storage.count, Self.rows)
    XCTAssertFalse(log.statements.contains { $0.uppercased().contains("OFFSET") })
  }

  func testTheSelectionStaysWithItsRowThroughTheSort() async throws {
    let queue = try entryQueue(rows: Self.rows)
    let (table, storage, window) = await entryTable(queue)
    defer { window.close() }
    let expected = try referenceIDs(queue, orderBy: Self.orderBy)
    // A row that sorts far below the first pages: located by reading on.
    let id = expected[100_000]
    XCTAssertTrue(table.select(IndexPath(item: Int(id) - 1, section: 0)))
    table.sortOrder = [ColumnSort("score", ascending: false), ColumnSort("name")]
    await storage.settleLoaded(window)
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 100_000, section: 0)])
    XCTAssertEqual(storage.identity(at: IndexPath(item: 100_000, section: 0)), AnyHashable(id))
    let record = try await storage.loadRecord(at: 100_000)
    XCTAssertEqual(record?.id, id)
  }
}
