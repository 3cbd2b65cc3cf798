// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import ModelStorage

  /// A live `ListStorage` showing the records a GRDB request fetches, optionally in
  /// sections, with every committed change delivered as one minimal `StorageUpdate`
  /// on the main actor.
  ///
  /// ```swift
  /// let storage = DatabaseStorage(reader: dbPool, request: Player.order(Column("name")))
  /// manager.storage = storage
  /// ```
  ///
  /// **Why `ValueObservation`.** GRDB's `ValueObservation` re-runs the request after each
  /// committed transaction that touches the tables, columns (and, for primary-key requests, rows)
  /// the request read, from any connection of the same `DatabaseQueue`/`DatabasePool`, on any
  /// thread, and hands the fresh value to the main actor. It never reports uncommitted or rolled
  /// back work, tracks joins and filters without help, reads from a snapshot on a `DatabasePool`
  /// so writers are not blocked, and may coalesce several quick transactions into one value (the
  /// view then gets one update for them). The storage diffs each new value against what it shows,
  /// by primary key (`Identifiable`) and content (`Equatable`): changed rows are in-place updates
  /// (the visible cell is rebound, no `items-changed`), reordered rows are moves, the others
  /// inserts and deletes. A `TransactionObserver` would see raw row events but cannot place them
  /// in an arbitrary ordered, filtered, joined request without fetching it again; that is the
  /// job of ``PagedDatabaseStorage``, which only shows whole tables in rowid order.
  ///
  /// The cost is one fetch of the whole request per transaction (O(rows)): use
  /// ``PagedDatabaseStorage`` for tables of a million rows.
  ///
  /// **Sorting.** Not an `SQLSortableStorage`: the order is the request's own `ORDER BY`, which
  /// the storage cannot rewrite (any `FetchRequest`, joins and sections by run included). To
  /// sort, make a storage with the request ordered as wanted, or use ``PagedDatabaseStorage``.
  ///
  /// **Delivery.** The first value is fetched synchronously by the initialiser (so the first frame
  /// shows rows); later values arrive through `DispatchQueue.main`, which GTK's loop drains once
  /// a GtkListKit manager exists: see the article <doc:ShowingADatabase>.
  ///
  /// **Failure.** A failing request (missing table, busy or corrupt database, a row that does not
  /// decode, a schema change) reports a ``DatabaseStorageAnomaly`` to ``anomalyHandler``, keeps
  /// what was shown (nothing when the first fetch failed) and stops observing; call ``restart()``
  /// to try again (after reopening or migrating the database, for example).
  @MainActor
  public final class DatabaseStorage<
    Record: FetchableRecord & Identifiable & Equatable & Sendable, SectionKey: Hashable
  > {
    /// The database connection observed.
    public let reader: any DatabaseReader
    /// Where anomalies go (the storage's own handler unless one was given).
    public var anomalyHandler: DatabaseStorageAnomalyHandler
    /// Whether the observation stopped after an error (see ``restart()``).
    public private(set) var isFailed = false
    /// Number of distinct values received from the observation (the first fetch included).
    public private(set) var fetchedValues = 0

    private let fetch: @Sendable (Database) throws -> [Record]
    private let sectionKey: ((Record) -> SectionKey)?
    private let headerModel: (SectionKey) -> Any?
    private let inner = MemoryStorage()
    private var sectionKeys: [SectionKey] = []
    private var cancellable: AnyDatabaseCancellable?

    /// Shows the records of `request` in one section.
    public convenience init(
      reader: any DatabaseReader, request: some FetchRequest<Record>,
      anomalyHandler: DatabaseStorageAnomalyHandler = DatabaseStorageAnomalyHandler()
    ) where SectionKey == Int {
      self.init(
        reader: reader, request: request, sectionKey: nil, headerModel: { _ in nil }, anomalyHandler: anomalyHandler)
    }

    /// Shows the records of `request` in one section per run of equal `sectionKey`s, in request
    /// order (order the request by the section column first). Each section's header model is
    /// `headerModel(key)`, the key itself by default.
    public convenience init(
      reader: any DatabaseReader, request: some FetchRequest<Record>,
      sectionedBy sectionKey: @escaping (Record) -> SectionKey,
      headerModel: @escaping (SectionKey) -> Any? = { $0 },
      anomalyHandler: DatabaseStorageAnomalyHandler = DatabaseStorageAnomalyHandler()
    ) {
      self.init(
        reader: reader, request: request, sectionKey: sectionKey, headerModel: headerModel,
        anomalyHandler: anomalyHandler
      )
    }

    private init(
      reader: any DatabaseReader, request: some FetchRequest<Record>, sectionKey: ((Record) -> SectionKey)?,
      headerModel: @escaping (SectionKey) -> Any?, anomalyHandler: DatabaseStorageAnomalyHandler
    ) {
      self.reader = reader
      self.anomalyHandler = anomalyHandler
      self.fetch = { db in try request.fetchAll(db) }
      self.sectionKey = sectionKey
      self.headerModel = headerModel
      inner.headerModelProvider = { [unowned self] section in
        self.sectionKeys.indices.contains(section) ? self.headerModel(self.sectionKeys[section]) : nil
      }
      if sectionKey == nil { inner.setItems([Record](), forSection: 0) }
      restart()
    }

    /// (Re)starts observing the database: fetches now, then after every committed change.
    /// The fetch now shows what other connections and processes wrote meanwhile (GRDB observes
    /// only the writes of its own `DatabaseQueue`/`DatabasePool`), as one update.
    public func restart() {
      cancellable?.cancel()
      isFailed = false
      cancellable = ValueObservation.tracking(fetch).removeDuplicates().start(
        in: reader, scheduling: .immediate,
        onError: { [weak self] error in self?.fail(error) },
        onChange: { [weak self] records in self?.show(records) })
    }

    /// Stops observing; the storage keeps what it shows.
    public func stop() {
      cancellable?.cancel()
      cancellable = nil
    }

    /// The record at `indexPath`, typed.
    public func record(at indexPath: IndexPath) -> Record? { inner.item(at: indexPath) as? Record }

    private func fail(_ error: any Error) {
      isFailed = true
      anomalyHandler.reportAnomaly(.classify(error))
    }

    /// Diffs `records` against what is shown and delivers the difference as one update.
    private func show(_ records: [Record]) {
      fetchedValues += 1
      guard let sectionKey else { return inner.setItems(records, forSection: 0) }
      var keys: [SectionKey] = [], groups: [[Record]] = []
      for record in records {
        let key = sectionKey(record)
        if keys.last != key {
          keys.append(key)
          groups.append([])
        }
        groups[groups.count - 1].append(record)
      }
      applySections(keys: keys, groups: groups)
    }

    /// Sections: vanished keys are deleted, new keys inserted, then each section's rows diffed;
    /// all in one batch. Surviving sections that changed order are sent as a reload (rare).
    private func applySections(keys: [SectionKey], groups: [[Record]]) {
      let oldKeys = sectionKeys
      let newSet = Set(keys), oldSet = Set(oldKeys)
      let survivors = oldKeys.filter { newSet.contains($0) }
      guard survivors == keys.filter({ oldSet.contains($0) }) else {
        sectionKeys = keys
        return inner.setItems(groups.map { $0 as [Any] })
      }
      inner.performUpdates {
        let vanished = IndexSet(oldKeys.indices.filter { !newSet.contains(oldKeys[$0]) })
        try? inner.deleteSections(vanished)
        for (index, key) in keys.enumerated() where !oldSet.contains(key) {
          try? inner.insertSection(StorageSection(), atIndex: index)
        }
        sectionKeys = keys
        for (index, group) in groups.enumerated() { inner.setItems(group, forSection: index) }
      }
    }
  }

  extension DatabaseStorage: @MainActor ListStorage {
    /// Number of sections (one without sectioning; one per section key otherwise).
    public var numberOfSections: Int { inner.numberOfSections }
    /// Rows in `section`.
    public func numberOfItems(inSection section: Int) -> Int { inner.numberOfItems(inSection: section) }
    /// The record at `indexPath`.
    public func item(at indexPath: IndexPath) -> Any? { inner.item(at: indexPath) }
    /// The header model of a section (`SupplementaryKind.header`); no other kinds.
    public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? {
      kind == SupplementaryKind.header ? inner.supplementaryModel(ofKind: kind, forSectionAt: indexPath) : nil
    }
    /// The observer (the manager's updater), held weakly.
    public var delegate: StorageUpdating? {
      get { inner.delegate }
      set { inner.delegate = newValue }
    }
  }
#endif
