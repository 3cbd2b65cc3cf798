import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitPostgres
import GtkListKitTestSupport
import PostgresNIO
import XCTest

@testable import GtkListKitExample

/// The Shared List page in the example's real window against the tests' PostgreSQL server
/// (`scripts/test.sh` starts one and exports its `PG*` variables): it creates and seeds its
/// table, shows another client's writes live with the selection kept on its ticket, and without
/// a server shows how to get one while the main loop goes on. What GTK shows is read back from
/// the cells' labels. The table name is the page's own (`board_ticket`), so each test drops it
/// first (tests run one at a time).
@MainActor
final class ExampleSharedListTests: GtkTestCase {
  /// The server the `PG*` variables name; fails the test (never skips it) without them.
  private func testServer() throws -> PostgresServer {
    guard ProcessInfo.processInfo.environment["PGPORT"] != nil, let server = PostgresServer.fromEnvironment() else {
      XCTFail(
        "No PostgreSQL server: run the tests with `make test`, or `eval \"$(bash scripts/postgres.sh start)\"` first")
      throw CancellationError()
    }
    return server
  }

  /// Runs `sql` (statements separated by `;`, none inside a literal) on a connection of its
  /// own: another client of the server.
  private func execute(_ sql: String, on server: PostgresServer) async throws {
    do {
      try await server.withConnection { connection in
        for statement in sql.split(separator: ";") {
          _ = try await connection.query(PostgresQuery(unsafeSQL: String(statement)), logger: BoardSchema.logger)
        }
      }
    } catch {
      XCTFail("\(sql): \(BoardSchema.describe(error))")
      throw error
    }
  }

  /// The tickets' titles in the page's order, read from the server.
  private func serverTitles(_ server: PostgresServer) async throws -> [String] {
    try await server.withConnection { connection in
      var titles: [String] = []
      let rows = try await connection.query(
        "SELECT title FROM board_ticket ORDER BY priority DESC, id", logger: BoardSchema.logger)
      for try await title in rows.decode(String.self) { titles.append(title) }
      return titles
    }
  }

  /// The labels of each realized row (title, priority), by row.
  private func shownRows(_ page: SharedListPage) -> [Int: [String]] {
    var rows: [Int: [String]] = [:]
    for (path, cell) in ListProbe(page.manager).realizedItemCells {
      guard let cell = cell as? BoardTicketCell else { continue }
      rows[path.item] = WidgetTree.labels(in: cell.widget)
    }
    return rows
  }

  /// Runs GTK (and Dispatch's main queue, where the storage's tasks run) until `condition`.
  @discardableResult
  private func waitFor(_ seconds: Double, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > deadline { return false }
      GtkTestEnvironment.drain()
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return true
  }

  /// Waits until the page shows the server's tickets, every row's labels read back from GTK.
  private func assertShowsServer(
    _ page: SharedListPage, _ window: ExampleWindow, _ server: PostgresServer, _ note: String
  ) async throws {
    let expected = try await serverTitles(server)
    let shown = await waitFor(15) {
      GtkTestEnvironment.settle(window.window)
      let rows = shownRows(page)
      return page.storage?.count == expected.count && page.storage?.isLoadingPages == false
        && rows.count == expected.count && expected.indices.allSatisfy { rows[$0]?.first == expected[$0] }
    }
    let rows = shownRows(page)
    XCTAssertTrue(shown, "\(note): the list shows \(expected), GTK shows \(rows.sorted { $0.key < $1.key })")
    XCTAssertEqual(WidgetTree.labels(in: page.count), ["\(expected.count) ticket\(expected.count == 1 ? "" : "s")"])
  }

  /// Whether row `row` shows its ticket as done (the title's struck-through style).
  private func isDone(_ page: SharedListPage, row: Int) -> Bool {
    let cell = ListProbe(page.manager).realizedItemCells[IndexPath(item: row, section: 0)] as? BoardTicketCell
    return cell.map { gtk_widget_has_css_class($0.title, "done") != 0 } ?? false
  }

