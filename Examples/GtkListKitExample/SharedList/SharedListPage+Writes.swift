import Foundation
import GtkListKitPostgres
import PostgresNIO

/// The toolbar's writes. Each runs in a server transaction through the storage and leaves the
/// list alone: the change comes back through the change log like any other client's, so the
/// list never shows what the server did not take. A failed write is reported by the storage's
/// anomaly handler, whose text the status bar shows.
extension SharedListPage {
  /// The key of the selected ticket (known for every row, read or not), or `nil` after saying so.
  private func selectedID() -> Int64? {
    guard let path = manager.selectedIndexPaths.first, let id = storage?.identity(at: path) as? Int64 else {
      show("Select a ticket first")
      return nil
    }
    return id
  }

  /// Inserts "Ticket N" (N its id) with a random priority.
  func addTicket() {
    guard let storage else { return }
    let priority = Int.random(in: 0...3)
    Task {
      let added = await storage.write { connection in
        // The id is taken first so the title can name it, in one statement.
        try await connection.query(
          """
          WITH next AS (SELECT nextval(pg_get_serial_sequence('board_ticket', 'id')) AS id)
          INSERT INTO board_ticket (id, title, priority) SELECT id, 'Ticket ' || id, \(priority) FROM next
          """, logger: BoardSchema.logger)
      }
      if added { show("Added a ticket") }
    }
  }

  /// Marks the selected ticket done, or open again.
  func toggleSelected() {
    guard let id = selectedID() else { return }
    toggleDone(id, known: manager.selectedIndexPaths.first.flatMap { storage?.record(at: $0.item) })
  }

  /// Flips the done flag of the ticket with key `id` on the server; `known` (the row as shown)
  /// names it in the status bar.
  func toggleDone(_ id: Int64, known: BoardTicket?) {
    guard let storage else { return }
    Task {
      let toggled = await storage.write { connection in
        try await connection.query(
          "UPDATE board_ticket SET done = NOT done, updated = now() WHERE id = \(id)", logger: BoardSchema.logger)
      }
      guard toggled else { return }
      guard let known else { return show("Ticket \(id) changed") }
      show(known.done ? "Opened “\(known.title)” again" : "Marked “\(known.title)” done")
    }
  }

  /// Deletes the selected ticket on the server (the toolbar's Delete, and the Delete key).
  func deleteSelected() {
    guard let storage, let path = manager.selectedIndexPaths.first, let id = storage.identity(at: path) as? Int64 else {
      show("Select a ticket to delete")
      return
    }
    let title = storage.record(at: path.item)?.title ?? "Ticket \(id)"
    Task {
      if await storage.deleteItems(at: [path]) { show("Deleted “\(title)”") }
    }
  }
}
