import CGtkListKit
import Foundation
import GRDB
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

@_spi(Testing) import GtkListKit

/// From a committed `UPDATE` of a visible row on a background thread to the rebound row drawn
/// on screen, for both storages. The figure is printed; release build figures are in the
/// Showing a Database article.
@MainActor
final class DatabaseLatencyTests: GtkTestCase {
  private var folder: TemporaryDatabaseFolder!

  override func setUp() async throws { folder = try TemporaryDatabaseFolder() }
  override func tearDown() async throws { folder.remove() }

  /// Median milliseconds over `rounds` updates of row 2, measured until the new text is bound
  /// and one more frame is drawn.
  private func commitToScreen(_ storage: some Storage, _ pool: DatabasePool, rounds: Int = 15) async throws -> Double {
    let manager = ListViewManager()
    manager.register(PlayerCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    var samples: [Double] = []
    for round in 0..<rounds {
      let name = "n\(round)"
      let start = Date()
      try await Task.detached { try await pool.write { db in try db.execute(sql: "UPDATE player SET name = ? WHERE id = 2", arguments: [name]) } }.value
      let shown = await DatabaseTestPump.until { WidgetTree.visibleTexts(of: manager.listView).contains("\(name) 2") }
      XCTAssertTrue(shown, "round \(round)")
      _ = GtkTestEnvironment.waitForFrames(1, of: window.widget)
      samples.append(Date().timeIntervalSince(start) * 1000)
    }
    return samples.sorted()[samples.count / 2]
  }

  private func players() -> [Player] { (1...50).map { Player(id: Int64($0), name: "p\($0)", team: "A", score: $0) } }

  func testCommitToScreenOfAVisibleRow() async throws {
    let pool = try folder.playerPool(players())
    let live = try await commitToScreen(DatabaseStorage(reader: pool, request: Player.order(Column("id"))), pool)
    let paged = try await commitToScreen(PagedDatabaseStorage<Player>(writer: pool, table: "player"), pool)
    print("DatabaseLatencyTests: commit to screen, median of 15: DatabaseStorage \(String(format: "%.1f", live)) ms, PagedDatabaseStorage \(String(format: "%.1f", paged)) ms")
    XCTAssertLessThan(live, 250)
    XCTAssertLessThan(paged, 250)
  }
}
