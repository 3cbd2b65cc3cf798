// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import ModelStorage
  import PostgresNIO

  extension PostgresStorage {
    /// Shows only the rows `predicate` holds for (`nil`: every row), in the current order, read
    /// by the server **off the main thread**: the view keeps the rows it shows until the new keys
    /// are read (``isLoadingOrder`` meanwhile), then gets the smallest change (the rows that
    /// left are deletes, those that came inserts), so a selected row that still matches stays
    /// selected, focused and on screen. A later filter or sort supersedes one being read; a sort
    /// keeps the filter; other clients' changes keep to it (a row that stops matching leaves).
    ///
    /// ```swift
    /// storage.filter(by: "title ILIKE \(pattern)")   // the pattern is bound, as $1
    /// storage.filter(by: nil)
    /// ```
    ///
    /// `predicate` is SQL over the table's columns: interpolated values are bound (`$1`…), never
    /// pasted. A predicate the server rejects reports ``PostgresStorageAnomaly/orderFailed(_:)``
    /// and the rows, order and filter shown stay.
    public func filter(by predicate: PostgresQuery?) {
      requestedFilter = predicate
      work.order = work.order ?? sortTerms
      wake.yield()
    }
  }
#endif
