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
  /// the end of the first frame that bound cells after it. Then, not timed, the topmost plays
  /// cell must show the smallest plays, else exit 4, and `rest_ms` is reading the rest of the
  /// order (the sort read its first pages) through to the last row.
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
    measuredCall { table.sortOrder = [ColumnSort("plays")] }
    let t1 = nowNs()
    repeat { waitFrames(1) } while table.statistics.binds == binds0
    collectToggle()
    ms = Double(nowNs() - t0) / 1e6
    let top = topPlaysText(in: table)
    guard let smallest, top == String(smallest) else {
      writeStderr("gtklistkit-bench: after the sort the first row shows plays \(top ?? "(none)")\n")
      exit(4)
    }
    // Not timed: the sort read the first pages of the order; reading the rest at once (as a jump
    // to the last row does; an app's main loop reads it in chunks) costs this much after the frame.
    let t2 = nowNs()
    let last = storage.record(at: storage.count - 1)
    out.add("rest_ms", Double(nowNs() - t2) / 1e6)
    guard last != nil else {
      writeStderr("gtklistkit-bench: the last sorted row could not be read\n")
      exit(4)
    }
    out.add("apply_ms", Double(t1 - t0) / 1e6)
    out.add("binds", table.statistics.binds - binds0)
    out.add("rows_fetched", storage.rowsFetched)
    out.add("first_plays", smallest)
    out.add("columns", 2)
  }
}
