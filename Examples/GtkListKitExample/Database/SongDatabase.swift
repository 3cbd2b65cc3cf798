import CGtkListKitAdw
import Foundation
import GRDB
import GtkListKitGRDB

/// The Database page's SQLite file: kept where GNOME apps keep data
/// (`$XDG_DATA_HOME/org.gtklistkit.Example/songs.sqlite`), opened as it is, migrated with
/// GRDB's `DatabaseMigrator`, filled with sample songs only when empty, and never deleted.
/// WAL mode (a `DatabasePool`) lets two instances read and write it at once.
enum SongDatabase {
  static let rowCount = 1_000_000
  /// `--database PATH`, or a test's file; `nil`: the default path.
  nonisolated(unsafe) static var pathOverride: String?

  /// The file opened: `pathOverride`, else the user data folder's.
  static var path: String {
    if let pathOverride { return pathOverride }
    let data = String(cString: g_get_user_data_dir())
    return "\(data)/org.gtklistkit.Example/songs.sqlite"  // the application id
  }

  /// The schema, one step per version. `v1` adopts a table made by earlier versions of the
  /// example (`IF NOT EXISTS`); `v2` adds when each song was last played; `v3` indexes the columns
  /// the table sorts by.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1-songs") { db in
      try db.execute(
        sql: "CREATE TABLE IF NOT EXISTS song (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL)")
    }
    migrator.registerMigration("v2-last-played") { db in
      try db.execute(sql: "ALTER TABLE song ADD COLUMN lastPlayed DATETIME")
    }
    // The table's header sorts run `ORDER BY <column>, rowid`: an index on each column (which
    // holds the rowid) lets SQLite read the order without sorting a million rows.
    migrator.registerMigration("v3-sort-indexes") { db in
      try db.execute(sql: "CREATE INDEX IF NOT EXISTS song_title ON song(title)")
      try db.execute(sql: "CREATE INDEX IF NOT EXISTS song_plays ON song(plays)")
      try db.execute(sql: "CREATE INDEX IF NOT EXISTS song_last_played ON song(lastPlayed)")
    }
    // The title sorts in natural order ("Song 2" before "Song 10") by its natural key: indexed,
    // SQLite reads that order too instead of sorting a million keys.
    migrator.registerMigration("v4-natural-title-index") { db in
      let key = SQLNaturalCollation.keyExpression("title")
      try db.execute(sql: "CREATE INDEX IF NOT EXISTS song_title_natural ON song(\(key))")
    }
    return migrator
  }

  /// Opens the database at `path` (made, with its folder, if missing), migrates it and seeds
  /// it if it has no songs. Refuses a folder or a file that is not SQLite, changing nothing.
  static func open(at path: String) throws -> DatabasePool {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue { throw SongDatabaseError.isFolder(path) }
      if !looksLikeSQLite(path) { throw SongDatabaseError.notADatabase(path) }
    } else {
      let folder = (path as NSString).deletingLastPathComponent
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw SongDatabaseError.cannotCreateFolder(folder)
      }
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)  // another instance may be writing
    // The title's natural-key index calls the key function on every write.
    configuration.prepareDatabase { db in SQLNaturalCollation.register(in: db) }
    let pool = try DatabasePool(path: path, configuration: configuration)
    do {
      try migrator.migrate(pool)
    } catch {
      // Two instances started at once: the other one applied a migration first. Its work is
      // committed now; applying what is left succeeds.
      try migrator.migrate(pool)
    }
    try seedIfEmpty(pool)
    return pool
  }

  /// An empty file is a new SQLite database; anything else must start with SQLite's header.
  private static func looksLikeSQLite(_ path: String) -> Bool {
    guard let file = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? file.close() }
    let header = (try? file.read(upToCount: 16)) ?? Data()
    return header.isEmpty || header == Data("SQLite format 3\u{0}".utf8)
  }

  /// Fills an empty table with `rowCount` songs in one immediate transaction, so a second
  /// instance waits and then finds them.
  private static func seedIfEmpty(_ pool: DatabasePool) throws {
    try pool.writeWithoutTransaction { db in
      try db.inTransaction(.immediate) {
        guard try Int.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM song)") == 0 else { return .commit }
        try db.execute(
          sql: """
            WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
            INSERT INTO song (id, title, plays) SELECT x, 'Song ' || x, 0 FROM n
            """, arguments: [rowCount])
        return .commit
      }
    }
  }
}
