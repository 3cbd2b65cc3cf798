import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// Type-to-find in a list over `PostgresStorage`, with real keys: it looks at the rows the
/// storage holds and never reads a page from the server.
@MainActor
final class PostgresTypeToFindTests: GtkTestCase {
  func testTypingLooksAtTheRowsInMemoryAndReadsNoPage() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let test = try TestServer()
    try await test.makeTickets(rows: 20_000)
    let storage = PostgresStorage<Ticket>(
      server: test.server, table: test.table, sortedBy: [SQLSortTerm("rank", ascending: false)], pageSize: 64,
      decode: Ticket.decode)
    let manager = ListViewManager()
    manager.register(TicketCell.self) { mapping in mapping.findKey { ticket in ticket.title } }
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    defer {
      window.close()
      storage.close()
    }
    await storage.settle(window)
    let row = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).first)
    let frame = WidgetTree.bounds(of: row, in: window)
    RealInput.click(
      window: window.x11WindowID, x: Int(frame.x + frame.width / 2), y: Int(frame.y + frame.height / 2))
    GtkTestEnvironment.pump(timeout: 2) { manager.selectedIndexPaths == [IndexPath(item: 0, section: 0)] }
    await storage.settle(window)
    let pages = storage.pagesFetched

    RealInput.xdotool(["type", "--delay", "30", "zz"])  // no title starts with it
    await storage.settle(window)
    XCTAssertEqual(storage.pagesFetched, pages, "no page was read for a key no loaded row matches")
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 0, section: 0)], "nothing found: the selection stays")

    try await Task.sleep(for: .milliseconds(1_300))  // a pause of a second starts a new word
    RealInput.xdotool(["type", "--delay", "30", "ticket 1"])
    await storage.settle(window)
    let selected = try XCTUnwrap(manager.selectedIndexPaths.first)
    XCTAssertNotEqual(selected.item, 0, "the next loaded row whose title starts with it")
    let ticket = try XCTUnwrap(storage.item(at: selected) as? Ticket)
    XCTAssertTrue(ticket.title.hasPrefix("ticket 1"), "selected \(ticket.title)")
    XCTAssertEqual(storage.pagesFetched, pages, "still no page read")
  }
}
