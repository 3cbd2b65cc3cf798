import Foundation
import GRDB
import GtkListKitGRDB
import ModelStorage

// `--workload page-query-sqlite`: one page of 256 tracks read by the storage itself, the way it
// reads every page (`PagedDatabaseStorage.loadRecord(at:)` of a row whose page is not cached: one
// query by the page's rowids on a reader, the records decoded, back on the main actor), no window.
// Ascending and descending by plays (ties by rowid), at the start, the middle and the end of the
// order; each case PAGE_ROUNDS times, interleaved; each key is the median, `ms` the slowest
// case's. C: Baselines/c/sqlite_page.c, the same cases and page starts.

extension Bench {
  func pageQuerySQLite() {
    let rounds = 9
    let pool = orExit { try trackDatabase(rows: n) }
    // One storage per direction, a single page cached: each read below misses and fetches.
    let storages = [false, true].map { descending in
      let storage = PagedDatabaseStorage<Track>(writer: pool, table: "track", cachedPages: 1)
      storage.sort(by: [SQLSortTerm("plays", ascending: !descending)])
      return storage
    }
    turn { storages.allSatisfy { !$0.isLoadingOrder } }
    let count = storages[0].count
    let starts = [0, count / 2 / 256 * 256, (count / 256 - 1) * 256]
    // Not timed: the rowid each page must start with.
    let expected = [false, true].map { descending in
      starts.map { start in
        orExit {
          try pool.read { db in
            let sql = "SELECT id FROM track ORDER BY plays \(descending ? "DESC" : "ASC"), id LIMIT 1 OFFSET ?"
            return try Int64.fetchOne(db, sql: sql, arguments: [start])
          }
        }
      }
    }
    var times = [[[Double]]](repeating: [[], [], []], count: 2)
    for _ in 0..<rounds {
      for direction in 0..<2 {
        for (place, start) in starts.enumerated() {
          let storage = storages[direction]
          var record: Track?, done = false
          let t0 = nowNs()
          Task { @MainActor in
            record = try? await storage.loadRecord(at: start)
            done = true
          }
          // No window: only Dispatch's main queue (the main actor) needs turning, at once.
          while !done { RunLoop.main.run(until: Date()) }
          times[direction][place].append(Double(nowNs() - t0) / 1e6)
          guard record?.id == expected[direction][place] else {
            let want = expected[direction][place].map(String.init) ?? "(none)"
            writeStderr("gtklistkit-bench: the page at \(start) does not start at rowid \(want)\n")
            exit(4)
          }
        }
      }
    }
    for (direction, name) in ["asc", "desc"].enumerated() {
      for (place, spot) in ["start", "middle", "end"].enumerated() {
        let median = times[direction][place].sorted()[rounds / 2]
        out.add("\(name)_\(spot)_ms", median)
        ms = max(ms, median)
      }
    }
    out.add("rounds", rounds)
    out.add("rows_fetched", storages.map(\.rowsFetched).reduce(0, +))
    out.add("middle_start", starts[1])
    out.add("end_start", starts[2])
  }
}
