import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A live `DatabaseStorage` in a real window, on SQLite files in a temporary folder; writes come
/// from a background thread through the same `DatabasePool`, as an app's would.
@MainActor
final class DatabaseStorageTests: GtkTestCase {
  private var folder: TemporaryDatabaseFolder!

  override func setUp() async throws {
    folder = try TemporaryDatabaseFolder()
  }

  override func tearDown() async throws {
    folder.remove()
  }

  private func roster() -> [Player] {
    [
      Player(id: 1, name: "ann", team: "A", score: 10), Player(id: 2, name: "bob", team: "A", score: 20),
      Player(id: 3, name: "cat", team: "B", score: 30), Player(id: 4, name: "dan", team: "B", score: 40),
    ]
  }

  private func sectioned(_ pool: DatabasePool) -> DatabaseStorage<Player, String> {
    DatabaseStorage(
      reader: pool, request: Player.order(Column("team"), Column("score")), sectionedBy: { $0.team })
  }

  private func show(_ storage: some ListStorage) -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(PlayerCell.self)
    manager.registerHeader(TeamHeader.self)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    GtkTestEnvironment.settle(window.widget)
    return (manager, window)
  }

  /// Writes from a background thread and waits until the storage received the new value.
  private func write(
    _ pool: DatabasePool, _ storage: DatabaseStorage<Player, String>, _ window: TestWindow,
    _ body: @escaping @Sendable (Database) throws -> Void
  ) async throws {
    let before = storage.fetchedValues
    try await Task.detached { try await pool.write(body) }.value
    let arrived = await DatabaseTestPump.until { storage.fetchedValues > before }
    XCTAssertTrue(arrived, "no value after the write")
    GtkTestEnvironment.settle(window.widget)
  }

  func testInitialDisplayWithSections() async throws {
    let pool = try folder.playerPool(roster())
    let storage = sectioned(pool)
    let (manager, window) = show(storage)
    defer { window.close() }
    XCTAssertEqual(storage.numberOfSections, 2)
    XCTAssertEqual(
      WidgetTree.visibleTexts(of: manager.listView),
      ["team A", "ann 10", "bob 20", "team B", "cat 30", "dan 40"])
  }

  func testOneRowUpdateRebindsInPlace() async throws {
    let pool = try folder.playerPool(roster())
    let storage = sectioned(pool)
    let (manager, window) = show(storage)
    defer { window.close() }
    manager.statistics.reset()
    try await write(pool, storage, window) { db in try db.execute(sql: "UPDATE player SET name = 'BOB' WHERE id = 2") }
    XCTAssertEqual(manager.statistics.itemsChangedEmissions, 0)
    XCTAssertEqual(manager.statistics.binds, 1)
    XCTAssertTrue(WidgetTree.visibleTexts(of: manager.listView).contains("BOB 20"))
  }

  func testInsertDeleteMoveArriveAsOneMinimalUpdateKeepingSelection() async throws {
    let pool = try folder.playerPool(roster())
    let storage = sectioned(pool)
    let (manager, window) = show(storage)
    defer { window.close() }
    XCTAssertTrue(manager.select(IndexPath(item: 1, section: 1)))  // dan
    var updates: [StorageUpdate?] = []
    manager.updater.willUpdateContent = { updates.append($0) }
    manager.statistics.reset()
    try await write(pool, storage, window) { db in
      try Player(id: 5, name: "eve", team: "B", score: 5).insert(db)  // before dan
      try db.execute(sql: "DELETE FROM player WHERE id = 1")
      try db.execute(sql: "UPDATE player SET score = 50 WHERE id = 3")  // cat moves after dan
    }
    XCTAssertEqual(updates.count, 1)
    XCTAssertEqual(
      WidgetTree.visibleTexts(of: manager.listView), ["team A", "bob 20", "team B", "eve 5", "dan 40", "cat 50"])
    XCTAssertEqual((manager.selectedModels.first as? Player)?.name, "dan")
    let changes = try XCTUnwrap(updates.first??.itemChanges)
    XCTAssertTrue(changes.contains(.insert(IndexPath(item: 0, section: 1))))
    XCTAssertTrue(changes.contains(.delete(IndexPath(item: 0, section: 0))))
    XCTAssertTrue(changes.contains(where: { if case .move = $0 { true } else { false } }))
    XCTAssertLessThanOrEqual(manager.statistics.itemsChangedEmissions, 3)
  }

  func testThousandRowTransactionIsOneUpdate() async throws {
    let pool = try folder.playerPool(roster())
    let storage = sectioned(pool)
    let (manager, window) = show(storage)
    defer { window.close() }
    var updates = 0
    manager.updater.willUpdateContent = { _ in updates += 1 }
    try await write(pool, storage, window) { db in
      for id in 100..<1100 { try Player(id: Int64(id), name: "p\(id)", team: "C", score: id).insert(db) }
    }
    XCTAssertEqual(updates, 1)
    XCTAssertEqual(storage.numberOfSections, 3)
    XCTAssertEqual(storage.numberOfItems(inSection: 2), 1000)
  }

  func testSectionsAppearAndVanish() async throws {
    let pool = try folder.playerPool(roster())
    let storage = sectioned(pool)
    let (manager, window) = show(storage)
    defer { window.close() }
    try await write(pool, storage, window) { db in
      try db.execute(sql: "DELETE FROM player WHERE team = 'A'")
      try Player(id: 9, name: "zed", team: "Z", score: 1).insert(db)
    }
    XCTAssertEqual(
      WidgetTree.visibleTexts(of: manager.listView), ["team B", "cat 30", "dan 40", "team Z", "zed 1"])
  }
}
