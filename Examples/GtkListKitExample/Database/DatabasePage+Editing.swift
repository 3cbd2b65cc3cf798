import Foundation
import GRDB
import GtkListKit

/// A song's title edited in place (GtkListKit's `editableText`): F2 on the focused row or a
/// click on a title starts, Enter commits, Escape cancels; Enter on a row outside editing still
/// plays it, as a double click outside the title does. An empty title is refused in the cell.
/// The new title is written to SQLite off the main thread, and the paged storage shows it when
/// it observes the commit, on the same song (by rowid) wherever the sort moves it. Ctrl+Z
/// writes the old title back the same way.
extension DatabasePage {
  /// What the cell says when the typed title is empty (or only spaces).
  static let emptyTitleMessage = "A song needs a title"

  func configureTitleEditing(_ editing: CellEditing<Song, String>) {
    // Enter keeps activating rows (a play): the article's `returnStartsEditing`; F2 edits.
    manager.editing.returnStartsEditing = false
    editing.didCommit { _, title, _ in
      title.trimmingCharacters(in: .whitespaces).isEmpty ? .refuse(Self.emptyTitleMessage) : .accept
    }
    // The library's undo writes old titles back through this writer too.
    editing.write { [weak self] song, title in self?.rename(song.id, to: title) }
  }

  /// Writes `title` to song `id` on a background task (the main thread never waits on SQLite);
  /// a failure is said in the status bar.
  func rename(_ id: Int64, to title: String) {
    guard let pool else { return }
    Task.detached { [weak self] in
      do {
        try await pool.write { db in
          try db.execute(sql: "UPDATE song SET title = ? WHERE id = ?", arguments: [title, id])
        }
      } catch {
        await self?.show("Song \(id) could not be renamed: \(error)")
      }
    }
    show("Renamed Song \(id) to “\(title)”")
  }

  /// Ctrl+Z on this page (the window's undo action, which sees the key first): takes back the
  /// last title edit; whether there was one.
  func undoRename() -> Bool {
    guard manager.editing.undo() else { return false }
    show("Undid the last rename")
    return true
  }
}
