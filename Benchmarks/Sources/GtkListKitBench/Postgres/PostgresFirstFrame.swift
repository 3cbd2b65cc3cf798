import CGtkBench
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitPostgres

// `--workload first-frame-postgres`: a window opening on an N-row table (1M in the plan) through
// `PostgresStorage` (`--variant postgres`) against the same rows and columns through
// `PagedDatabaseStorage` on SQLite (`--variant sqlite-paged`), the same `PGItem` record and
// label cell. What an app has before the window (the server's table with its change log; the
// open SQLite pool) is made before t0 and not timed.

extension Bench {
  /// ms = from t0 (the manager and the storage made) until the storage is idle (order read, no
  /// page loading), the top label shows row 0's title and the frame drawing it is painted: what
  /// a person waits for. `first_frame_ms`: the first frame with bound cells (placeholders can
  /// come first: they are not label cells); `stall_ms`: the longest main-loop gap of the span.
  func firstFramePostgres(postgres: Bool) {
    var pool: DatabasePool?
    var server: PostgresServer?
    if postgres {
      server = benchServer()
      ensurePGTable(server!, "bench_item_\(n)", rows: n)
    } else {
      pool = pgItemsSQLite(rows: n)
    }
    let t0 = nowNs()
    let stalls = StallMeter()
    makeManager { $0.register(PGItemCell.self) }
    var idle: () -> Bool
    var counters: () -> (pages: Int, pending: Bool)
    if let server {
      let storage = PostgresStorage<PGItem>(server: server, table: "bench_item_\(n)", decode: PGItem.decode)
      manager.storage = storage
      idle = { !storage.isLoadingOrder && !storage.isLoadingPages && storage.count > 0 }
      counters = { (storage.pagesFetched, storage.pendingShown) }
    } else {
      let storage = PagedDatabaseStorage<PGItem>(writer: pool!, table: "item")
      manager.storage = storage
      idle = { !storage.isLoadingOrder && !storage.isLoadingPages && storage.count > 0 }
      counters = { (storage.pagesFetched, false) }
    }
    let m1 = nowNs()
    present()
    let view: WidgetPointer = manager.listView.pointer()
    var shown: Int64 = 0
    turn {
      if shown == 0, topLabelText(in: view) == "Row 0" { shown = nowNs() }
      return shown != 0 && idle()
    }
    gtk_widget_queue_draw(view)
    waitFrames(1)
    ms = Double(nowNs() - t0) / 1e6
    out.add("stall_ms", stalls.stop())
    out.add("model_ms", Double(m1 - t0) / 1e6)
    out.add("first_frame_ms", firstFrameNs > 0 ? Double(firstFrameNs - t0) / 1e6 : -1)
    out.add("rows_shown_ms", Double(shown - t0) / 1e6)
    out.add("binds", binds)
    out.add("pages_fetched", counters().pages)
    out.add("pending_shown", counters().pending)
    out.add("rss_kb", rssKB())
  }
}
