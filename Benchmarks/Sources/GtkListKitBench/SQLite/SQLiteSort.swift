import CGtkBench
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import ModelStorage

// `--workload table-sort-sqlite[-desc]`: a table of N tracks in SQLite shown through
// `PagedDatabaseStorage` in a two-column `ColumnViewManager`, sorted by the plays column's
// `sortable(sql:)`, ascending or descending (ties by rowid). The C baseline is
// Baselines/c/sqlite.c; both use the same database file (TrackDatabase.swift).

extension Bench {
  /// The table shown in rowid order and settled; ms = `sortOrder = [ColumnSort("plays")]` until
  /// the sort is complete and the window idle: the order read (off the main thread), the rows
  /// on screen loaded and drawn, the topmost plays cell showing the first plays (else exit 4).
  /// `stall_ms`: the longest the main loop went without running a 2 ms heartbeat meanwhile.
  func tableSortSQLite(descending: Bool) {
    let pool = orExit { try trackDatabase(rows: n) }
    let table = makeTrackTable()
    let storage = PagedDatabaseStorage<Track>(writer: pool, table: "track")
    table.storage = storage
    presentTable(table)
    turn { firstFrameNs != 0 }  // the rowids are read off the main thread first
    settle(50)
    let first = firstPlays(pool, descending: descending), wanted = String(first)
    let binds0 = table.statistics.binds
    let t0 = nowNs()
    collectToggle()
    let stalls = StallMeter()
    measuredCall { table.sortOrder = [ColumnSort("plays", ascending: !descending)] }
    let t1 = nowNs()
    let (ordered, painted) = untilIdle(table, storage, showing: wanted) { !storage.isLoadingOrder }
    collectToggle()
    ms = Double(painted - t0) / 1e6
    out.add("stall_ms", stalls.stop())
    checkTop(table, wanted, after: "the sort")
    out.add("order_shown_ms", Double(ordered - t0) / 1e6)
    out.add("apply_ms", Double(t1 - t0) / 1e6)
    out.add("binds", table.statistics.binds - binds0)
    out.add("rows_fetched", storage.rowsFetched)
    out.add("first_plays", first)
    out.add("columns", 2)
    // After the span: the one query the order is read by, alone (the target's yardstick).
    out.add("order_query_ms", orExit { try orderQueryMs(pool, descending: descending) })
  }
}
