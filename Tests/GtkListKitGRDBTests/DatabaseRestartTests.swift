import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// `restart()` shows what another connection wrote: GRDB observes the writes of its own pool
/// only, so a second pool on the same file stands in for another process.
@MainActor
final class DatabaseRestartTests: GtkTestCase {
  func testRestartShowsRowsWrittenByAnotherConnection() async throws {
    let folder = try TemporaryDatabaseFolder()
    defer { folder.remove() }
    let pool = try folder.playerPool([Player(id: 1, name: "ann", team: "A", score: 10)])
    let storage = DatabaseStorage(reader: pool, request: Player.order(Column("id")))
    let manager = ListViewManager()
    manager.register(PlayerCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["ann 10"])

    let other = try DatabasePool(path: folder.path("players.sqlite"))
    try await other.write { db in
      try Player(id: 2, name: "bob", team: "A", score: 20).insert(db)
      try db.execute(sql: "UPDATE player SET score = 11 WHERE id = 1")
    }
    manager.statistics.reset()
    storage.restart()
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["ann 11", "bob 20"])
    XCTAssertEqual(
      manager.statistics.itemsChangedEmissions, 1, "one update: the insert (the score is rebound in place)")
    XCTAssertFalse(storage.isFailed)
  }
}
