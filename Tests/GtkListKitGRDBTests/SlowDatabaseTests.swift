import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A database whose every statement off the main thread takes `delay` longer (a slow disk or a
/// busy server), and which counts the statements run on the main thread: a `PagedDatabaseStorage`
/// must run none once it is shown, so the window never waits on it.
final class SlowStatements: @unchecked Sendable {
  private let lock = NSLock()
  private var onMain = 0
  private var counting = false
  let delay: useconds_t

  init(milliseconds: Int) { delay = useconds_t(milliseconds * 1000) }

  /// Statements run on the main thread since ``startCounting()``.
  var mainThreadStatements: Int { lock.withLock { onMain } }
  func startCounting() { lock.withLock { (onMain, counting) = (0, true) } }

  func trace(_ sql: String) {
    if Thread.isMainThread {
      lock.withLock { if counting { onMain += 1 } }
    } else {
      usleep(delay)
    }
  }
}

/// The main thread never waits on the database: scrolling a slow table, and a real click on a
/// header of a slow table, run no statement on the main thread and never stall the main loop for
/// as long as one statement takes; the sorted rows keep the selected row in place, by rowid.
@MainActor
final class SlowDatabaseTests: GtkTestCase {
  private var folder: TemporaryDatabaseFolder!

  override func setUp() async throws { folder = try TemporaryDatabaseFolder() }
  override func tearDown() async throws { folder.remove() }

  /// `rows` songs-like rows (`title`, `plays` with ties) in a pool whose statements go to `slow`.
  private func slowPool(rows: Int, slow: SlowStatements) throws -> DatabasePool {
    var configuration = Configuration()
    configuration.prepareDatabase { db in db.trace { slow.trace($0.description) } }
    let pool = try DatabasePool(path: folder.path("slow.sqlite"), configuration: configuration)
    try pool.write { db in
      try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL)")
      try db.execute(
        sql: """
          WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
          INSERT INTO item (id, title, plays) SELECT x, 'row ' || x, (x * 7919) % 97 FROM n
          """, arguments: [rows])
    }
    return pool
  }

  func testScrollingASlowTableRunsNoStatementOnTheMainThreadAndNeverStalls() async throws {
    let slow = SlowStatements(milliseconds: 300)
    let pool = try slowPool(rows: 100_000, slow: slow)
    // From the start: the row count and rowids are read off the main thread too.
    slow.startCounting()
    let storage = PagedDatabaseStorage<Item>(writer: pool, table: "item", pageSize: 256, cachedPages: 8)
    XCTAssertTrue(storage.isLoadingOrder)
    XCTAssertEqual(storage.count, 0)
    await storage.waitUntilLoaded()
    XCTAssertEqual(storage.count, 100_000)
    let manager = ListViewManager()
    manager.register(ItemCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    await storage.settleLoaded(window.widget)
    MainLoopStalls.start()
    for step in 1...10 {
      let target = step * 9_999
      manager.scroll(to: IndexPath(item: target, section: 0))
      GtkTestEnvironment.settle(window.widget)
      XCTAssertTrue(storage.pendingShown, "rows wait for their page, the window does not")
      await storage.settleLoaded(window.widget)
      XCTAssertTrue(WidgetTree.visibleTexts(of: manager.listView).contains("row \(target + 1)"), "step \(step)")
    }
    let stall = MainLoopStalls.stop()
    print("[GRDB] slow table (300 ms a statement), 10 jumps over 100k rows: longest main-loop stall \(stall) ms")
    XCTAssertEqual(slow.mainThreadStatements, 0, "statements run on the main thread while scrolling")
    XCTAssertLessThan(stall, 300, "the main loop waited as long as a statement takes")
  }

  func testAHeaderClickSortsOffTheMainThreadAndKeepsTheSelectedRowInPlace() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let slow = SlowStatements(milliseconds: 800)
    let pool = try slowPool(rows: 120_000, slow: slow)
    let storage = PagedDatabaseStorage<PlayedItem>(writer: pool, table: "item", pageSize: 128)
    await storage.waitUntilLoaded()
    let table = ColumnViewManager()
    table.addColumn("title", title: "Title") { column in
      column.register(EntryFieldCell.self, for: PlayedItem.self) { cell, item, _ in cell.show(item.title) }
    }
    table.addColumn("plays", title: "Plays") { column in
      column.register(EntryFieldCell.self, for: PlayedItem.self) { cell, item, _ in cell.show("\(item.plays)") }
      column.sortable(sql: "plays")
    }
    table.storage = storage
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    await storage.settleLoaded(window)
    // A real click selects the fifth row on screen.
    let rows = WidgetTree.visibleTableRows(of: table.columnView)
    let clicked = try XCTUnwrap(rows.dropFirst(4).first?.first)
    try click(label: clicked, in: table, window)
    await storage.settleLoaded(window)
    let selected = try XCTUnwrap(table.selectedIndexPaths.first)
    let rowid = try XCTUnwrap(storage.identity(at: selected))
    let placeBefore = try XCTUnwrap(place(of: clicked, in: table, window))

    slow.startCounting()
    MainLoopStalls.start()
    let headers = WidgetTree.headerWidgets(ofTable: table.columnView)
    let plays = try XCTUnwrap(headers.dropFirst().first)
    let point = try XCTUnwrap(window.point(ofCenterOf: plays))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y))
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { storage.isLoadingOrder }, "the click started the sort")
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(storage.isLoadingOrder, "the window drew while SQLite sorted")
    await storage.settleLoaded(window)
    let stall = MainLoopStalls.stop()
    print("[GRDB] header click on 120k rows (800 ms a statement): longest main-loop stall \(stall) ms")
    XCTAssertEqual(slow.mainThreadStatements, 0, "statements run on the main thread for the sort")
    XCTAssertLessThan(stall, 800, "the main loop waited as long as the sort's statement takes")

    XCTAssertEqual(table.sortOrder, [ColumnSort("plays")])
    let now = try XCTUnwrap(table.selectedIndexPaths.first)
    XCTAssertEqual(table.selectedIndexPaths.count, 1)
    XCTAssertEqual(storage.identity(at: now), rowid, "the selection stayed with its row")
    XCTAssertNotEqual(now, selected, "the row moved in the sort")
    // The selected row is where it was on screen (as file managers keep it in view).
    let placeAfter = try XCTUnwrap(place(of: clicked, in: table, window), "the selected row is on screen")
    XCTAssertEqual(placeAfter.y, placeBefore.y, "the selected row kept its place on screen")
    let record0 = try await storage.loadRecord(at: 0)
    let plays0 = try XCTUnwrap(record0?.plays)
    XCTAssertEqual(plays0, 0, "ascending by plays")
  }

  func testAnotherWindowsWriteKeepsTheSelectionOnItsRow() async throws {
    let slow = SlowStatements(milliseconds: 0)
    let pool = try slowPool(rows: 5_000, slow: slow)
    for terms in [[], [SQLSortTerm("plays", ascending: false)]] {
      let storage = PagedDatabaseStorage<PlayedItem>(writer: pool, table: "item", pageSize: 64)
      await storage.waitUntilLoaded()
      let manager = ListViewManager()
      manager.register(PlayedItemCell.self)
      manager.storage = storage
      let window = TestWindow(child: manager.widget)
      defer { window.close() }
      await storage.sortAndWait(by: terms)
      await storage.settleLoaded(window.widget)
      XCTAssertTrue(manager.select(IndexPath(item: 10, section: 0)))
      let countBefore = storage.count
      let rowid = try XCTUnwrap(storage.identity(at: IndexPath(item: 10, section: 0)))
      // Another window (another connection of its own, unobserved here) deletes rows above the
      // selected one and inserts more; the app notices (`PRAGMA data_version`) and reloads.
      let other = try DatabasePool(path: folder.path("slow.sqlite"))
      let shown = (0..<5).compactMap { storage.identity(at: IndexPath(item: $0, section: 0)) as? Int64 }
      try await other.write { db in
        try db.execute(sql: "DELETE FROM item WHERE id IN (\(shown.map(String.init).joined(separator: ",")))")
        try db.execute(sql: "INSERT INTO item (title, plays) VALUES ('new', 1000), ('newer', 1000)")
      }
      try other.close()
      await storage.reloadAndWait()
      await storage.settleLoaded(window.widget)
      let now = try XCTUnwrap(manager.selectedIndexPaths.first, "\(terms)")
      XCTAssertEqual(storage.identity(at: now), rowid, "\(terms): the selection stayed with its row")
      XCTAssertEqual(storage.count, countBefore - 5 + 2)
    }
  }

  /// Clicks the label showing `text` in the table.
  private func click(label text: String, in table: ColumnViewManager, _ window: TestWindow) throws {
    let point = try XCTUnwrap(place(of: text, in: table, window))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y))
  }

  /// Where in the window the mapped label showing `text` is.
  private func place(of text: String, in table: ColumnViewManager, _ window: TestWindow) -> (x: Int, y: Int)? {
    let label = WidgetTree.descendants(of: table.columnView).first {
      WidgetTree.typeName($0) == "GtkLabel" && WidgetTree.labels(in: $0) == [text] && gtk_widget_get_mapped($0) != 0
    }
    return label.flatMap { window.point(ofCenterOf: $0) }
  }
}

