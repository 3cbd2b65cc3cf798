import Foundation
import GRDB
import GtkListKit

/// Another instance's writes. GRDB observes only the transactions of its own pool, so the page
/// polls SQLite's `PRAGMA data_version` on the pool's writer connection: it changes only when
/// another connection (another process) commits, and then the storage re-reads the table.
extension DatabasePage {
  static let pollMilliseconds = 500

  func watchOtherProcesses() {
    Timer.every(milliseconds: Self.pollMilliseconds) { [weak self] in
      guard let self, self.lifetime.isAlive, let pool = self.pool else { return false }
      // The read holds the page weakly: a poll in flight when the window closes neither keeps
      // the page (and its storage's callbacks) alive nor shows anything afterwards.
      Task { @MainActor [weak self] in
        let read: @Sendable (Database) throws -> Int? = { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
        guard let version = try? await pool.writeWithoutTransaction(read) else { return }
        guard let self, self.lifetime.isAlive else { return }
        defer { self.dataVersion = version }
        guard let last = self.dataVersion, last != version else { return }
        self.reloadAfterOtherWrites()
      }
      return true
    }
  }

  /// Re-reads the table in the background: the view gets the difference, and the selection, the
  /// focus and the scroll position stay with their songs (by rowid), whatever moved.
  private func reloadAfterOtherWrites() {
    storage?.reload()
    show("Another window changed the songs; reloading")
  }
}