  func testPageMigratesSeedsAndShowsAnotherClientsWritesLive() async throws {
    let server = try testServer()
    try await execute("DROP TABLE IF EXISTS board_ticket CASCADE", on: server)
    BoardSchema.serverOverride = nil  // the PG* variables, as `make run` after postgres.sh start
    let window = ExampleTestWindows.open(.shared, applicationID: "org.gtklistkit.ExampleSharedListTests")
    defer { window.close() }
    let page = window.sharedListPage
    let live = await waitFor(20) { page.storage?.connectionState.isConnected == true }
    XCTAssertTrue(live, "connected: \(page.lastMessage)")
    XCTAssertEqual(WidgetTree.labels(in: page.connection), ["Live"])
    try await assertShowsServer(page, window, server, "seeded")
    XCTAssertEqual(
      shownRows(page)[0], ["Crash when the list is emptied while scrolling", "Urgent"], "most urgent first")
    XCTAssertTrue(isDone(page, row: 2), "a done ticket is marked")
    XCTAssertFalse(isDone(page, row: 0))

    // Another client inserts, moves a ticket above the selected one and closes another: the list
    // follows, the selection stays on its ticket (by key) though its row moved.
    XCTAssertTrue(page.manager.select(IndexPath(item: 3, section: 0)))
    let selectedKey = try XCTUnwrap(page.storage?.identity(at: IndexPath(item: 3, section: 0)) as? Int64)
    try await execute(
      """
      INSERT INTO board_ticket (title, priority) VALUES ('Written by another client', 3);
      UPDATE board_ticket SET priority = 3 WHERE title = 'Release notes for the next version';
      UPDATE board_ticket SET done = true WHERE title = 'Tidy the example''s icons'
      """, on: server)
    try await assertShowsServer(page, window, server, "after another client's writes")
    XCTAssertEqual(
      page.manager.selectedIndexPaths.compactMap { page.storage?.identity(at: $0) as? Int64 }, [selectedKey],
      "the selection stayed on its ticket")
    XCTAssertEqual(page.manager.selectedIndexPaths, [IndexPath(item: 5, section: 0)], "two tickets moved above it")
    // Three statements, three commits: the last may come in a batch of its own.
    let doneShown = await waitFor(10) {
      GtkTestEnvironment.settle(window.window)
      return isDone(page, row: 6)
    }
    XCTAssertTrue(doneShown, "the other client's done flag shows")

    // The page's own writes go through the server too: add, toggle, and Delete (the key's action).
    page.addTicket()
    await waitFor(10) { page.storage?.count == 8 }
    try await assertShowsServer(page, window, server, "after Add ticket")
    XCTAssertTrue(shownRows(page).values.contains { $0.first?.hasPrefix("Ticket ") == true }, "a “Ticket N” row")
    XCTAssertEqual(
      page.manager.selectedIndexPaths.compactMap { page.storage?.identity(at: $0) as? Int64 }, [selectedKey])
    page.toggleSelected()
    func selectedIsDone() -> Bool {
      page.storage?.indexPath(ofIdentity: selectedKey).map { isDone(page, row: $0.item) } ?? false
    }
    await waitFor(10) { selectedIsDone() }
    XCTAssertTrue(selectedIsDone(), "Done marked the selected ticket")
    XCTAssertTrue(WidgetTree.activateAction("win.delete", on: window.window))
    await waitFor(10) { page.storage?.count == 7 }
    try await assertShowsServer(page, window, server, "after Delete")
    let titles = try await serverTitles(server)
    XCTAssertFalse(titles.contains("Document the change log migration"), "deleted on the server: \(titles)")

    // A write the server refuses is rolled back and its reason shown; the list keeps the rows.
    try await execute("ALTER TABLE board_ticket ADD CONSTRAINT stay_open CHECK (NOT done) NOT VALID", on: server)
    XCTAssertTrue(page.manager.select(IndexPath(item: 0, section: 0)))
    XCTAssertFalse(isDone(page, row: 0))
    page.toggleSelected()
    await waitFor(10) { page.lastMessage.contains("rolled back") }
    XCTAssertTrue(page.lastMessage.contains("stay_open"), "the server's reason: \(page.lastMessage)")
    try await assertShowsServer(page, window, server, "after a refused write")
    XCTAssertFalse(isDone(page, row: 0))
  }

  func testWithoutAServerThePageSaysHowToStartOneAndTheLoopRuns() async throws {
    BoardSchema.serverOverride = PostgresServer(url: "postgres://nobody@127.0.0.1:1/none")
    defer { BoardSchema.serverOverride = nil }
    let window = ExampleTestWindows.open(.feed, applicationID: "org.gtklistkit.ExampleSharedListTests")
    defer { window.close() }
    MainLoopStalls.start()
    window.show(.shared)  // builds the page, which connects
    let page = window.sharedListPage
    let shown = await waitFor(10) { gtk_widget_get_visible(page.noServer) != 0 }
    let stall = MainLoopStalls.stop()
    XCTAssertTrue(shown, "the status page shows: \(page.lastMessage)")
    XCTAssertEqual(gtk_widget_get_visible(page.manager.widget.pointer()), 0, "instead of the list")
    XCTAssertLessThan(stall, 500, "the main loop ran while the page connected")
    let words = WidgetTree.labels(in: page.noServer).joined(separator: "\n")
    XCTAssertTrue(words.contains("No PostgreSQL Server"), words)
    XCTAssertTrue(words.contains("Connection refused"), words)
    XCTAssertTrue(words.contains("scripts/postgres.sh start"), words)
    XCTAssertTrue(words.contains("--postgres"), words)
    XCTAssertEqual(WidgetTree.labels(in: page.connection), ["Offline"])
    XCTAssertNil(page.storage)
    // Still drawing: frames keep coming, and another page shows.
    XCTAssertTrue(GtkTestEnvironment.waitForFrames(3, of: window.window), "the window still paints")
    window.show(.feed)
    GtkTestEnvironment.settle(window.window)
    XCTAssertEqual(window.visiblePage, .feed)
  }
}
