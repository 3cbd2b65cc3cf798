import Foundation
import GRDB
import GRDBSQLite

#if canImport(Glibc)
  import Glibc
#endif

// The SQLite workloads' database: N tracks, the same file and SQL as the C program's
// (Baselines/c/sqlite_db.c), made by the first program that needs it; never timed.

/// A row of `track (id INTEGER PRIMARY KEY, title TEXT, plays INTEGER)`, indexed on `plays`.
struct Track: Codable, FetchableRecord, Identifiable, Equatable, Sendable {
  var id: Int64
  var title: String
  var plays: Int64
}

/// `$TMPDIR/gtklistkit-bench-tracks-N.sqlite`.
func trackDatabasePath(rows n: Int) -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-bench-tracks-\(n).sqlite").path
}

/// The shared database of `n` tracks, made on first use.
func trackDatabase(rows n: Int) throws -> DatabasePool {
  let path = trackDatabasePath(rows: n)
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

/// A private copy of the shared database (SQLite's backup API), for a workload that writes: the
/// shared file is never written. Remove it with `removeDatabase`.
func trackDatabaseCopy(rows n: Int) throws -> (pool: DatabasePool, path: String) {
  let shared = try trackDatabase(rows: n)
  let path = trackDatabasePath(rows: n).replacingOccurrences(of: ".sqlite", with: "-\(getpid()).sqlite")
  try shared.backup(to: DatabaseQueue(path: path))
  return (try DatabasePool(path: path), path)
}

/// Removes a copy with SQLite's side files.
func removeDatabase(_ path: String) {
  for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
}

/// The SQL the storage reads a new order with (`SortKeyset.orderBy`, rowid last and ascending).
func orderSQL(descending: Bool) -> String {
  "SELECT rowid FROM track ORDER BY (plays)\(descending ? " DESC" : ""), rowid"
}

/// One order query timed alone, stepped with SQLite's C API as the storage does (ms).
func orderQueryMs(_ pool: DatabasePool, descending: Bool) throws -> Double {
  try pool.read { db in
    let t0 = nowNs()
    let statement = try db.makeStatement(sql: orderSQL(descending: descending))
    var rowids: [Int64] = []
    while sqlite3_step(statement.sqliteStatement) == SQLITE_ROW {
      rowids.append(sqlite3_column_int64(statement.sqliteStatement, 0))
    }
    return Double(nowNs() - t0) / 1e6
  }
}
