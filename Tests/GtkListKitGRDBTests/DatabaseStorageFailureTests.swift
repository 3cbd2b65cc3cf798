import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// Bad input gives a `DatabaseStorageAnomaly`, the view keeps what it showed, and the app recovers
/// with `restart()`: never a crash, under `G_DEBUG=fatal-criticals`.
@MainActor
final class DatabaseStorageFailureTests: GtkTestCase {
  private var folder: TemporaryDatabaseFolder!

  override func setUp() async throws { folder = try TemporaryDatabaseFolder() }
  override func tearDown() async throws { folder.remove() }

  private func show(_ storage: some ListStorage) -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(PlayerCell.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    GtkTestEnvironment.settle(window.widget)
    return (manager, window)
  }

  private func players(_ count: Int) -> [Player] {
    (1...count).map { Player(id: Int64($0), name: "p\($0)", team: "A", score: $0) }
  }

  func testMissingTableGivesAnomalyAndEmptySectionThenRecovers() async throws {
    let pool = try DatabasePool(path: folder.path("empty.sqlite"))
    let log = DatabaseAnomalyLog()
    let storage = DatabaseStorage(reader: pool, request: Player.all(), anomalyHandler: log.handler)
    let (manager, window) = show(storage)
    defer { window.close() }
    XCTAssertTrue(storage.isFailed)
    XCTAssertEqual(storage.numberOfSections, 1)
    XCTAssertEqual(storage.numberOfItems(inSection: 0), 0)
    // The app repairs the database and retries.
    try await pool.write { db in
      try db.create(table: "player") { table in
        table.primaryKey("id", .integer)
        table.column("name", .text)
        table.column("team", .text)
        table.column("score", .integer)
      }
      try Player(id: 1, name: "ann", team: "A", score: 1).insert(db)
    }
    storage.restart()
    GtkTestEnvironment.settle(window.widget)
    XCTAssertFalse(storage.isFailed)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["ann 1"])
  }

  func testAnomalyOfMissingTableIsReported() async throws {
    let pool = try DatabasePool(path: folder.path("empty.sqlite"))
    let log = DatabaseAnomalyLog()
    // The first fetch runs in the initialiser: the handler is given there.
    let storage = DatabaseStorage(reader: pool, request: Player.all(), anomalyHandler: log.handler)
    XCTAssertTrue(storage.isFailed)
    guard case .observationFailed(let text)? = log.anomalies.first else {
      return XCTFail("expected observationFailed, got \(log.anomalies)")
    }
    XCTAssertTrue(text.contains("player"), text)
  }

  func testRowThatNoLongerDecodesKeepsWhatWasShown() async throws {
    let pool = try folder.playerPool(players(3))
    let log = DatabaseAnomalyLog()
    let storage = DatabaseStorage(reader: pool, request: Player.order(Column("id")))
    storage.anomalyHandler = log.handler
    let (manager, window) = show(storage)
    defer { window.close() }
    try await Task.detached {
      try await pool.write { db in try db.execute(sql: "UPDATE player SET name = NULL WHERE id = 2") }
    }
    .value
    let failed = await DatabaseTestPump.until { storage.isFailed }
    XCTAssertTrue(failed)
    XCTAssertEqual(log.anomalies.count, 1)
    if case .decodingFailed? = log.anomalies.first {} else { XCTFail("expected decodingFailed, got \(log.anomalies)") }
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["p1 1", "p2 2", "p3 3"])
    // Repaired: the observation resumes with the fixed row.
    try await pool.write { db in try db.execute(sql: "UPDATE player SET name = 'fixed' WHERE id = 2") }
    storage.restart()
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["p1 1", "fixed 2", "p3 3"])
  }

  func testSchemaChangeUnderRunningObservationGivesAnomaly() async throws {
    let pool = try folder.playerPool(players(3))
    let log = DatabaseAnomalyLog()
    let storage = DatabaseStorage(reader: pool, request: Player.order(Column("id")))
    storage.anomalyHandler = log.handler
    let (manager, window) = show(storage)
    defer { window.close() }
    // SQLite reports no row change for DDL alone: a migration that also writes rows is seen.
    try await Task.detached {
      try await pool.write { db in
        try db.drop(table: "player")
        try db.execute(sql: "CREATE TABLE player (id INTEGER PRIMARY KEY, score INTEGER)")
        try db.execute(sql: "INSERT INTO player (id, score) VALUES (1, 1)")
      }
    }.value
    let failed = await DatabaseTestPump.until { storage.isFailed }
    XCTAssertTrue(failed)
    XCTAssertEqual(log.anomalies.count, 1, "\(log.anomalies)")
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView), ["p1 1", "p2 2", "p3 3"])
  }
}
