import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import Synchronization

// `--workload table-live-sorted-sqlite[-desc]`: the tracks table shown sorted by plays, then one
// row's plays changes so that it moves from the last place to the first, written through the
// storage's own writer from a background task (the storage observes its writer's commits). On a
// private copy of the database: the shared file is never written. C: Baselines/c/sqlite_live.c.

/// When the update committed (`nowNs()`, stamped on GRDB's writer queue).
let commitStamp = Mutex<Int64>(0)

extension Bench {
  /// The table opened sorted, idle and settled; ms = from the commit until the moved row shows at
  /// the top, the storage is idle and the frame drawing it is painted. `stall_ms` counts from just
  /// before the write is started.
  func tableLiveSortedSQLite(descending: Bool) {
    let (pool, path) = orExit { try trackDatabaseCopy(rows: n) }
    let table = makeTrackTable()
    let storage = PagedDatabaseStorage<Track>(writer: pool, table: "track")
    table.storage = storage
    table.sortOrder = [ColumnSort("plays", ascending: !descending)]
    presentTable(table)
    let first = String(firstPlays(pool, descending: descending))
    turn { isIdle(storage) && topPlaysText(in: table) == first }
    drawNextFrame(table)
    settle(50)
    // The last row of the order gets a key before every other: it moves to the top.
    let (rowid, key) = orExit {
      try pool.read { db in
        let last = "SELECT id FROM track ORDER BY plays \(descending ? "ASC" : "DESC"), id DESC LIMIT 1"
        let beyond = descending ? "SELECT max(plays) + 1 FROM track" : "SELECT min(plays) - 1 FROM track"
        return (try Int64.fetchOne(db, sql: last) ?? 0, try Int64.fetchOne(db, sql: beyond) ?? 0)
      }
    }
    let applied0 = storage.transactionsApplied, binds0 = table.statistics.binds, wanted = String(key)
    let stalls = StallMeter()
    let tw = nowNs()
    let writer = storage.writer
    Task.detached {
      try? await writer.write { db in
        try db.execute(sql: "UPDATE track SET plays = ? WHERE id = ?", arguments: [key, rowid])
        db.afterNextTransaction { _ in commitStamp.withLock { $0 = nowNs() } }
      }
    }
    collectToggle()
    let (applied, painted) = untilIdle(table, storage, showing: wanted) { storage.transactionsApplied > applied0 }
    collectToggle()
    let t0 = commitStamp.withLock { $0 }
    ms = Double(painted - t0) / 1e6
    out.add("stall_ms", stalls.stop())
    checkTop(table, wanted, after: "the update")
    out.add("write_ms", Double(t0 - tw) / 1e6)
    out.add("applied_ms", Double(applied - t0) / 1e6)
    out.add("binds", table.statistics.binds - binds0)
    out.add("rows_fetched", storage.rowsFetched)
    out.add("moved_rowid", Int(rowid))
    removeDatabase(path)
  }
}
