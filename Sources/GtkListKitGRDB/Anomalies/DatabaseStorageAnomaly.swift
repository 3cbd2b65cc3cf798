// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation

  /// Something went wrong between the database and a database storage. Never a crash: the
  /// storage keeps what it showed (nothing, when the first fetch failed), reports the anomaly to
  /// its ``DatabaseStorageAnomalyHandler`` and can be restarted.
  ///
  /// A type of its own because `ModelStorageAnomaly` is a closed enum of the
  /// ModelStorage module, which must not know about databases.
  public enum DatabaseStorageAnomaly: Error, Equatable, Hashable, Sendable, CustomStringConvertible,
    CustomDebugStringConvertible
  {
    /// The observed request failed (missing table or column, locked or busy database, corrupt
    /// file, schema change under a running observation); carries the database error's text.
    case observationFailed(String)
    /// A row did not decode into the record type; carries the decoding error's text.
    case decodingFailed(String)
    /// A page of a paged storage could not be fetched; carries the first row and the error's text.
    case pageFetchFailed(firstRow: Int, String)
    /// The table's row count could not be read; carries the error's text.
    case countFailed(String)
    /// A paged storage could not sort by the terms asked (an expression SQLite rejects, a busy
    /// database); it shows rowid order. Carries the error's text.
    case sortFailed(String)
    /// A paged storage could not filter by the predicate asked (SQL SQLite rejects, a busy
    /// database); it keeps the rows, order and filter it showed. Carries the error's text.
    case filterFailed(String)

    /// Short text, e.g. `observation failed`.
    public var description: String {
      switch self {
      case .observationFailed: return "observation failed"
      case .decodingFailed: return "decoding failed"
      case .pageFetchFailed: return "page fetch failed"
      case .countFailed: return "count failed"
      case .sortFailed: return "sort failed"
      case .filterFailed: return "filter failed"
      }
    }

    /// Full text prefixed `[GtkListKitGRDB]`.
    public var debugDescription: String {
      let text: String
      switch self {
      case let .observationFailed(error):
        text = "The observed request failed: \(error). The storage keeps what it showed."
      case let .decodingFailed(error): text = "A row did not decode: \(error). The storage keeps what it showed."
      case let .pageFetchFailed(row, error): text = "The page starting at row \(row) could not be fetched: \(error)."
      case let .countFailed(error): text = "The row count could not be read: \(error)."
      case let .sortFailed(error): text = "The rows could not be sorted: \(error). The storage shows rowid order."
      case let .filterFailed(error):
        text = "The rows could not be filtered: \(error). The storage keeps the rows it showed."
      }
      return "[GtkListKitGRDB] " + text
    }

    /// Classifies an error thrown while fetching: decoding errors apart from database errors.
    static func classify(_ error: any Error) -> DatabaseStorageAnomaly {
      if error is DecodingError || "\(type(of: error))".contains("RowDecodingError") {
        return .decodingFailed(String(describing: error))
      }
      return .observationFailed(String(describing: error))
    }
  }
#endif
