// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB

  /// Collects the row events of one table during a transaction and hands the net change of each
  /// committed transaction to the main actor, once per transaction (rolled back work is dropped).
  ///
  /// A `TransactionObserver` rather than a `ValueObservation`: SQLite reports the rowid of every
  /// inserted, updated and deleted row, so a paged storage learns exactly which rows changed
  /// without fetching the table again.
  final class TableChangeObserver: TransactionObserver, @unchecked Sendable {
    /// Net change of one rowid over a transaction.
    enum Change: Sendable { case insert, update, delete }

    private let table: String
    private let lock = NSLock()
    /// rowid → (existed before the transaction, exists after it); guarded by `lock`.
    private var pending: [Int64: (before: Bool, after: Bool)] = [:]
    private let deliver: @MainActor @Sendable ([Int64: Change]) -> Void
    /// Transactions of the table about to commit or committed and not delivered yet; guarded by `lock`.
    private var undelivered = 0
    /// Whether the transaction under way is counted in `undelivered`; guarded by `lock`.
    private var counted = false

    /// Whether a committed change (or one committing now) is still on its way to the main actor:
    /// a read of the table now may hold a change the storage has not applied. Counted from
    /// `databaseWillCommit`, before readers can see the commit.
    var hasUndelivered: Bool { lock.withLock { undelivered > 0 } }

    init(table: String, deliver: @escaping @MainActor @Sendable ([Int64: Change]) -> Void) {
      self.table = table.lowercased()
      self.deliver = deliver
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
      eventKind.tableName.lowercased() == table
    }

    func databaseDidChange(with event: DatabaseEvent) {
      let rowID = event.rowID, kind = event.kind
      lock.withLock {
        let before = pending[rowID]?.before ?? (kind != .insert)
        pending[rowID] = (before, kind != .delete)
      }
    }

    func databaseWillCommit() throws {
      lock.withLock {
        if !pending.isEmpty, !counted {
          undelivered += 1
          counted = true
        }
      }
    }

    func databaseDidCommit(_ db: Database) {
      let (net, wasCounted) = lock.withLock {
        defer {
          pending = [:]
          counted = false
        }
        return (pending, counted)
      }
      var changes: [Int64: Change] = [:]
      for (rowID, state) in net {
        switch (state.before, state.after) {
        case (true, true): changes[rowID] = .update
        case (true, false): changes[rowID] = .delete
        case (false, true): changes[rowID] = .insert
        case (false, false): break
        }
      }
      guard !changes.isEmpty else {
        if wasCounted { delivered() }
        return
      }
      if !wasCounted { lock.withLock { undelivered += 1 } }
      let deliver = self.deliver
      DispatchQueue.main.async {
        MainActor.assumeIsolated { deliver(changes) }
        self.delivered()
      }
    }

    func databaseDidRollback(_ db: Database) {
      lock.withLock {
        if counted { undelivered -= 1 }
        counted = false
        pending = [:]
      }
    }

    private func delivered() { lock.withLock { undelivered -= 1 } }
  }
#endif
