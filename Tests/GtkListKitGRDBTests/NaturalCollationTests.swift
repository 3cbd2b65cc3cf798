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
}
