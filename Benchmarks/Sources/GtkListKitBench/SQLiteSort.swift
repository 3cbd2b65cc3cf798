import CGtkBench
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import ModelStorage

#if canImport(Glibc)
  import Glibc
#endif

// `--workload table-sort-sqlite`: a table of N tracks in SQLite shown through
// `PagedDatabaseStorage` in a `ColumnViewManager` of two columns (plays, title), sorted by the
// plays column's `sortable(sql:)`. The C baseline is Baselines/c/sqlite.c; both use the same
// database file, made by the first program that needs it.

/// A row of `track (id INTEGER PRIMARY KEY, title TEXT, plays INTEGER)`, indexed on `plays`.
struct Track: Codable, FetchableRecord, Identifiable, Equatable, Sendable {
  var id: Int64
  var title: String
  var plays: Int64
}

/// `$TMPDIR/gtklistkit-bench-tracks-N.sqlite`, with the SQL the C program uses; never timed.
func trackDatabase(rows n: Int) throws -> DatabasePool {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-bench-tracks-\(n).sqlite").path
  if !FileManager.default.fileExists(atPath: path) {
    let building = path + ".building-\(getpid())"
    do {
      let queue = try DatabaseQueue(path: building)
      try queue.write { db in
        try db.execute(
          sql: """
            CREATE TABLE track (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL);
            WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
            INSERT INTO track (id, title, plays) SELECT x, 'Row ' || x, ((x + 1) * 7919 % 1000003) % 100000 FROM n;
            CREATE INDEX track_plays ON track (plays);
            """, arguments: [n - 1])
      }
    }
    rename(building, path)
  }
  return try DatabasePool(path: path)
}

extension Bench {
  /// The table shown in rowid order and settled; ms = `sortOrder = [ColumnSort("plays")]` until
  /// the sort is complete and the window idle: the order read (off the main thread), the rows
  /// on screen loaded and drawn, the topmost plays cell showing the smallest plays (else exit 4).
  /// `stall_ms`: the longest the main loop went without running a 2 ms heartbeat meanwhile (what
  /// the window could not draw or take input for).
  func tableSortSQLite() {
    let pool: DatabasePool
    do { pool = try trackDatabase(rows: n) } catch {
      writeStderr("gtklistkit-bench: database: \(error)\n")
      exit(1)
    }
    recordPlaysCells = true
    let table = ColumnViewManager()
    table.addColumn("plays", title: "Plays") { column in
      column.register(PlaysCell.self, for: Track.self) { cell, track, _ in cell.show(Int(track.plays)) }
      column.sortable(sql: "plays")
    }
    table.addColumn("title", title: "Title") { column in
      column.register(InscriptionCell.self, for: Track.self) { cell, track, _ in cell.show(track.title) }
    }
    liveTable = table
    bindCount = { [unowned table] in table.statistics.binds }
    let storage = PagedDatabaseStorage<Track>(writer: pool, table: "track")
    table.storage = storage
    presentTable(table)
    waitFirstFrame()
    settle(50)
    let smallest = (try? pool.read { db in try Int.fetchOne(db, sql: "SELECT min(plays) FROM track") }) ?? nil
    let binds0 = table.statistics.binds
    let t0 = nowNs()
    collectToggle()
    let stalls = StallMeter()
    measuredCall { table.sortOrder = [ColumnSort("plays")] }
    let t1 = nowNs()
    let wanted = smallest.map(String.init)
    // The order and the pages arrive through Dispatch's main queue (MainActor): turned here.
    var ordered: Int64 = 0
    repeat {
      RunLoop.main.run(until: Date())
      settle(1)  // GLib's loop, woken each millisecond for Dispatch's queue (as an app's bridge)
      if ordered == 0 && !storage.isLoadingOrder { ordered = nowNs() }
    } while storage.isLoadingOrder || storage.isLoadingPages || topPlaysText(in: table) != wanted
    out.add("order_shown_ms", Double(ordered - t0) / 1e6)
    // Until the frame that draws the sorted rows.
    gtk_widget_queue_draw(table.columnView.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self))
    waitFrames(1)
    collectToggle()
    ms = Double(nowNs() - t0) / 1e6
    out.add("stall_ms", stalls.stop())
    let top = topPlaysText(in: table)
    guard let smallest, top == String(smallest) else {
      writeStderr("gtklistkit-bench: after the sort the first row shows plays \(top ?? "(none)")\n")
      exit(4)
    }
    out.add("apply_ms", Double(t1 - t0) / 1e6)
    out.add("binds", table.statistics.binds - binds0)
    out.add("rows_fetched", storage.rowsFetched)
    out.add("first_plays", smallest)
    out.add("columns", 2)
  }
}

/// The longest gap between runs of a 2 ms GLib heartbeat, from its start to `stop()`.
final class StallMeter {
  nonisolated(unsafe) private static var last: Int64 = 0
  nonisolated(unsafe) private static var longest: Int64 = 0
  private let source: guint

  init() {
    Self.last = nowNs()
    Self.longest = 0
    source = g_timeout_add(
      2,
      { _ in
        let now = nowNs()
        StallMeter.longest = max(StallMeter.longest, now - StallMeter.last)
        StallMeter.last = now
        return 1
      }, nil)
  }

  /// Stops the heartbeat; the longest gap in milliseconds (counting the last one until now).
  func stop() -> Double {
    g_source_remove(source)
    return Double(max(Self.longest, nowNs() - Self.last)) / 1e6
  }
}
