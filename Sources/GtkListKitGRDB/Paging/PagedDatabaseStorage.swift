// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  /// A live, one-section `ListStorage` of a whole table in rowid order, or sorted by SQL terms
  /// (``sort(by:)``), that never loads the table: made for a million rows.
  ///
  /// - **Count and pages.** It reads the table's rowids once, off the main thread (integers
  ///   only, no records: ``isLoadingOrder`` and no rows until then), and keeps them (8 bytes a
  ///   row) with one lower bound per page of ``pageSize`` rows. A row GTK asks for comes from a
  ///   bounded least-recently-used cache of ``cachedPages`` pages, or shows a `PendingItem`
  ///   while its page is read on a reader by its rowid range, never an `OFFSET` scan: memory
  ///   stays flat however far the view scrolls, and the main thread never waits.
  /// - **Live.** A `TransactionObserver` on the writer collects the rowids each committed
  ///   transaction inserted, updated and deleted (SQLite's own change events; no refetch of the
  ///   table) and delivers them once per transaction, in commit order, on the main actor as one
  ///   update: updated rows of cached pages are in-place updates (a rebind, no `items-changed`),
  ///   inserted and deleted rows splices at their positions, found from the rowids held. Writes
  ///   must go through the same `DatabaseQueue`/`DatabasePool` (SQLite does not report other
  ///   processes' writes: call ``reload()``).
  /// - **Sorted.** ``sort(by:)`` orders the rows in SQLite by `SQLSortTerm`s then `rowid`, read
  ///   off the main thread; the view shows the previous order until then. Pages are read by their
  ///   rows' rowids, and live changes land where they sort (their places read in their commit's
  ///   snapshot, off the main thread).
  /// - **Filtered.** ``filter(by:)`` shows only the rows an SQL predicate keeps, changed at any
  ///   time, read off the main thread like a sort and shown as the smallest change.
  /// - **Failure.** A missing table or a failing count reports
  ///   ``DatabaseStorageAnomaly/countFailed(_:)`` and shows no rows; a page that fails to fetch
  ///   or decode reports ``DatabaseStorageAnomaly/pageFetchFailed(firstRow:_:)`` and its rows are
  ///   `nil`. ``reload()`` starts again.
  @MainActor
  public final class PagedDatabaseStorage<Record: FetchableRecord & Sendable> {
    struct Page: Sendable {
      var rowids: [Int64]
      var records: [Record]
    }

    /// The database (a writer: the storage observes its transactions).
    public let writer: any DatabaseWriter
    /// The table shown.
    public let table: String
    /// Rows per page.
    public let pageSize: Int
    /// Most pages cached at once.
    public let cachedPages: Int
    /// Where anomalies go.
    public var anomalyHandler: DatabaseStorageAnomalyHandler
    /// The observer (the manager's updater), held weakly.
    public weak var delegate: StorageUpdating?

    /// Pages fetched so far (each one keyset query).
    public private(set) var pagesFetched = 0
    /// Records decoded so far.
    public private(set) var rowsFetched = 0
    /// Transactions delivered so far.
    public internal(set) var transactionsApplied = 0
    /// Pages in the cache now (at most ``cachedPages``).
    public var cachedPageCount: Int { cache.count }

    var index = RowidPageIndex()
    /// The rows in ``sortTerms`` order; `nil` in rowid order.
    var sorted: SortedRowids?
    /// In rowid order, every rowid ascending (8 bytes a row): what a reload is compared with.
    var rowidOrder: [Int64]?
    /// The order shown (the last ``sort(by:)`` read); empty: rowid order.
    public internal(set) var sortTerms: [SQLSortTerm] = []
    /// The predicate the rows shown satisfy (the last ``filter(by:)`` read); `nil`: every row.
    public internal(set) var filter: SQL?
    /// The order and filter the next read uses (the newest asked for; the shown ones after a failure).
    var requestedTerms: [SQLSortTerm] = []
    var requestedFilter: SQL?
    /// Whether the order being read is a new filter's (a failure is then a filter's).
    var filterChangePending = false
    var cache: PageCache<Page>
    /// Bumped by every new order: the main-loop turns reading an older one stop.
    var loadGeneration = 0
    /// The background read of a new order (see ``sort(by:)``).
    var orderTask: Task<Void, Never>?
    /// Whether a new order is being read in the background (a sort, or a sorted reload); the rows
    /// shown meanwhile are the previous order's.
    public internal(set) var isLoadingOrder = false
    /// Called when ``isLoadingOrder`` changes (an app shows "Sorting…").
    public var loadingOrderDidChange: ((Bool) -> Void)?
    /// Orders read in the background and shown so far.
    public internal(set) var ordersLoaded = 0
    /// Most pages fetched at once in the background.
    public var concurrentPageLoads = 2
    /// Pages being fetched in the background, and those waiting (the last asked for first).
    var pagesLoading: Set<Int> = []
    var pageQueue: [Int] = []
    /// The page asked for last (the scroll direction: prefetch goes on that way).
    var lastRequestedPage = 0
    /// Pages whose fetch failed (reported; their rows are `nil` until the rows change) and pages
    /// whose first row a transaction on its way removed (asked for again after it).
    var failedPages: Set<Int> = []
    var stalePages: Set<Int> = []
    /// Cached pages read again for rows a transaction updated in place, with those rows' rowids.
    var refreshedRowids: [Int: Set<Int64>] = [:]
    /// Bumped by every transaction applied and every new order: a page read before is read again.
    var contentGeneration = 0
    /// Whether ``item(at:)`` handed out a `PendingItem` (for tests and status lines).
    public internal(set) var pendingShown = false
    /// The observer of ``writer``'s transactions on ``table``.
    private(set) var observer: TableChangeObserver?

    /// Shows `table` of `writer` in rowid order, `pageSize` rows per fetch, at most `cachedPages`
    /// pages in memory. Reads nothing on the calling thread: the rowids are read on a reader of
    /// GRDB's (``isLoadingOrder`` meanwhile, with no rows), then the view gets every row at once.
    public init(
      writer: any DatabaseWriter, table: String, pageSize: Int = 256, cachedPages: Int = 16,
      anomalyHandler: DatabaseStorageAnomalyHandler = DatabaseStorageAnomalyHandler()
    ) {
      self.writer = writer
      self.table = table
      self.pageSize = max(1, pageSize)
      self.cachedPages = max(1, cachedPages)
      self.anomalyHandler = anomalyHandler
      cache = PageCache(capacity: cachedPages)
      let observer = TableChangeObserver(writer: writer, table: table) { [weak self] changes, placed in
        self?.apply(changes, placed: placed)
      }
      writer.add(transactionObserver: observer, extent: .observerLifetime)
      self.observer = observer
      loadOrderInBackground([])
    }

    /// Number of rows (from the database, kept current by the observed transactions); 0 until the
    /// first order is read.
    public var count: Int { sorted?.count ?? index.total }

    /// Re-reads the rows (after writes this storage cannot observe: another process's). The order
    /// is read in the background and the view gets the difference from the rows it shows
    /// (deletes, inserts, moves), so the selection, the focus and the scroll position stay with
    /// their rows, by rowid. Before the first order was read (or after a failure), the view reloads.
    public func reload() { loadOrderInBackground(requestedTerms) }

    /// The position of page `pageIndex`'s first row (rowid order's pages split as they grow).
    func firstRow(ofPage pageIndex: Int) -> Int { sorted == nil ? index.starts[pageIndex] : pageIndex * pageSize }

    /// The rows `sql` selects (`gtklistkit_rowid` first), decoded.
    nonisolated static func readPage(_ db: Database, sql: String, arguments: StatementArguments) throws -> Page {
      var page = Page(rowids: [], records: [])
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try rows.next() {
        page.rowids.append(row["gtklistkit_rowid"])
        page.records.append(try Record(row: row))
      }
      return page
    }

    /// Counts one fetched page (for ``pagesFetched`` and ``rowsFetched``).
    func countFetched(_ page: Page) {
      pagesFetched += 1
      rowsFetched += page.records.count
    }
  }
#endif
