import CGtkBench
import Foundation
import GRDB
import GRDBSQLite
import GtkListKit
import GtkListKitGRDB
import ModelStorage

// `--workload table-filter-sqlite`: the table of N tracks in SQLite (TrackDatabase.swift) shown
// through `PagedDatabaseStorage` in rowid order, then filtered by an SQL predicate on the title
// (a substring, as a search field does: no index serves it). The C baseline is
// Baselines/c/sqlite_filter.c: the same query on its main thread, then the rows replaced.

/// The predicate both sides filter by, and its argument.
let filterSQL = "title LIKE ?"
let filterPattern = "%77%"

extension Bench {
  /// The table shown in rowid order and settled; ms = `storage.filter(by:)` until the filtered
  /// rows are shown and the window idle: the rowids of the matches read (off the main thread),
  /// the change shown, the rows on screen loaded and drawn, the topmost plays cell showing the
  /// first match's plays (else exit 4). `stall_ms`: the longest the main loop went without
  /// running a 2 ms heartbeat meanwhile; `filter_query_ms`: the query alone, after the span.
  func tableFilterSQLite() {
    let pool = orExit { try trackDatabase(rows: n) }
    let table = makeTrackTable()
    let storage = PagedDatabaseStorage<Track>(writer: pool, table: "track")
    table.storage = storage
    presentTable(table)
    turn { firstFrameNs != 0 }
    turn { isIdle(storage) }
    settle(50)
    let (first, matches) = orExit {
      try pool.read { db in
        (
          try Int.fetchOne(
            db, sql: "SELECT plays FROM track WHERE \(filterSQL) ORDER BY rowid LIMIT 1", arguments: [filterPattern])
            ?? 0,
          try Int.fetchOne(db, sql: "SELECT count(*) FROM track WHERE \(filterSQL)", arguments: [filterPattern]) ?? 0
        )
      }
    }
    let wanted = String(first)
    let binds0 = table.statistics.binds
    let t0 = nowNs()
    collectToggle()
    let stalls = StallMeter()
    measuredCall { storage.filter(by: SQL(sql: filterSQL, arguments: [filterPattern])) }
    let t1 = nowNs()
    let (shown, painted) = untilIdle(table, storage, showing: wanted) { !storage.isLoadingOrder }
    collectToggle()
    ms = Double(painted - t0) / 1e6
    out.add("stall_ms", stalls.stop())
    checkTop(table, wanted, after: "the filter")
    guard storage.count == matches else {
      writeStderr("gtklistkit-bench: the filter shows \(storage.count) rows, not \(matches)\n")
      exit(4)
    }
    out.add("filtered_shown_ms", Double(shown - t0) / 1e6)
    out.add("apply_ms", Double(t1 - t0) / 1e6)
    out.add("binds", table.statistics.binds - binds0)
    out.add("matches", matches)
    out.add("filter_query_ms", orExit { try filterQueryMs(pool) })
  }

  /// The one query the filtered order is read by, alone.
  func filterQueryMs(_ pool: DatabasePool) throws -> Double {
    try pool.read { db in
      let t0 = nowNs()
      let statement = try db.makeStatement(sql: "SELECT rowid FROM track WHERE (\(filterSQL)) ORDER BY rowid")
      try statement.setArguments([filterPattern])
      var rowids: [Int64] = []
      while sqlite3_step(statement.sqliteStatement) == SQLITE_ROW {
        rowids.append(sqlite3_column_int64(statement.sqliteStatement, 0))
      }
      return Double(nowNs() - t0) / 1e6
    }
  }
}
