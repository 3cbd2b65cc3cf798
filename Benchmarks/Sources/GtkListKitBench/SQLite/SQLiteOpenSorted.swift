import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB

// `--workload table-open-sorted-sqlite[-desc]`: a window opening on the tracks table with a saved
// sort (plays, ascending or descending). C: Baselines/c/sqlite_open.c.

extension Bench {
  /// The pool is open before t0 (an app's database is). ms = from t0 (just before the manager
  /// and the storage are made) through `storage =`, `sortOrder =` and present, until the sorted
  /// rows are shown, the storage idle and the frame drawing them painted. `first_frame_ms`: the
  /// first frame with bound cells (rowid order or placeholders while the order is read, when it
  /// comes before `order_shown_ms`).
  func tableOpenSortedSQLite(descending: Bool) {
    let pool = orExit { try trackDatabase(rows: n) }
    let first = firstPlays(pool, descending: descending), wanted = String(first)
    let t0 = nowNs()
    collectToggle()
    let stalls = StallMeter()
    let table = makeTrackTable()
    let storage = PagedDatabaseStorage<Track>(writer: pool, table: "track")
    table.storage = storage
    table.sortOrder = [ColumnSort("plays", ascending: !descending)]
    let t1 = nowNs()
    presentTable(table)
    let (ordered, painted) = untilIdle(table, storage, showing: wanted) { !storage.isLoadingOrder }
    collectToggle()
    ms = Double(painted - t0) / 1e6
    out.add("stall_ms", stalls.stop())
    checkTop(table, wanted, after: "opening sorted")
    out.add("model_ms", Double(t1 - t0) / 1e6)
    out.add("first_frame_ms", Double(firstFrameNs - t0) / 1e6)
    out.add("order_shown_ms", Double(ordered - t0) / 1e6)
    out.add("binds", table.statistics.binds)
    out.add("rows_fetched", storage.rowsFetched)
    out.add("first_plays", first)
    out.add("order_query_ms", orExit { try orderQueryMs(pool, descending: descending) })
  }
}
