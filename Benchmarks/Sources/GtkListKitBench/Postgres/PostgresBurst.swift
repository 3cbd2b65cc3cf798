import CGtkBench
import Foundation
import GtkListKit
import GtkListKitPostgres
import ModelStorage
import PostgresNIO
import Synchronization

// `--workload burst-postgres --variant postgres`: a window shows an N-row table (10k in the plan)
// sorted by rank, descending, through `PostgresStorage`, while another client (a plain
// connection of this process, off the main thread) commits 100 transactions a second of 100 row
// updates each (10⁴ row changes a second) for 10 s; each gives its rows new ranks, so they move.
// What a person sees: the longest main-loop stall and the frames while it lasts; then whether the
// list converges on the server's order (its keys against `SELECT id ... ORDER BY`).

/// Transactions committed by the writer, and when the last one returned.
let burstProgress = Mutex<(done: Int, lastNs: Int64)>((0, 0))

extension Bench {
  /// ms = the longest main-loop gap from the first transaction until converged; `frame_p99_ms`
  /// over the same span; `converged`, `converge_ms` (from the last commit until the list's keys
  /// equal the server's order and the storage is idle; 30 s at most).
  func burstPostgres(seconds: Int = 10, perSecond: Int = 100, rowsPerTransaction: Int = 100) {
    let server = benchServer()
    let table = "bench_burst_\(getpid())"
    ensurePGTable(server, table, rows: n, fresh: true)
    let writer = blocking { try await pgConnect(server, id: 8) }
    makeManager { $0.register(PGItemCell.self) }
    let storage = PostgresStorage<PGItem>(
      server: server, table: table, sortedBy: [SQLSortTerm("rank", ascending: false)], decode: PGItem.decode)
    manager.storage = storage
    present()
    connectFrameTimer(window)
    let view: WidgetPointer = manager.listView.pointer()
    turn {
      !storage.isLoadingOrder && !storage.isLoadingPages && storage.connectionState.isConnected
        && topLabelText(in: view) != nil
    }
    settle(100)
    let batches0 = storage.batchesApplied, binds0 = binds, n = self.n
    let total = seconds * perSecond
    let stalls = StallMeter()
    recordingFrames = true
    let t0 = nowNs()
    Task.detached {
      // Paced to the schedule (transaction i at t0 + i / perSecond), never ahead of it.
      for i in 0..<total {
        let due = t0 + Int64(i) * 1_000_000_000 / Int64(perSecond)
        let wait = due - nowNs()
        if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(wait)) }
        let first = (i * 7_919 * rowsPerTransaction) % max(1, n - rowsPerTransaction)
        let sql = """
          UPDATE \(table) SET rank = (id * 31 + \(i) * 17) % 1000, title = 'Burst ' || id || ' ' || \(i) \
          WHERE id >= \(first) AND id < \(first + rowsPerTransaction)
          """
        _ = try? await writer.query(PostgresQuery(unsafeSQL: sql), logger: pgLogger)
        burstProgress.withLock { $0 = (i + 1, nowNs()) }
      }
    }
    turn { burstProgress.withLock { $0.done } == total }
    let tw = burstProgress.withLock { $0.lastNs }
    let achieved = Double(total) / (Double(tw - t0) / 1e9)
    let expected = blocking { try await pgIntegers(writer, "SELECT id FROM \(table) ORDER BY rank DESC, id") }
    var converged = false
    let deadline = nowNs() + 30_000_000_000
    turn {
      converged =
        !storage.isLoadingOrder && !storage.isLoadingPages && storage.count == expected.count
        && (0..<expected.count).allSatisfy {
          storage.identity(at: IndexPath(item: $0, section: 0)) as? Int64 == expected[$0]
        }
      return converged || nowNs() > deadline
    }
    gtk_widget_queue_draw(view)
    waitFrames(1)
    let convergeMs = Double(nowNs() - tw) / 1e6
    recordingFrames = false
    ms = stalls.stop()
    let frames = frameDurations.sorted()
    out.add("stall_ms", ms)
    out.add("waits_over_frame", StallMeter.gapsOverFrame)
    out.add("frame_p50_ms", percentile(frames, 0.5))
    out.add("frame_p99_ms", percentile(frames, 0.99))
    out.add("frame_max_ms", frames.last ?? 0)
    out.add("frames", frames.count)
    out.add("converged", converged)
    out.add("converge_ms", convergeMs)
    out.add("transactions", total)
    out.add("tx_per_s", achieved)
    out.add("batches", storage.batchesApplied - batches0)
    out.add("binds", binds - binds0)
    storage.close()
    blocking {
      try await pgExecute(writer, "DROP TABLE \(table)")
      try await writer.close()
    }
  }
}
