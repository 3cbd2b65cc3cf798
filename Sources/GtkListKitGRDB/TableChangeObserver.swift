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

  func databaseDidCommit(_ db: Database) {
    let net = lock.withLock {
      defer { pending = [:] }
      return pending
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
    guard !changes.isEmpty else { return }
    let deliver = self.deliver
    DispatchQueue.main.async { MainActor.assumeIsolated { deliver(changes) } }
  }

  func databaseDidRollback(_ db: Database) {
    lock.withLock { pending = [:] }
  }
}
