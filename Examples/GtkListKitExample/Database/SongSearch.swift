import CGtkListKitAdw
import Foundation
import GRDB
import GtkListKit

/// Ctrl+F on the Database page: a search bar whose entry finds songs by title. SQLite reads the
/// matching rowids off the main thread; the bar says how many match and the table selects the
/// first match in its current order (Enter or Ctrl+G: the next one, wrapping around). **Only
/// matches** filters the table itself (`PagedDatabaseStorage.filter(by:)`, read off the main
/// thread): the rows that do not match leave, the selected match stays selected, and turning it
/// off, or closing the bar, brings every row back.
@MainActor
final class SongSearch {
  let entry = gtk_search_entry_new()!
  /// "12 matches", "No matches", or nothing while the entry is empty.
  let count = Widgets.label(classes: ["count"])
  /// Shows only the matching rows while on.
  let onlyMatches = gtk_toggle_button_new_with_label("Only matches")!
  let bar: WidgetPointer
  private weak var page: DatabasePage?
  private(set) var matches: Set<Int64> = []
  private var query = ""
  private var task: Task<Void, Never>?
  /// The LIKE pattern the table is filtered by (`nil`: every row shows).
  private var filteredBy: String?

  init(page: DatabasePage) {
    self.page = page
    bar = Widgets.searchBar(
      entry: entry, count: count, extras: [onlyMatches], tooltip: "Find songs by title · Enter or Ctrl+G: next match")
    gtk_widget_set_tooltip_text(onlyMatches, "Show only the songs whose title has this text")
    SignalConnection.connect(onlyMatches, "toggled") { [weak self] in self?.applyFilter() }
    // Closing the bar (Escape, its button) shows every row again.
    SignalConnection.connectTakingPointer(bar, "notify::search-mode-enabled") { [weak self] _ in
      guard let self, gtk_search_bar_get_search_mode(OpaquePointer(self.bar)) == 0 else { return }
      self.showsOnlyMatches = false
    }
    SignalConnection.connect(entry, "search-changed") { [weak self] in self?.changed() }
    SignalConnection.connect(entry, "activate") { [weak self] in self?.selectNext() }
    SignalConnection.connect(entry, "next-match") { [weak self] in self?.selectNext() }
  }

  /// Whether **Only matches** is on; setting it is what a click on the button does.
  var showsOnlyMatches: Bool {
    get { gtk_toggle_button_get_active(example_toggle_button(onlyMatches)) != 0 }
    set { gtk_toggle_button_set_active(example_toggle_button(onlyMatches), newValue ? 1 : 0) }
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
    applyFilter()
    guard let pattern = Self.likePattern(text), let pool = page?.pool else { return Widgets.setText(count, "") }
    Widgets.setText(count, "Searching…")
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

  /// While **Only matches** is on, the table shows the matches of the text (every row when it is
  /// empty); off, every row. The storage reads the new order off the main thread.
  private func applyFilter() {
    guard let storage = page?.storage else { return }
    let pattern = showsOnlyMatches ? Self.likePattern(query) : nil
    guard pattern != filteredBy else { return }  // each change is a read of the whole order
    filteredBy = pattern
    page?.filterBeingRead = pattern == nil ? "" : query
    storage.filter(by: pattern.map { SQL(sql: "title LIKE ? ESCAPE '\\'", arguments: [$0]) })
  }

  /// `%text%` for SQL's LIKE, its own wildcards in the text matched as themselves; `nil` for "".
  private static func likePattern(_ text: String) -> String? {
    guard !text.isEmpty else { return nil }
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
    return "%\(escaped)%"
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
