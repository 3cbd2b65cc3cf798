import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// Live changes of a shown table, in rowid order and sorted, run no statement on the main
/// thread: rowid order places rows from the rowids it holds, a sort reads each commit's places on
/// a reader opened at that commit. The view still gets each change where SQLite's order has it.
@MainActor
final class LiveChangesOffMainTests: GtkTestCase {
  private var folder: TemporaryDatabaseFolder!

  override func setUp() async throws { folder = try TemporaryDatabaseFolder() }
  override func tearDown() async throws { folder.remove() }

  func testWritesWhileShownRunNoStatementOnTheMainThread() async throws {
    let slow = SlowStatements(milliseconds: 50)
    var configuration = Configuration()
    configuration.prepareDatabase { db in db.trace { slow.trace($0.description) } }
    let pool = try DatabasePool(path: folder.path("live.sqlite"), configuration: configuration)
    try await pool.write { db in
      try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL)")
      try db.execute(
        sql: """
          WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 20000)
          INSERT INTO item (id, title, plays) SELECT x, 'row ' || x, (x * 7919) % 97 FROM n
          """)
    }
    for terms in [[], [SQLSortTerm("plays", ascending: false)]] {
      let storage = PagedDatabaseStorage<PlayedItem>(writer: pool, table: "item", pageSize: 64)
      let manager = ListViewManager()
      manager.register(PlayedItemCell.self)
      manager.storage = storage
      let window = TestWindow(child: manager.widget)
      defer { window.close() }
      await storage.sortAndWait(by: terms)
      await storage.settleLoaded(window.widget)
      let orders = storage.ordersLoaded
      slow.startCounting()
      for step in 0..<6 {
        let applied = storage.transactionsApplied
        try await pool.write { db in
          try db.execute(sql: "INSERT INTO item (title, plays) VALUES (?, ?)", arguments: ["new \(step)", step * 20])
          try db.execute(sql: "UPDATE item SET plays = plays + 50 WHERE id = ?", arguments: [100 + step])
          try db.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [1_000 + step])
        }
        await DatabaseTestPump.until(timeout: 10) { storage.transactionsApplied > applied }
      }
      await storage.settleLoaded(window.widget)
      XCTAssertEqual(slow.mainThreadStatements, 0, "\(terms): statements on the main thread")
      XCTAssertEqual(storage.ordersLoaded, orders, "\(terms): each change placed, the order not read again")
      let orderBy = terms.isEmpty ? "rowid" : "plays DESC, rowid"
      let expected = try await pool.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM item ORDER BY \(orderBy)")
      }
      let held = (0..<storage.count).map { storage.identity(at: IndexPath(item: $0, section: 0)) as? Int64 }
      XCTAssertEqual(held, expected, "\(terms)")
      // What GTK shows: every realized row's label is its record's title.
      for (path, cell) in ListProbe(manager).realizedItemCells.prefix(40) {
        let label = try XCTUnwrap(
          (cell as? PlayedItemCell).map { String(cString: gtk_label_get_text(cgtk_label($0.widget))) })
        let record = try await storage.loadRecord(at: path.item)
        XCTAssertEqual(label, record?.title, "\(terms): row \(path.item)")
      }
    }
  }
}
