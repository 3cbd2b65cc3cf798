// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  /// Something went wrong between a PostgreSQL server and a ``PostgresStorage``. Never a crash:
  /// the storage keeps what it showed, reports the anomaly to its
  /// ``PostgresStorageAnomalyHandler`` and goes on (a lost connection is a
  /// ``PostgresConnectionState``, not an anomaly).
  public enum PostgresStorageAnomaly: Error, Hashable, Sendable, CustomStringConvertible,
    CustomDebugStringConvertible
  {
    /// The table does not exist (or was dropped); carries its name.
    case tableNotFound(String)
    /// The key column is not a unique integer key of the table (a primary key, or a unique index
    /// on it alone): rows could not be told apart. Carries table and column.
    case keyNotUnique(table: String, key: String)
    /// The table has no change log trigger (``PostgresChangeLog/install(on:key:server:)``): the
    /// list shows the rows but does not follow other clients' changes. Carries the table.
    case changeLogMissing(String)
    /// The order could not be read (a filter or sort expression the server rejects); the list
    /// keeps the order it showed. Carries the server's message.
    case orderFailed(String)
    /// A page could not be read or decoded; carries its first row and the error's text. Its rows
    /// show nothing until the rows change or ``PostgresStorage/reload()``.
    case pageFetchFailed(firstRow: Int, String)
    /// A write from the list failed or conflicted and was rolled back; the list shows the
    /// server's rows. Carries the error's text.
    case writeFailed(String)
    /// The change log was trimmed past this list's position (or the table truncated): the storage
    /// read the whole order again, keeping selection and scroll by key.
    case resynchronized(String)
    /// A sort asked for natural text order but the server has no `gtklistkit_natural` collation
    /// (``PostgresNaturalCollation/install(server:)`` not run, or no ICU): the text sorts by the
    /// column's own collation. Reported once per storage; carries the table.
    case naturalOrderUnavailable(String)

    /// Short text, e.g. `page fetch failed`.
    public var description: String {
      switch self {
      case .tableNotFound: return "table not found"
      case .keyNotUnique: return "key not unique"
      case .changeLogMissing: return "change log missing"
      case .orderFailed: return "order failed"
      case .pageFetchFailed: return "page fetch failed"
      case .writeFailed: return "write failed"
      case .resynchronized: return "resynchronized"
      case .naturalOrderUnavailable: return "natural order unavailable"
      }
    }

    /// Full text prefixed `[GtkListKitPostgres]`.
    public var debugDescription: String {
      let text: String
      switch self {
      case .tableNotFound(let table): text = "The table \(table) does not exist. The list shows no rows."
      case .keyNotUnique(let table, let key):
        text = "\(table).\(key) is not a unique key (add a primary key or a unique index on it alone)."
      case .changeLogMissing(let table):
        text = "\(table) has no change log: run PostgresChangeLog.install(on:) once. The list is not live."
      case .orderFailed(let error): text = "The order could not be read: \(error). The list keeps its order."
      case .pageFetchFailed(let row, let error): text = "The page starting at row \(row) could not be read: \(error)."
      case .writeFailed(let error):
        text = "A write failed and was rolled back: \(error). The list shows the server's rows."
      case .resynchronized(let reason): text = "The list read its rows again: \(reason)."
      case .naturalOrderUnavailable(let table):
        text = "\(table) sorts text by its own collation: run PostgresNaturalCollation.install(server:) (needs ICU)."
      }
      return "[GtkListKitPostgres] " + text
    }
  }
#endif