/// A row of the slow `item` table.
struct PlayedItem: Codable, FetchableRecord, Sendable {
  var id: Int64
  var title: String
  var plays: Int
}

/// A label cell showing the row's title.
final class PlayedItemCell: ListCell, ModelTransfer {
  let widget: WidgetPointer = gtk_label_new(nil)!
  init() {}
  func update(with model: PlayedItem) { gtk_label_set_text(cgtk_label(widget), model.title) }
}

/// Pages of rowid order split as they grow: rows that wait for a page after a split are
/// presented again at the page's real place, not at `page × pageSize`.
@MainActor
final class PagedSplitTests: GtkTestCase {
  func testRowsWaitingForAPageAfterASplitShowTheirRecords() async throws {
    let folder = try TemporaryDatabaseFolder()
    defer { folder.remove() }
    let pool = try DatabasePool(path: folder.path("split.sqlite"))
    try await pool.write { db in
      try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
      for id in stride(from: 10, through: 4_000, by: 10) {
        try db.execute(sql: "INSERT INTO item (id, title) VALUES (?, ?)", arguments: [id, "row \(id)"])
      }
    }
    let storage = PagedDatabaseStorage<Item>(writer: pool, table: "item", pageSize: 16, cachedPages: 4)
    await storage.waitUntilLoaded()
    let manager = ListViewManager()
    manager.register(ItemCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    await storage.settleLoaded(window.widget)
    // 44 rows into the second page's range: it grows past twice its size and splits, shifting
    // every later page's first row.
    let before = storage.transactionsApplied
    try await pool.write { db in
      for id in 171...219 where id % 10 != 0 {
        try db.execute(sql: "INSERT INTO item (id, title) VALUES (?, ?)", arguments: [id, "new \(id)"])
      }
    }
    await DatabaseTestPump.until { storage.transactionsApplied > before }
    manager.scroll(to: IndexPath(item: 200, section: 0))
    await storage.settleLoaded(window.widget)
    let cells = ListProbe(manager).realizedItemCells
    XCTAssertGreaterThan(cells.count, 10)
    for (path, cell) in cells {
      let label = try XCTUnwrap((cell as? ItemCell).map { String(cString: gtk_label_get_text(cgtk_label($0.widget))) })
      let record = try await storage.loadRecord(at: path.item)
      XCTAssertEqual(label, record?.title, "row \(path.item)")
      XCTAssertEqual(gtk_widget_get_opacity(cell.widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)), 1)
    }
  }
}
