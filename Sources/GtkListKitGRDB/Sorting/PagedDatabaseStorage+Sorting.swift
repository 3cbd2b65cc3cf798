// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  extension PagedDatabaseStorage: @MainActor SQLSortableStorage {
    /// Shows the rows in `terms` order, then `rowid` ascending (empty `terms`: rowid order again),
    /// sorted by SQLite **off the main thread**: the view keeps showing the current order, and
    /// stays responsive, until the new one is read (``isLoadingOrder`` meanwhile); a later call
    /// supersedes an earlier one still being read.
    ///
    /// The whole order is read by one query (`SELECT rowid ... ORDER BY ...`: SQLite reads only
    /// the key expressions and rowids, no records) and kept (8 bytes a row). The change from the
    /// order shown is worked out on the reader too: a table of up to 100,000 rows reports the
    /// fewest moves (a view keeps each row, its selection and scroll position), a larger one one
    /// permutation, through which GtkListKit keeps the selection, the focused row and the top
    /// row by identity.
    ///
    /// Pages are read by their rows' rowids (`WHERE rowid IN (...)`, one b-tree search a row):
    /// every direction, tie and expression costs the same, with no index needed for paging; an
    /// index on the terms' expressions lets SQLite read the order instead of sorting it.
    ///
    /// Live changes keep their place in the order: an inserted row appears where it sorts, a
    /// deleted one leaves its position, an updated one is rebound and moves when its key moved it
    /// (each place read off the main thread, in the snapshot of the row's own commit).
    /// A transaction that inserts or updates more than 64 rows reads the order again (in the
    /// background, as a sort does).
    ///
    /// An expression SQLite rejects reports ``DatabaseStorageAnomaly/sortFailed(_:)`` and the
    /// rows stay in the order they had.
    public func sort(by terms: [SQLSortTerm]) { loadOrderInBackground(terms) }

    /// Most rows whose new order ``sort(by:)`` reports as moves; a larger table one permutation.
    nonisolated static var sortMovesLimit: Int { 100_000 }

    /// Most inserted and updated rows of one transaction placed one by one under a sort; more
    /// reload the order.
    nonisolated static var sortedChangesLimit: Int { 64 }
  }
#endif
