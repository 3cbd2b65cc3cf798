import Foundation
import GRDB
import GtkListKitGRDB
import ModelStorage
import XCTest

/// A paged storage locates a row by its rowid, in rowid order and after a sort: what a table
/// uses to keep its selection through a sort reported as a reload.
@MainActor
final class PagedDatabaseLocatingTests: XCTestCase {
  func testEveryRowIsFoundWhereItIsInRowidOrderAndSorted() async throws {
    let queue = try entryQueue(rows: 3_000)
    try await queue.write { db in try db.execute(sql: "DELETE FROM entry WHERE id % 5 = 0") }  // gaps in the rowids
    let storage = PagedDatabaseStorage<Entry>(writer: queue, table: "entry", pageSize: 97, cachedPages: 4)
    await storage.waitUntilLoaded()
    for terms in [[], [SQLSortTerm("score", ascending: false), SQLSortTerm("name")]] {
      await storage.sortAndWait(by: terms)
      let orderBy = terms.isEmpty ? "rowid" : "score DESC, name, rowid"
      let ids = try referenceIDs(queue, orderBy: orderBy)
      XCTAssertEqual(storage.count, ids.count)
      var generator = SystemRandomNumberGenerator()
      for position in (0..<200).map({ _ in Int.random(in: 0..<ids.count, using: &generator) }) + [0, ids.count - 1] {
        let path = IndexPath(item: position, section: 0)
        XCTAssertEqual(storage.identity(at: path), AnyHashable(ids[position]), "\(orderBy) at \(position)")
        XCTAssertEqual(storage.indexPath(ofIdentity: AnyHashable(ids[position])), path)
      }
      XCTAssertNil(storage.indexPath(ofIdentity: AnyHashable(Int64(5))), "a deleted row is nowhere")
      XCTAssertNil(storage.identity(at: IndexPath(item: ids.count, section: 0)))
      XCTAssertNil(storage.indexPath(ofIdentity: AnyHashable("not a rowid")))
    }
  }
}
