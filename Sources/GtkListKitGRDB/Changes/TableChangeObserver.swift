// Built only with the GRDB trait (TraitCheck.swift says why).
#if GRDB
  import Foundation
  import GRDB
  import Synchronization

  /// Collects the row events of one table during a transaction and hands the net change of each
  /// committed transaction to the main actor, once per transaction and in commit order (rolled
  /// back work is dropped).
  ///
  /// A `TransactionObserver` rather than a `ValueObservation`: SQLite reports the rowid of every
  /// inserted, updated and deleted row, so a paged storage learns exactly which rows changed
  /// without fetching the table again. Under a sort the rows' new places are read here too, off
  /// the main thread, in the snapshot of their own commit (``SortedPlacement``).
  final class TableChangeObserver: TransactionObserver, @unchecked Sendable {
    /// Net change of one rowid over a transaction.
    enum Change: Sendable { case insert, update, delete }
    typealias Delivery = @MainActor @Sendable ([Int64: Change], SortedPlacement?) -> Void

    private let writer: any DatabaseWriter
    /// The table's name as given, and lowercased to match events.
    private let name: String
    private let table: String
    private let deliver: Delivery
    /// The order whose places a commit reads (set by the storage when its order changes), and
    /// the most rows placed one by one (more: the storage reads its order again).
    let placement = Mutex<(keyset: SortKeyset, limit: Int)?>(nil)
    private let lock = NSLock()
    /// Guarded by `lock`: rowid → (existed before the transaction, exists after it); transactions
    /// about to commit or committed and not delivered yet; whether the one under way is counted.
    private var pending: [Int64: (before: Bool, after: Bool)] = [:]
    private var undelivered = 0
    private var counted = false
    /// Guarded by `lock`: commits numbered in order, and those read but not delivered yet
    /// (placements read concurrently may finish out of order).
    private var committed = 0
    private var nextDelivery = 0
    private var ready: [Int: ([Int64: Change], SortedPlacement?)] = [:]

    /// Whether a committed change (or one committing now) is still on its way to the main actor:
    /// a read of the table now may hold a change the storage has not applied. Counted from
    /// `databaseWillCommit`, before readers can see the commit.
    var hasUndelivered: Bool { lock.withLock { undelivered > 0 } }

    init(writer: any DatabaseWriter, table: String, deliver: @escaping Delivery) {
      self.writer = writer
      name = table
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
      let changes = net.compactMapValues { state -> Change? in
        switch (state.before, state.after) {
        case (true, true): .update
        case (true, false): .delete
        case (false, true): .insert
        case (false, false): nil
        }
      }
      guard !changes.isEmpty else {
        if wasCounted { lock.withLock { undelivered -= 1 } }
        return
      }
      let sequence = lock.withLock {
        if !wasCounted { undelivered += 1 }
        committed += 1
        return committed - 1
      }
      let placed = changes.filter { $0.value != .delete }.map(\.key)
      guard let (keyset, limit) = placement.withLock({ $0 }), !placed.isEmpty, placed.count <= limit else {
        return hand(sequence, changes, nil)
      }
      // A reader opened now sees exactly this commit, whatever the writer does next.
      writer.spawnConcurrentRead { [self] db in
        let placement = try? SortedPlacement.read(db.get(), table: name, keyset: keyset, rowids: placed)
        hand(sequence, changes, placement ?? nil)
      }
    }

    func databaseDidRollback(_ db: Database) {
      lock.withLock {
        if counted { undelivered -= 1 }
        counted = false
        pending = [:]
      }
    }

    /// Delivers commit `sequence` on the main actor once every earlier one was.
    private func hand(_ sequence: Int, _ changes: [Int64: Change], _ placement: SortedPlacement?) {
      DispatchQueue.main.async { [self] in
        lock.withLock { ready[sequence] = (changes, placement) }
        while let (changes, placement) = lock.withLock({ () -> ([Int64: Change], SortedPlacement?)? in
          guard let next = ready.removeValue(forKey: nextDelivery) else { return nil }
          nextDelivery += 1
          return next
        }) {
          MainActor.assumeIsolated { deliver(changes, placement) }
          lock.withLock { undelivered -= 1 }
        }
      }
    }
  }
#endif
