import CGtkListKitAdw
import Foundation
import GRDB
import GtkListKit

/// Ctrl+F on the Database page: a search bar whose entry finds songs by title. SQLite reads the
/// matching rowids off the main thread; the bar says how many match and the table selects the
/// first match in its current order (Enter or Ctrl+G: the next one, wrapping around). The table
/// keeps every row: filtering the storage itself is the storage's job, not the page's.
@MainActor
final class SongSearch {
  let entry = gtk_search_entry_new()!
  /// "12 matches", "No matches", or nothing while the entry is empty.
  let count = Widgets.label(classes: ["count"])
  let bar: WidgetPointer
  private weak var page: DatabasePage?
  private(set) var matches: Set<Int64> = []
  private var query = ""
  private var task: Task<Void, Never>?

  init(page: DatabasePage) {
    self.page = page
    bar = Widgets.searchBar(entry: entry, count: count, tooltip: "Find songs by title · Enter or Ctrl+G: next match")
    SignalConnection.connect(entry, "search-changed") { [weak self] in self?.changed() }
    SignalConnection.connect(entry, "activate") { [weak self] in self?.selectNext() }
    SignalConnection.connect(entry, "next-match") { [weak self] in self?.selectNext() }
  }

  /// Shows the bar and puts the focus in its entry.
  func start() {
    gtk_search_bar_set_search_mode(OpaquePointer(bar), 1)
    gtk_widget_grab_focus(entry)
  }

  private func changed() {
    task?.cancel()
    let text = gtk_editable_get_text(OpaquePointer(entry)).map { String(cString: $0) } ?? ""
    query = text
    matches = []
    guard !text.isEmpty, let pool = page?.pool else { return Widgets.setText(count, "") }
    Widgets.setText(count, "Searching…")
    // LIKE's own wildcards in the text are matched as themselves.
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
    let pattern = "%\(escaped)%"
    task = Task { @MainActor [weak self] in
      let read: @Sendable (Database) throws -> Set<Int64> = { db in
        try Int64.fetchSet(db, sql: "SELECT id FROM song WHERE title LIKE ? ESCAPE '\\'", arguments: [pattern])
      }
      let found = try? await pool.read(read)
      guard let self, !Task.isCancelled, self.query == text, let found else { return }
      self.matches = found
      Widgets.setText(
        self.count, found.isEmpty ? "No matches" : "\(found.count.grouped) \(found.count == 1 ? "match" : "matches")")
      self.selectNext(after: -1)
    }
  }

  /// Selects the next match after the selected row (the first when none is selected).
  func selectNext() { selectNext(after: page?.manager.selectedIndexPaths.first?.item ?? -1) }

  /// Walks the table's order from `current` (a rowid each, known without reading pages).
  private func selectNext(after current: Int) {
    guard let page, let storage = page.storage, !matches.isEmpty else { return }
    let total = storage.numberOfItems(inSection: 0)
    guard total > 0 else { return }
    for step in 1...total {
      let path = IndexPath(item: (current + step + total) % total, section: 0)
      guard let id = storage.identity(at: path) as? Int64, matches.contains(id) else { continue }
      _ = page.manager.select(path)
      page.manager.scroll(to: path)
      return
    }
  }
}
