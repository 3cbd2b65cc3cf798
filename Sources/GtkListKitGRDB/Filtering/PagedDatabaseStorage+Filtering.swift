// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  /// A filter is part of the order: the rowids of the rows it keeps are read in the sort order, off
  /// the main thread, in one query, and the view gets the difference from the rows it shows.
  extension PagedDatabaseStorage {
    /// Shows only the rows `predicate` holds for (`nil`: every row again), in the current sort
    /// order, read by SQLite **off the main thread**: the view keeps the rows it shows, and stays
    /// responsive, until the filtered order is read (``isLoadingOrder`` meanwhile); a later filter
    /// or sort supersedes one still being read, and a sort keeps the filter.
    ///
    /// ```swift
    /// storage.filter(by: "title LIKE \(pattern)")          // the pattern is an argument
    /// storage.filter(by: SQL(Column("plays") >= 10))      // a GRDB expression
    /// storage.filter(by: nil)                             // every row
    /// ```
    ///
    /// The view is told the smallest change: the rows that leave are deletes, those that come
    /// are inserts, the others stay where they are, so a selected row that still matches stays
    /// selected, focused and on screen. When more than 10,000 rows leave or come, the view is
    /// told where each row it showed went instead (worked out off the main thread, by rowid): it
    /// replaces its rows at once and keeps the selected, focused and top rows that still match
    /// by their rowids, with no change per row on the main thread. Pages are still read by their
    /// rows' rowids (the filter is not evaluated again for them), and live changes keep to the
    /// filter: an inserted or updated row appears only if it matches, an updated row that stops
    /// matching leaves (each decided in the snapshot of its own commit, off the main thread).
    ///
    /// `predicate` is SQL over the table's columns, pasted into the storage's queries: take
    /// values from users as arguments (`\(value)` in an `SQL` literal, or
    /// `SQL(sql: "plays > ?", arguments: [value])`), never as text. Positional arguments only.
    /// SQL that SQLite rejects reports ``DatabaseStorageAnomaly/filterFailed(_:)`` and the rows,
    /// order and filter shown stay as they were.
    public func filter(by predicate: SQL?) {
      requestedFilter = predicate
      filterChangePending = true
      loadOrderInBackground(requestedTerms)
    }

    /// `changes` as the rows shown see them, by whether each changed row is shown now and
    /// whether the filter keeps it after its commit (it has a place in `placed`): an update of a
    /// row that starts matching is an insert, one of a row that stops matching a delete; rows
    /// that stay out are left out.
    nonisolated static func shownChanges(
      _ changes: [Int64: TableChangeObserver.Change], shown rowids: [Int64], placed: SortedPlacement?
    ) -> [Int64: TableChangeObserver.Change] {
      var shown = Set<Int64>()
      // Inserted rows were not shown; the others are looked for in one pass.
      let looked = Set(changes.filter { $0.value != .insert }.keys)
      if !looked.isEmpty {
        for rowid in rowids where looked.contains(rowid) {
          shown.insert(rowid)
          if shown.count == looked.count { break }
        }
      }
      let kept = placed?.positions ?? [:]
      var result: [Int64: TableChangeObserver.Change] = [:]
      for (rowid, change) in changes {
        switch (change, shown.contains(rowid), kept[rowid] != nil) {
        case (.delete, true, _): result[rowid] = .delete
        case (.insert, _, true): result[rowid] = .insert
        case (.update, true, true): result[rowid] = .update
        case (.update, true, false): result[rowid] = .delete
        case (.update, false, true): result[rowid] = .insert
        default: break
        }
      }
      return result
    }
  }
#endif
