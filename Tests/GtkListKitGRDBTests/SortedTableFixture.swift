import Foundation
import GRDB
import GtkListKitGRDB
import ModelStorage
import XCTest

/// A row of the `entry` table: keys with repeats and NULLs, and a column no sort uses.
struct Entry: Codable, FetchableRecord, Sendable {
  var id: Int64
  var name: String?
  var score: Int?
  var note: String
}

/// Every SQL statement a connection ran, from any thread.
final class StatementLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []
  var statements: [String] { lock.withLock { recorded } }
  func append(_ sql: String) { lock.withLock { recorded.append(sql) } }
  func removeAll() { lock.withLock { recorded.removeAll() } }
}

/// An in-memory queue with an `entry` table of `rows` rows whose statements go to `log`: names
/// `n0`…`n49` (every 7th `NULL`), scores 0…12 (every 11th `NULL`).
func entryQueue(rows: Int, log: StatementLog? = nil) throws -> DatabaseQueue {
  var configuration = Configuration()
  if let log {
    configuration.prepareDatabase { db in db.trace { log.append($0.description) } }
  }
  let queue = try DatabaseQueue(configuration: configuration)
  try queue.write { db in
    try db.execute(sql: "CREATE TABLE entry (id INTEGER PRIMARY KEY, name TEXT, score INTEGER, note TEXT NOT NULL)")
    try db.execute(
      sql: """
        WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
        INSERT INTO entry (id, name, score, note)
        SELECT x, CASE WHEN x % 7 = 0 THEN NULL ELSE 'n' || (x * 31 % 50) END,
          CASE WHEN x % 11 = 0 THEN NULL ELSE x * 17 % 13 END, 'note ' || x FROM n
        """, arguments: [rows])
  }
  return queue
}

/// The ids `ORDER BY orderBy` returns, straight from SQLite: the reference order.
func referenceIDs(_ queue: DatabaseQueue, orderBy: String) throws -> [Int64] {
  try queue.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM entry ORDER BY \(orderBy)") }
}

/// Replays every update on the ids the view shows (through the same planner a view uses) and
/// checks that rows that stay keep their identity; counts reloads.
@MainActor
final class EntryReplay: @MainActor StorageUpdating {
  let storage: PagedDatabaseStorage<Entry>
  private(set) var shown: [Int64]
  private var layout: FlatLayout
  private(set) var updates: [StorageUpdate] = []
  private(set) var reloads = 0

  /// The rows at the top a view has shown; `nil`: all. Only they must keep their identity: rows
  /// below have no item yet, a storage may report them at any position past the rows it read.
  private let shownRows: Int?

  /// Replays on `shown` (default: every row, read through the storage).
  init(_ storage: PagedDatabaseStorage<Entry>, shown: [Int64]? = nil, shownRows: Int? = nil) {
    self.storage = storage
    self.shownRows = shownRows
    self.shown = shown ?? storage.allIDs()
    layout = FlatLayout(storage: storage)
    storage.delegate = self
  }

  func storageNeedsReloading() {
    reloads += 1
    shown = storage.allIDs()
    layout = FlatLayout(storage: storage)
  }

  func storageDidPerformUpdate(_ update: StorageUpdate) {
    updates.append(update)
    let new = FlatLayout(storage: storage)
    do {
      let plan = try ItemsChangedPlanner.checkedPlan(for: update, from: layout, to: new, maxSplices: 4)
      let old = Set(shown.prefix(shownRows ?? shown.count))
      let fresh = plan.replay(on: shown.map { ($0, false) }) {
        (self.storage.identity(at: IndexPath(item: $0, section: 0)) as! Int64, true)
      }
      XCTAssertNotNil(fresh, "invalid plan \(plan.compact)")
      let recreated = (fresh ?? []).filter { $0.1 && old.contains($0.0) }
      XCTAssertTrue(recreated.isEmpty, "recreated \(recreated.map(\.0)) by \(plan.compact)")
      shown = (fresh ?? []).map(\.0)
    } catch {
      XCTFail("planner rejected \(update.itemChanges): \(error.debugDescription)")
      shown = storage.allIDs()
    }
    layout = new
  }
}

extension PagedDatabaseStorage where Record == Entry {
  /// Every row's id (its rowid) in the order the storage holds.
  func allIDs() -> [Int64] { (0..<count).map { identity(at: IndexPath(item: $0, section: 0)) as? Int64 ?? -1 } }
}
