import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport
import XCTest

/// A table without rowid gaps gets its page index from its count and bounds, one with gaps from
/// its rowids: both place every row at its position, also across page boundaries and after a
/// row is deleted and the storage reloads.
@MainActor
final class PagedIndexShapeTests: GtkTestCase {
  private func pool(ids: [Int], in folder: TemporaryDatabaseFolder) throws -> DatabasePool {
    let pool = try DatabasePool(path: folder.path("shape.sqlite"))
    try pool.write { db in
      try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
      for id in ids { try db.execute(sql: "INSERT INTO item VALUES (?, ?)", arguments: [id, "row \(id)"]) }
    }
    return pool
  }

  private func titles(_ storage: PagedDatabaseStorage<Item>, at positions: [Int]) async -> [String?] {
    await storage.loadedRecords(at: positions).map { $0?.title }
  }

  func testDenseAndSparseTablesPlaceEveryRow() async throws {
    let folder = try TemporaryDatabaseFolder()
    defer { folder.remove() }
    for ids in [Array(5..<1005), Array(stride(from: 1, to: 2000, by: 2))] {
      try? FileManager.default.removeItem(atPath: folder.path("shape.sqlite"))
      let pool = try pool(ids: ids, in: folder)
      let storage = PagedDatabaseStorage<Item>(writer: pool, table: "item", pageSize: 64)
      await storage.waitUntilLoaded()
      XCTAssertEqual(storage.count, 1000)
      let probes = [0, 63, 64, 65, 500, 999]
      let probed = await titles(storage, at: probes)
      XCTAssertEqual(
        probed, probes.map { "row \(ids[$0])" }, "ids from \(ids[0]) by \(ids[1] - ids[0])")
      XCTAssertNil(storage.record(at: 1000))
      try await pool.write { db in try db.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [ids[100]]) }
      await storage.reloadAndWait()
      XCTAssertEqual(storage.count, 999)
      let after = await titles(storage, at: [99, 100, 998])
      XCTAssertEqual(after, ["row \(ids[99])", "row \(ids[101])", "row \(ids[999])"])
    }
  }
}
