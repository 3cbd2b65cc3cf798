// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  /// A live, one-section `ListStorage` of a whole table in rowid order, or sorted by SQL terms
  /// (``sort(by:)``), that never loads the table: made for a million rows.
  ///
  /// - **Count and pages.** On start it reads the table's rowids once (integers only, no records)
  ///   and keeps one lower bound per page of ``pageSize`` rows (`RowidPageIndex`: 4,000 bounds
  ///   for a million rows). A row GTK asks for is fetched with its page by a keyset query,
  ///   `WHERE rowid >= bound ORDER BY rowid LIMIT n`, never an `OFFSET` scan, and kept in a
  ///   bounded least-recently-used cache of ``cachedPages`` pages: memory stays flat however far
  ///   the view scrolls.
  /// - **Live.** A `TransactionObserver` on the writer collects the rowids each committed
  ///   transaction inserted, updated and deleted (SQLite's own change events; no refetch of the
  ///   table) and delivers them once per transaction on the main actor as one update: updated
  ///   rows of cached pages are in-place updates (a rebind, no `items-changed`), inserted and
  ///   deleted rows splices at their positions, found by re-reading the rowids of the touched
  ///   pages only. Writes must go through the same `DatabaseQueue`/`DatabasePool` (SQLite does
  ///   not report other processes' writes).
  /// - **Sorted.** ``sort(by:)`` orders the rows in SQLite by `SQLSortTerm`s then `rowid`; pages
  ///   stay keyset queries (from their first row's key) and live changes land where they sort. The
  ///   order is read off the main thread; the view shows the previous one until it is read.
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
    /// The order ``sort(by:)`` asked for; empty: rowid order.
    public internal(set) var sortTerms: [SQLSortTerm] = []
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
    /// pages in memory. Reads the row count now.
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
      reload()
    }

    /// Number of rows (from the database, kept current by the observed transactions).
    public var count: Int { sorted?.count ?? index.total }

    /// Re-reads the rows (after writes this storage cannot observe: another process's). The order
    /// is read in the background and the view gets the difference from the rows it shows
    /// (deletes, inserts, moves), so the selection, the focus and the scroll position stay with
    /// their rows, by rowid. Before the first order was read (or after a failure), the view reloads.
    public func reload() {
      if sorted != nil || rowidOrder != nil { return loadOrderInBackground(sortTerms) }
      readOrder()
      delegate?.storageNeedsReloading()
    }

    /// Re-reads rowid order (a sorted storage reads its order in the background: see
    /// ``sort(by:)``) and observes again.
    func readOrder() {
      if let observer { writer.remove(transactionObserver: observer) }
      cache.removeAll()
      sorted = nil
      sortTerms = []
      loadGeneration += 1
      contentWillChange()
      loadRowidIndex()
      let observer = TableChangeObserver(table: table) { [weak self] changes in self?.apply(changes) }
      writer.add(transactionObserver: observer, extent: .observerLifetime)
      self.observer = observer
    }

    /// Reads the count and page bounds of rowid order.
    private func loadRowidIndex() {
      do {
        let quoted = table.quotedDatabaseIdentifier, size = pageSize
        (index, rowidOrder) = try writer.read { db in
          // A table without gaps in its rowids (the common case: rows appended, few deleted) needs
          // no rowid read: its count and bounds say where every page starts (SQLite counts a
          // table from its b-tree pages and finds min and max by one search each).
          let shape = try Row.fetchOne(
            db,
            sql:
              "SELECT (SELECT count(*) FROM \(quoted)), (SELECT min(rowid) FROM \(quoted)), (SELECT max(rowid) FROM \(quoted))"
          )
          if let shape, let count = shape[0] as Int?, let low = shape[1] as Int64?, let high = shape[2] as Int64?,
            high - low + 1 == Int64(count)
          {
            return (RowidPageIndex(pageSize: size, denseFrom: low, count: count), Array(low...high))
          }
          let rowids = try Int64.fetchAll(db, sql: "SELECT rowid FROM \(quoted) ORDER BY rowid")
          var next = rowids.makeIterator()
          return (RowidPageIndex(pageSize: size) { next.next() }, rowids)
        }
      } catch {
        index = RowidPageIndex()
        rowidOrder = []
        anomalyHandler.reportAnomaly(.countFailed(String(describing: error)))
      }
    }

    /// The record at `position`, fetching its page when not cached.
    public func record(at position: Int) -> Record? {
      guard let (pageIndex, offset) = sorted?.page(forPosition: position) ?? index.page(forPosition: position),
        let page = page(pageIndex), offset < page.records.count
      else { return nil }
      return page.records[offset]
    }

    func page(_ pageIndex: Int) -> Page? {
      if let page = cache.page(pageIndex) { return page }
      guard let page = fetchPage(pageIndex) else { return nil }
      cache.insert(page, at: pageIndex)
      return page
    }

    /// One keyset query over the page's rowid range.
    private func fetchPage(_ pageIndex: Int) -> Page? {
      guard let query = pageQuery(pageIndex) else { return nil }
      do {
        guard let page = try writer.read(query) else { return nil }
        countFetched(page)
        return page
      } catch {
        anomalyHandler.reportAnomaly(.pageFetchFailed(firstRow: firstRow(ofPage: pageIndex), String(describing: error)))
        return nil
      }
    }

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

    /// The rowids now in page `pageIndex`'s range.
    func currentRowids(ofPage pageIndex: Int) throws -> [Int64] {
      let (lower, upper) = index.range(ofPage: pageIndex)
      let quoted = table.quotedDatabaseIdentifier
      return try writer.read { db in
        if let upper {
          return try Int64.fetchAll(
            db, sql: "SELECT rowid FROM \(quoted) WHERE rowid >= ? AND rowid < ? ORDER BY rowid",
            arguments: [lower, upper])
        }
        return try Int64.fetchAll(
          db, sql: "SELECT rowid FROM \(quoted) WHERE rowid >= ? ORDER BY rowid", arguments: [lower])
      }
    }
  }
#endif
