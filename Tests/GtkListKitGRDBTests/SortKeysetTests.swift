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
    let queue = try entryQueue(rows: 90)
    for (terms, orderBy) in PagedDatabaseSortingTests.orders {
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
          for (condition, expected) in [
            (keyset.after(values, rowid: id, inclusive: true), Array(ids[position...])),
            (keyset.after(values, rowid: id, inclusive: false), Array(ids[(position + 1)...])),
            (keyset.before(values, rowid: id), Array(ids[..<position])),
          ] {
            let found = try Int64.fetchAll(
              db, sql: "SELECT id FROM entry WHERE \(condition.sql) ORDER BY \(keyset.orderBy)",
              arguments: condition.arguments)
            XCTAssertEqual(found, expected, "\(orderBy) at \(position): \(condition.sql)")
          }
        }
      }
    }
  }
}
