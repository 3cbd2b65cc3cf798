// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import Logging
  import ModelStorage
  import PostgresNIO

  /// A live, one-section `ListStorage` of a PostgreSQL table (or the rows of it a filter keeps),
  /// in key order or sorted by SQL terms, that many clients edit at once: made for a million
  /// rows on a shared server.
  ///
  /// - **Count and pages.** It reads the keys of the rows in order once, off the main thread (one
  ///   array of 8 bytes a row; ``isLoadingOrder`` and no rows until then), and keeps them. A row
  ///   GTK asks for comes from a bounded cache of ``cachedPages`` pages, or shows a `PendingItem`
  ///   while its page is read by its keys (`WHERE key = ANY(...)`, never `OFFSET`). The main
  ///   thread never waits on the server.
  /// - **Live.** Every client's inserts, updates and deletes reach the list through the table's
  ///   change log (``PostgresChangeLog``): `NOTIFY` wakes the storage, which reads the log entries
  ///   of the transactions committed since the snapshot it last read, the changed rows and (when
  ///   sorted) the new order, in one snapshot, and tells the view the smallest change (deletes,
  ///   inserts, moves, in-place updates). Changes that arrive while a batch is read are read
  ///   together next: a burst is one diff per batch.
  /// - **Reconnect.** A lost connection (a restart, a killed backend, a network cut) is
  ///   ``connectionState`` `.disconnected`; the storage connects again with backoff, listens
  ///   again and catches up from its snapshot, losing nothing and applying nothing twice. If the
  ///   log was trimmed past it, it reads its rows again (keys kept, so selection and scroll stay).
  /// - **Writes.** ``write(_:)`` and ``deleteItems(at:)`` run in a server transaction; a failure
  ///   or conflict is reported (``PostgresStorageAnomaly/writeFailed(_:)``) and the list shows
  ///   what the server holds.
  @MainActor
  public final class PostgresStorage<Record: Sendable> {
    struct Page: Sendable {
      var keys: [Int64]
      var records: [Record]
    }

    /// The server.
    public let server: PostgresServer
    /// The table shown (an SQL name, optionally schema-qualified).
    public let table: String
    /// Its unique integer key column.
    public let key: String
    /// The SQL predicate the rows shown satisfy (`nil`: every row): the init's, or the last
    /// ``filter(by:)`` read (its values are `$1`… placeholders, bound apart).
    public internal(set) var filter: String?
    /// The values of ``filter``'s placeholders.
    var filterBinds = PostgresBindings()
    /// The `ORDER BY` of the rows shown, as the last order read settled it (natural terms).
    var shownOrderBy: String?
    /// Whether a missing natural collation was reported (once).
    var naturalOrderReported = false
    /// The filter the next order read uses (the newest asked for; the shown one after a failure).
    var requestedFilter: PostgresQuery?
    /// Rows per page.
    public let pageSize: Int
    /// Most pages cached at once.
    public let cachedPages: Int
    /// Where anomalies go.
    public var anomalyHandler: PostgresStorageAnomalyHandler
    /// The observer (the manager's updater), held weakly.
    public weak var delegate: StorageUpdating?
    /// The order ``sort(by:)`` asked for; empty: key order.
    public internal(set) var sortTerms: [SQLSortTerm] = []

    /// Whether the storage hears the server's changes now.
    public internal(set) var connectionState: PostgresConnectionState = .connecting
    /// Called when ``connectionState`` changes (an app shows "Offline").
    public var connectionStateDidChange: ((PostgresConnectionState) -> Void)?
    /// Whether an order is being read (the first one, a sort, a resync); the rows shown meanwhile
    /// are the previous order's.
    public internal(set) var isLoadingOrder = false
    /// Called when ``isLoadingOrder`` changes (an app shows "Loading…").
    public var loadingOrderDidChange: ((Bool) -> Void)?
    /// Called after each batch of other clients' (or this one's) changes is shown.
    public var changesDidApply: (() -> Void)?

    /// Pages read so far.
    public internal(set) var pagesFetched = 0
    /// Batches of changes applied so far (each one read of the log and one update of the view).
    public internal(set) var batchesApplied = 0
    /// Orders read so far (the first, sorts, resyncs).
    public internal(set) var ordersLoaded = 0
    /// Whether ``item(at:)`` handed out a `PendingItem` (for tests and status lines).
    public internal(set) var pendingShown = false
    /// Pages in the cache now.
    public var cachedPageCount: Int { cache.count }

    /// The keys of the rows shown, in order; `nil` until the first order is read.
    var keys: [Int64]?
    /// The snapshot (`pg_snapshot` text) the rows shown reflect: changes are read from there.
    var snapshot: String?
    var cache: PageCache<Page>
    let decode: @Sendable (PostgresRow) throws -> Record
    let client: PostgresClient
    /// What the sync loop has to do next (see PostgresStorage+Sync.swift).
    var work = SyncWork()
    let wake: AsyncStream<Void>.Continuation
    var tasks: [Task<Void, Never>] = []
    var pagesLoading: Set<Int> = []
    var pageQueue: [Int] = []
    var lastRequestedPage = 0
    var failedPages: Set<Int> = []
    /// Pages whose read found a row gone: shown again after the change on its way.
    var stalePages: Set<Int> = []
    /// Pages to read again once connected (their read failed while the server was away).
    var offlinePages: Set<Int> = []
    /// Whether the table has its change log (checked with each order read).
    var isLive = true
    /// The table's oid: notifications of other tables are not this storage's.
    var tableOID: String?
    /// Bumped by every change of the rows: a page read before is read again.
    var contentGeneration = 0
    /// Most pages read at once.
    public var concurrentPageLoads = 2

    /// Shows `table` of `server` (rows whose `filter` holds, in `key` order until ``sort(by:)``),
    /// each row decoded by `decode` from a row of `SELECT key AS gtklistkit_key, * FROM table`.
    /// Reads nothing on the calling thread; connects, reads the order and listens in the
    /// background. Install the change log first (``PostgresChangeLog/install(on:key:server:)``).
    public init(
      server: PostgresServer, table: String, key: String = "id", filter: String? = nil,
      sortedBy terms: [SQLSortTerm] = [], pageSize: Int = 256, cachedPages: Int = 16,
      anomalyHandler: PostgresStorageAnomalyHandler = PostgresStorageAnomalyHandler(),
      decode: @escaping @Sendable (PostgresRow) throws -> Record
    ) {
      self.server = server
      self.table = table
      self.key = key
      self.filter = filter
      requestedFilter = filter.map { PostgresQuery(unsafeSQL: $0) }
      self.pageSize = max(1, pageSize)
      self.cachedPages = max(1, cachedPages)
      self.anomalyHandler = anomalyHandler
      self.decode = decode
      cache = PageCache(capacity: cachedPages)
      client = PostgresClient(configuration: server.clientConfiguration, backgroundLogger: PostgresChangeLog.logger)
      let (stream, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
      self.wake = wake
      work.order = terms
      start(wakes: stream)
    }

    isolated deinit {
      for task in tasks { task.cancel() }
      wake.finish()
    }

    /// Stops listening and closes the connections (also when the storage goes away).
    public func close() {
      for task in tasks { task.cancel() }
      tasks = []
      wake.finish()
    }

    /// Number of rows; 0 until the first order is read.
    public var count: Int { keys?.count ?? 0 }

    /// Reads every row's place again (after a schema change, say): the view gets the difference,
    /// so selection and scroll stay with their rows by key.
    public func reload() {
      work.order = work.order ?? sortTerms
      wake.yield()
    }

    /// The SQL of the rows shown: `FROM table [WHERE filter]`.
    var fromClause: String { "FROM \(table)" + (filter.map { " WHERE (\($0))" } ?? "") }

    /// `ORDER BY` of `terms`, then the key (plain text order: the order read settles natural terms).
    func orderBy(_ terms: [SQLSortTerm]) -> String { PostgresNaturalCollation.orderBy(terms, key: key) }
  }
#endif
