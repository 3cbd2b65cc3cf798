import Foundation
import GRDB
import GtkListKitGRDB
import ModelStorage
import XCTest

/// The natural collation orders as GTK's file chooser does: numbers by value, letters without
/// regard to case; a paged storage applies it to text terms only.
@MainActor
final class NaturalCollationTests: XCTestCase {
  func testNamesSortByTheirNumbers() async throws {
    let queue = try DatabaseQueue()
    let names = [
      "Song 10", "song 2", "Song 1", "Song 02", "Song 2", "b", "A", "Song 10b", "Song 9", "Song", "Sang 100",
    ]
    let sorted = try await queue.write { db -> [String] in
      SQLNaturalCollation.register(in: db)
      SQLNaturalCollation.register(in: db)  // a second time: kept
      try db.execute(sql: "CREATE TABLE t (name TEXT)")
      for name in names { try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [name]) }
      return try String.fetchAll(db, sql: "SELECT name FROM t ORDER BY name COLLATE \(SQLNaturalCollation.name)")
    }
    XCTAssertEqual(
      sorted, ["A", "b", "Sang 100", "Song", "Song 1", "Song 2", "Song 02", "song 2", "Song 9", "Song 10", "Song 10b"])
  }

  func testAStorageSortsTextNaturallyAndNumbersAsTheyAre() async throws {
    let queue = try DatabaseQueue()
    try await queue.write { db in
      try db.execute(sql: "CREATE TABLE entry (id INTEGER PRIMARY KEY, name TEXT, score INTEGER, note TEXT NOT NULL)")
      for id in 1...300 {
        try db.execute(
          sql: "INSERT INTO entry VALUES (?, ?, ?, '')",
          arguments: [id, id % 5 == 0 ? nil : "Song \(id * 7 % 300)", id % 13])
      }
    }
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry")
    await storage.waitUntilLoaded()
    await storage.sortAndWait(by: [SQLSortTerm("name", textOrder: .natural)])
    let natural = try await queue.read { db in
      try Int64.fetchAll(
        db, sql: "SELECT id FROM entry ORDER BY name IS NOT NULL, CAST(substr(name, 6) AS INTEGER), rowid")
    }
    XCTAssertEqual(storage.allIDs(), natural)
    await storage.sortAndWait(by: [SQLSortTerm("name", textOrder: .plain)])
    XCTAssertEqual(storage.allIDs(), try referenceIDs(queue, orderBy: "name, rowid"))
    // A number column: the order SQLite reads from its values (no collation on it).
    await storage.sortAndWait(by: [SQLSortTerm("score", ascending: false, textOrder: .natural)])
    XCTAssertEqual(storage.allIDs(), try referenceIDs(queue, orderBy: "score DESC, rowid"))
  }

  /// An index on the natural key serves a storage's natural sort: SQLite reads the order from it
  /// (no sort of the whole table), ascending and descending.
  func testAnIndexOnTheNaturalKeyServesTheNaturalSort() async throws {
    let statements = StatementLog()
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      SQLNaturalCollation.register(in: db)
      db.trace { event in statements.append("\(event)") }
    }
    let queue = try DatabaseQueue(configuration: configuration)
    try await queue.write { db in
      try db.execute(sql: "CREATE TABLE entry (id INTEGER PRIMARY KEY, name TEXT, score INTEGER, note TEXT NOT NULL)")
      try db.execute(sql: "CREATE INDEX entry_name_natural ON entry(\(SQLNaturalCollation.keyExpression("name")))")
      for id in 1...200 {
        try db.execute(sql: "INSERT INTO entry VALUES (?, ?, 0, '')", arguments: [id, "Song \(id * 7 % 200)"])
      }
    }
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry")
    await storage.waitUntilLoaded()
    for ascending in [true, false] {
      statements.removeAll()
      await storage.sortAndWait(by: [SQLSortTerm("name", ascending: ascending, textOrder: .natural)])
      let expected = try await queue.read { db in
        try Int64.fetchAll(db, sql: "SELECT id FROM entry ORDER BY CAST(substr(name, 6) AS INTEGER), rowid")
      }
      XCTAssertEqual(storage.allIDs(), ascending ? expected : expected.reversed())
      let order = try XCTUnwrap(
        statements.statements.first { $0.hasPrefix("SELECT rowid FROM") && $0.contains("ORDER BY") })
      let plan = try await queue.read { db in
        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(order)").map { $0["detail"] as String }
      }
      XCTAssertTrue(plan.contains { $0.contains("entry_name_natural") }, "the index serves the order: \(plan)")
      // Descending, the ties' rowids (ascending) are sorted apart ("RIGHT PART"), as for any index.
      XCTAssertFalse(plan.contains { $0.contains("TEMP B-TREE FOR ORDER BY") }, "no whole sort: \(plan)")
    }
  }
}
