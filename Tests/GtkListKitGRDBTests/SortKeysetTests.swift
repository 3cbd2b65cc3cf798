import Foundation
import GRDB
import GtkListKitGRDB
import ModelStorage
import XCTest

/// The keyset conditions against SQLite's own order, from every row of a small table with
/// repeated and `NULL` keys: at or after a row are the rows from its position on, before it the
/// rows ahead of it, in every order the sorting tests use.
final class SortKeysetTests: XCTestCase {
  func testConditionsSplitSQLiteOrderAtEveryRow() throws {
    try checkEveryRow(try entryQueue(rows: 90), PagedDatabaseSortingTests.orders)
  }

  /// A column's collation holds in the conditions too (the OR form compares `+(column)`).
  func testAColumnCollationIsKept() throws {
    let queue = try entryQueue(rows: 60)
    try queue.write { db in
      try db.execute(sql: "ALTER TABLE entry ADD COLUMN label TEXT COLLATE NOCASE")
      try db.execute(
        sql: """
          UPDATE entry SET label = CASE id % 6 WHEN 0 THEN 'a' WHEN 1 THEN 'B' WHEN 2 THEN 'b' \
          WHEN 3 THEN 'A' WHEN 4 THEN NULL ELSE 'c' || (id % 4) END
          """)
    }
    try checkEveryRow(
      queue,
      [
        ([SQLSortTerm("label")], "label, rowid"),
        ([SQLSortTerm("label", ascending: false)], "label DESC, rowid"),
        ([SQLSortTerm("label", ascending: false), SQLSortTerm("score")], "label DESC, score, rowid"),
      ])
  }

  private func checkEveryRow(_ queue: DatabaseQueue, _ orders: [([SQLSortTerm], String)]) throws {
    for (terms, orderBy) in orders {
      let keyset = SortKeyset(terms: terms)
      XCTAssertEqual(
        keyset.orderBy.replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: ""),
        orderBy.replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: ""))
      let ids = try referenceIDs(queue, orderBy: orderBy)
      try queue.read { db in
        for (position, id) in ids.enumerated() {
          let key = try Row.fetchOne(
            db, sql: "SELECT \(keyset.keyColumns) FROM entry WHERE rowid = ?", arguments: [id])!
          let values = Array(key.databaseValues)
          // The rows before a row: what places a live change under a sort.
          let condition = keyset.before(values, rowid: id)
          let found = try Int64.fetchAll(
            db, sql: "SELECT id FROM entry WHERE \(condition.sql) ORDER BY \(keyset.orderBy)",
            arguments: condition.arguments)
          XCTAssertEqual(found, Array(ids[..<position]), "\(orderBy) at \(position): \(condition.sql)")
          // The same rows as disjoint parts an index on the first term serves: counts add up.
          var counted = 0
          for part in keyset.beforeParts(values, rowid: id) {
            counted +=
              try Int.fetchOne(db, sql: "SELECT count(*) FROM entry WHERE \(part.sql)", arguments: part.arguments) ?? 0
          }
          XCTAssertEqual(counted, position, "\(orderBy) at \(position): parts")
        }
      }
    }
  }
}
