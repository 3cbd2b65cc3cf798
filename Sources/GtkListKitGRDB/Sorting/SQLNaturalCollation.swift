// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import GRDB
  import GRDBSQLite
  import ModelStorage

  /// The SQLite collation behind `TextOrder.natural`: digit runs compare by their value and
  /// ASCII letters without regard to case, as GTK's file chooser and Nautilus order names
  /// (`g_utf8_collate_key_for_filename`): "song 2" < "Song 10" < "Song 10b". Other characters
  /// compare by code point; strings equal so far are ordered by case, then by fewer leading zeros,
  /// so the order is total.
  ///
  /// ``PagedDatabaseStorage`` sorts natural text terms by a key in the same order
  /// (``keyExpression(_:)``), registered on the connections that read its order. To use the
  /// collation or the key in your own SQL (`ORDER BY title COLLATE gtklistkit_natural`), register
  /// both on every connection:
  ///
  /// ```swift
  /// var configuration = Configuration()
  /// configuration.prepareDatabase { db in SQLNaturalCollation.register(in: db) }
  /// ```
  ///
  /// A natural sort of a large table reads every row and sorts the keys. An index on the key
  /// lets SQLite read the order from the index instead, as it does for a plain sort of an
  /// indexed column (see <doc:ShowingADatabase>):
  ///
  /// ```swift
  /// try db.execute(sql: "CREATE INDEX song_title_natural ON song(\(SQLNaturalCollation.keyExpression("title")))")
  /// ```
  ///
  /// SQLite calls the key function whenever a row of the table is written, so every connection
  /// that writes the table must then register it (a connection without it, such as the `sqlite3`
  /// shell, is refused with "no such function").
  public enum SQLNaturalCollation {
    /// The collation's name in SQL.
    public static let name = "gtklistkit_natural"

    /// `expression`'s natural sort key in SQL: `gtklistkit_natural_key(expression)`, a blob whose
    /// byte order is the collation's. A paged storage's natural sort orders by exactly this, so
    /// an index on it serves that sort.
    public static func keyExpression(_ expression: String) -> String { SQLNaturalKey.expression(expression) }

    /// Registers the collation and the key function (``keyExpression(_:)``) on `db`'s
    /// connection, unless it has them already.
    public static func register(in db: Database) {
      SQLNaturalKey.register(in: db)
      let known = try? Bool.fetchOne(
        db, sql: "SELECT EXISTS (SELECT 1 FROM pragma_collation_list WHERE name = ?)", arguments: [name])
      guard known != true else { return }
      // A C function on the raw UTF-8 bytes: a sort of a million titles calls it ~20 million
      // times, and GRDB's `DatabaseCollation` makes two Swift strings each time.
      sqlite3_create_collation_v2(
        db.sqliteConnection, name, SQLITE_UTF8, nil,
        { _, count1, bytes1, count2, bytes2 in
          SQLNaturalCollation.compare(
            UnsafeRawBufferPointer(start: bytes1, count: Int(count1)),
            UnsafeRawBufferPointer(start: bytes2, count: Int(count2)))
        }, nil)
    }

    /// `term`'s expression as SQLite sorts it: natural order by its key (``SQLNaturalKey``: bytes
    /// compared, far fewer Swift calls than this collation in a sort).
    static func sqliteExpression(_ term: SQLSortTerm) -> String {
      term.textOrder == .natural ? SQLNaturalKey.expression(term.expression) : term.expression
    }

    /// `terms`, natural only where the values are text (a collation on a number changes nothing
    /// but keeps SQLite from reading the order from an index): the first non-`NULL` value's type.
    static func resolve(_ terms: [SQLSortTerm], _ db: Database, table quoted: String) throws -> [SQLSortTerm] {
      guard terms.contains(where: { $0.textOrder == .natural }) else { return terms }
      SQLNaturalKey.register(in: db)
      return try terms.map { term in
        guard term.textOrder == .natural else { return term }
        let sql = "SELECT typeof(\(term.expression)) FROM \(quoted) WHERE (\(term.expression)) IS NOT NULL LIMIT 1"
        var resolved = term
        if try String.fetchOne(db, sql: sql) != "text" { resolved.textOrder = .plain }
        return resolved
      }
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b` (see the type's note).
    static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int32 {
      var i = 0, j = 0, tie: Int32 = 0
      while i < a.count, j < b.count {
        let x = a[i], y = b[j]
        if isDigit(x), isDigit(y) {
          let (startA, endA) = digitRun(a, from: i), (startB, endB) = digitRun(b, from: j)
          if endA - startA != endB - startB { return endA - startA < endB - startB ? -1 : 1 }
          for k in 0..<(endA - startA) where a[startA + k] != b[startB + k] {
            return a[startA + k] < b[startB + k] ? -1 : 1
          }
          // Same value: fewer leading zeros first, if nothing else differs.
          if tie == 0, startA - i != startB - j { tie = startA - i < startB - j ? -1 : 1 }
          (i, j) = (endA, endB)
          continue
        }
        let (foldedX, foldedY) = (fold(x), fold(y))
        if foldedX != foldedY { return foldedX < foldedY ? -1 : 1 }
        if tie == 0, x != y { tie = x < y ? -1 : 1 }
        i += 1
        j += 1
      }
      if a.count - i != b.count - j { return a.count - i < b.count - j ? -1 : 1 }
      return tie
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// ASCII upper case to lower case.
    private static func fold(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    /// The run of digits at `start`: where its value starts (after leading zeros, keeping the
    /// last zero of a run of zeros) and where it ends.
    private static func digitRun(_ bytes: UnsafeRawBufferPointer, from start: Int) -> (Int, Int) {
      var end = start
      while end < bytes.count, isDigit(bytes[end]) { end += 1 }
      var first = start
      while first < end - 1, bytes[first] == 0x30 { first += 1 }
      return (first, end)
    }
  }
#endif
