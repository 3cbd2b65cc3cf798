import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// Type-to-find in a table over `PagedDatabaseStorage`, with real keys: it looks at the rows the
/// storage holds and never reads a page (120,000 rows: a key must not ask for a thousand pages).
@MainActor
final class PagedDatabaseTypeToFindTests: GtkTestCase {
  private func type(_ text: String, _ window: TestWindow) {
    RealInput.xdotool(["windowfocus", "--sync", "\(window.x11WindowID)"])
    RealInput.xdotool(["type", "--delay", "30", text])
    GtkTestEnvironment.settle(window.widget)
  }

  func testTypingLooksAtTheRowsInMemoryAndReadsNoPage() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = ColumnViewManager()
    table.addColumn("name", title: "Name") { column in
      column.register(EntryFieldCell.self, for: Entry.self) { cell, entry, _ in cell.show(entry.name ?? "-") }
      column.findKey { (entry: Entry) in entry.name ?? "" }
    }
    let storage = PagedDatabaseStorage<Entry>(writer: try entryQueue(rows: 120_000), table: "entry", pageSize: 128)
    await storage.waitUntilLoaded()
    table.storage = storage
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    await storage.settleLoaded(window)
    // A click on the first row: it takes the focus and the selection.
    let rows = WidgetTree.visibleRows(of: try XCTUnwrap(WidgetTree.rowList(ofTable: table.columnView)))
    let frame = WidgetTree.bounds(of: try XCTUnwrap(rows.first), in: window)
    RealInput.click(
      window: window.x11WindowID, x: Int(frame.x + frame.width / 2), y: Int(frame.y + frame.height / 2))
    GtkTestEnvironment.pump(timeout: 2) { table.selectedIndexPaths == [IndexPath(item: 0, section: 0)] }
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 0, section: 0)])
    await storage.settleLoaded(window)
    let pages = storage.pagesFetched

    type("zz", window)  // no name starts with it
    await storage.settleLoaded(window)
    XCTAssertEqual(storage.pagesFetched, pages, "no page was read for a key no loaded row matches")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 0, section: 0)], "nothing found: the selection stays")

    try await Task.sleep(for: .milliseconds(1_300))  // a pause of a second starts a new word
    type("n4", window)
    await storage.settleLoaded(window)
    let selected = try XCTUnwrap(table.selectedIndexPaths.first, "a loaded row whose name starts with n4")
    let entry = try XCTUnwrap(storage.item(at: selected) as? Entry)
    XCTAssertTrue(entry.name?.hasPrefix("n4") ?? false, "selected \(entry.name ?? "-")")
    XCTAssertEqual(storage.pagesFetched, pages, "still no page read")
  }
}
