import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// From a committed `UPDATE` of a visible row on a background thread to the rebound row drawn
/// on screen, for both storages. The figure is printed; release build figures are in the
/// Showing a Database article.
@MainActor
final class DatabaseLatencyTests: GtkTestCase {
  private var folder: TemporaryDatabaseFolder!

  override func setUp() async throws { folder = try TemporaryDatabaseFolder() }
  override func tearDown() async throws { folder.remove() }

  /// Medians in milliseconds over `rounds` updates of row 2: until the new text is bound, and
  /// until the next frame is drawn.
  private func commitToScreen(
    _ storage: some ListStorage, _ pool: DatabasePool, rounds: Int = 15
  ) async throws -> (bound: Double, drawn: Double) {
    let manager = ListViewManager()
    manager.register(PlayerCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    var bound: [Double] = []
    var drawn: [Double] = []
    for round in 0..<rounds {
      let name = "n\(round)"
      let start = Date()
      try await Task.detached {
        try await pool.write { db in try db.execute(sql: "UPDATE player SET name = ? WHERE id = 2", arguments: [name]) }
      }.value
      let shown = await DatabaseTestPump.until { WidgetTree.visibleTexts(of: manager.listView).contains("\(name) 2") }
      XCTAssertTrue(shown, "round \(round)")
      bound.append(Date().timeIntervalSince(start) * 1000)
      _ = GtkTestEnvironment.waitForFrames(1, of: window.widget)
      drawn.append(Date().timeIntervalSince(start) * 1000)
    }
    return (bound.sorted()[rounds / 2], drawn.sorted()[rounds / 2])
  }

  private func players() -> [Player] { (1...50).map { Player(id: Int64($0), name: "p\($0)", team: "A", score: $0) } }

  func testCommitToScreenOfAVisibleRow() async throws {
    let pool = try folder.playerPool(players())
    let live = try await commitToScreen(DatabaseStorage(reader: pool, request: Player.order(Column("id"))), pool)
    let pagedStorage = PagedDatabaseStorage<Player>(writer: pool, table: "player")
    await pagedStorage.waitUntilLoaded()
    let paged = try await commitToScreen(pagedStorage, pool)
    print(
      String(
        format: "DatabaseLatencyTests: commit → bound / drawn, medians of 15: DatabaseStorage %.1f / %.1f ms, "
          + "PagedDatabaseStorage %.1f / %.1f ms", live.bound, live.drawn, paged.bound, paged.drawn))
    XCTAssertLessThan(live.drawn, 250)
    XCTAssertLessThan(paged.drawn, 250)
  }
}
