import CGtkBench
import Foundation
import GtkListKit
import GtkListKitPostgres
import ModelStorage
import PostgresNIO
import Synchronization

// `--workload change-latency-postgres[-sorted] --variant postgres`: two clients on loopback. The
// reader is this window, a `PostgresStorage` of an N-row table (10k in the plan); the writer a
// plain PostgresNIO connection of the same process, off the main thread, as another client would
// be. Each sample the writer commits one UPDATE of a visible row's title (autocommit: the
// statement is its transaction); timed from just before the statement is sent until the end of
// the frame that first draws a label with the new title (read back from the GTK label the cell
// set). `-sorted`: the table is sorted by rank and the update also gives the row a rank before
// every other, so it moves from below the window to the top (the storage reads the new order).

/// When the writer sent the statement and when it returned (`nowNs()`, stamped on its task).
let writeStamps = Mutex<(sent: Int64, returned: Int64)>((0, 0))

extension Bench {
  /// `samples` updates, one at a time (the next after the previous one is drawn and a 20 ms
  /// quiet spell). ms = the p99 of the samples; `p50_ms`, `max_ms`; `commit_p50_ms`: the
  /// writer's round trip; `stall_ms`: the longest main-loop gap over all samples.
  func changeLatencyPostgres(sorted: Bool, samples: Int = 200) {
    let server = benchServer()
    let table = "bench_live_\(getpid())"
    ensurePGTable(server, table, rows: n, fresh: true)
    let writer = blocking { try await pgConnect(server, id: 7) }
    makeManager { $0.register(PGItemCell.self) }
    let storage = PostgresStorage<PGItem>(
      server: server, table: table, sortedBy: sorted ? [SQLSortTerm("rank")] : [], decode: PGItem.decode)
    manager.storage = storage
    present()
    watchFrames(of: window)
    let view: WidgetPointer = manager.listView.pointer()
    turn {
      !storage.isLoadingOrder && !storage.isLoadingPages && storage.connectionState.isConnected
        && topLabelText(in: view) != nil
    }
    settle(100)
    var latencies: [Double] = [], commits: [Double] = []
    let batches0 = storage.batchesApplied
    let stalls = StallMeter()
    for s in 0..<samples {
      // Unsorted: one of the first 20 rows (in the window). Sorted: rows from 1000 on, each
      // below the window until its new rank (-1, -2, ...) puts it first.
      let id = sorted ? 1000 + s : s % 20
      let title = "Changed \(s)"
      let sql = "UPDATE \(table) SET title = '\(title)'" + (sorted ? ", rank = \(-1 - s)" : "") + " WHERE id = \(id)"
      (watchedTitle, watchedSetNs, watchedShownNs) = (title, 0, 0)
      Task.detached {
        let sent = nowNs()
        _ = try? await writer.query(PostgresQuery(unsafeSQL: sql), logger: pgLogger)
        let returned = nowNs()
        writeStamps.withLock { $0 = (sent, returned) }
      }
      turn { watchedShownNs != 0 && writeStamps.withLock { $0.returned } != 0 }
      let (sent, returned) = writeStamps.withLock { $0 }
      writeStamps.withLock { $0 = (0, 0) }
      latencies.append(Double(watchedShownNs - sent) / 1e6)
      commits.append(Double(returned - sent) / 1e6)
      if sorted, topLabelText(in: view) != title {
        writeStderr("gtklistkit-bench: sample \(s): the moved row is not at the top\n")
        exit(4)
      }
      settle(20)
    }
    out.add("stall_ms", stalls.stop())
    latencies.sort()
    commits.sort()
    ms = percentile(latencies, 0.99)
    out.add("p50_ms", percentile(latencies, 0.5))
    out.add("p99_ms", ms)
    out.add("max_ms", latencies.last ?? 0)
    out.add("commit_p50_ms", percentile(commits, 0.5))
    out.add("samples", latencies.count)
    out.add("batches", storage.batchesApplied - batches0)
    out.add("latencies_ms", latencies.map { String(format: "%.2f", $0) }.joined(separator: " "))
    storage.close()
    blocking {
      try await pgExecute(writer, "DROP TABLE \(table)")
      try await writer.close()
    }
  }
}

/// The `q` quantile of sorted `values` (nearest rank).
func percentile(_ values: [Double], _ q: Double) -> Double {
  guard !values.isEmpty else { return 0 }
  let rank = Int((q * Double(values.count)).rounded(.up)) - 1
  return values[min(max(rank, 0), values.count - 1)]
}
