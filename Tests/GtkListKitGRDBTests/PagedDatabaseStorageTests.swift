import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A row of the `item` table.
struct Item: Codable, FetchableRecord, Sendable {
  var id: Int64
  var title: String
}

/// A label cell showing the item's title.
final class ItemCell: ListCell, ModelTransfer {
  let widget: WidgetPointer = gtk_label_new(nil)!
  init() {}
  func update(with model: Item) { gtk_label_set_text(cgtk_label(widget), model.title) }
}

/// A million-row table in a real window: rows come in keyset pages, the cache stays bounded
/// while scrolling top to bottom, and live changes arrive as minimal updates.
@MainActor
final class PagedDatabaseStorageTests: GtkTestCase {
  private var folder: TemporaryDatabaseFolder!

  override func setUp() async throws { folder = try TemporaryDatabaseFolder() }
  override func tearDown() async throws { folder.remove() }

  private func itemPool(rows: Int) throws -> DatabasePool {
    let pool = try DatabasePool(path: folder.path("items.sqlite"))
    try pool.write { db in
      try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
      try db.execute(
        sql: """
          WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
          INSERT INTO item (id, title) SELECT x, 'row ' || x FROM n
          """, arguments: [rows])
    }
    return pool
  }

  private func show(_ storage: PagedDatabaseStorage<Item>) async -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(ItemCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    await storage.settleLoaded(window.widget)
    return (manager, window)
  }

  func testMillionRowsArePagedAndCacheStaysBoundedWhileScrolling() async throws {
    let pool = try itemPool(rows: 1_000_000)
    let started = Date()
    let storage = PagedDatabaseStorage<Item>(writer: pool, table: "item", pageSize: 256, cachedPages: 8)
    await storage.waitUntilLoaded()
    let (manager, window) = await show(storage)
    defer { window.close() }
    let rssAtFirstFrame = Self.residentKilobytes()
    print("[GRDB] RSS at the paged 1M table's first frame: \(rssAtFirstFrame / 1024) MB")
    print("[GRDB] 1M paged: first frame \(Int(Date().timeIntervalSince(started) * 1000)) ms")
    XCTAssertEqual(storage.count, 1_000_000)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView).prefix(2), ["row 1", "row 2"])
    XCTAssertLessThanOrEqual(storage.pagesFetched, 2)
    XCTAssertLessThanOrEqual(storage.rowsFetched, 512)
    for step in 1...20 {
      manager.scroll(to: IndexPath(item: step * 49_999, section: 0))
      await storage.settleLoaded(window.widget)
      XCTAssertLessThanOrEqual(storage.cachedPageCount, 8)
    }
    XCTAssertTrue(WidgetTree.visibleTexts(of: manager.listView).contains("row 999980"))
    // Each stop needs a page or two: far from a million rows.
    XCTAssertLessThanOrEqual(storage.rowsFetched, 60 * 256)
    print(
      "[GRDB] 1M paged: \(storage.pagesFetched) pages, \(storage.rowsFetched) rows fetched, \(storage.cachedPageCount) cached"
    )
    print("[GRDB] RSS after scrolling the paged 1M table: \(Self.residentKilobytes() / 1024) MB")
  }

  /// The same million rows from a `MemoryStorage`, for the first-frame ratio (printed only).
  func testMeasureMillionRowsFromMemoryStorage() async throws {
    let items = (1...1_000_000).map { Item(id: Int64($0), title: "row \($0)") }
    let started = Date()
    let manager = ListViewManager()
    manager.register(ItemCell.self)
    manager.memoryStorage.setItems(items as [Any])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    print("[GRDB] 1M MemoryStorage: first frame \(Int(Date().timeIntervalSince(started) * 1000)) ms")
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView).first, "row 1")
  }

  /// VmRSS of this process in kilobytes.
  static func residentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  func testLiveChangesArriveAsMinimalUpdates() async throws {
    let pool = try itemPool(rows: 10_000)
    let storage = PagedDatabaseStorage<Item>(writer: pool, table: "item", pageSize: 64, cachedPages: 8)
    await storage.waitUntilLoaded()
    let (manager, window) = await show(storage)
    defer { window.close() }
    XCTAssertTrue(manager.select(IndexPath(item: 5, section: 0)))
    func commit(_ sql: String) async {
      let before = storage.transactionsApplied
      do { try await Task.detached { try await pool.write { db in try db.execute(sql: sql) } }.value } catch {
        XCTFail("\(error)")
      }
      let arrived = await DatabaseTestPump.until { storage.transactionsApplied > before }
      XCTAssertTrue(arrived)
      await storage.settleLoaded(window.widget)
    }
    // A one-row UPDATE of a visible row: no items-changed, one rebind.
    manager.statistics.reset()
    await commit("UPDATE item SET title = 'changed' WHERE id = 3")
    XCTAssertEqual(manager.statistics.itemsChangedEmissions, 0)
    XCTAssertEqual(manager.statistics.binds, 1)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView)[2], "changed")
    // Insert and delete above the selection, in one transaction: one update, selection kept.
    // (Rows whose page is read again afterwards are then presented in place: updates of
    // content only, not counted here.)
    var updates = 0
    manager.updater.willUpdateContent = { update in
      let structural = update?.itemChanges.contains { if case .update = $0 { false } else { true } } ?? true
      if structural { updates += 1 }
    }
    await commit("DELETE FROM item WHERE id = 1; INSERT INTO item (id, title) VALUES (-1, 'first'), (-2, 'zeroth')")
    XCTAssertEqual(updates, 1)
    XCTAssertEqual(storage.count, 10_001)
    XCTAssertEqual(Array(WidgetTree.visibleTexts(of: manager.listView).prefix(3)), ["zeroth", "first", "row 2"])
    XCTAssertEqual((manager.selectedModels.first as? Item)?.id, 6)
    // A 1,000-row append: one update.
    await commit("INSERT INTO item (title) SELECT 'new ' || id FROM item WHERE id BETWEEN 1 AND 1000")
    XCTAssertEqual(updates, 2)
    XCTAssertEqual(storage.count, 11_000)
    let last = try await storage.loadRecord(at: 10_999)
    XCTAssertEqual(last?.title, "new 1000")
  }

  func testMissingTableGivesAnomalyAndNoRows() async throws {
    let pool = try DatabasePool(path: folder.path("empty.sqlite"))
    let log = DatabaseAnomalyLog()
    let storage = PagedDatabaseStorage<Item>(writer: pool, table: "item", anomalyHandler: log.handler)
    await storage.waitUntilLoaded()
    let (manager, window) = await show(storage)
    defer { window.close() }
    XCTAssertEqual(storage.count, 0)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), [])
    guard case .countFailed? = log.anomalies.first else { return XCTFail("expected countFailed, got \(log.anomalies)") }
  }
}
