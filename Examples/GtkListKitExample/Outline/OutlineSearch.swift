import CGtkListKitAdw
import Foundation
import GtkListKit

/// Ctrl+F on the Outline page: a search bar whose entry filters the tree by name
/// (`TreeListManager.setFilter(_:)`): the entries that match show with the folders above them,
/// opened, and the bar counts them. Case and accents are ignored. Only listed folders are
/// searched (the page reads a folder when it is first opened, never before); a folder listed
/// while the search is on is filtered as it arrives, and the count follows. Enter or Ctrl+G
/// selects the next match. Clearing the entry, or Escape, shows the tree as it was opened
/// (the storage's filter gives back the expansion from before it).
@MainActor
final class OutlineSearch {
  let entry = gtk_search_entry_new()!
  /// "3 matches in 12 listed folders", "No matches in …", or nothing while the entry is empty.
  let count = Widgets.label(classes: ["count"])
  let bar: WidgetPointer
  private weak var page: OutlinePage?
  /// The matches in the tree's order (depth first, as the rows show).
  private(set) var matches: [String] = []
  private var text = ""
  /// The tree the text filters (the list's or the table's).
  private weak var filtered: TreeListManager<String>?

  init(page: OutlinePage) {
    self.page = page
    bar = Widgets.searchBar(
      entry: entry, count: count, tooltip: "Show the listed entries whose name has this text · Enter or Ctrl+G: next")
    SignalConnection.connect(entry, "search-changed") { [weak self] in self?.changed() }
    SignalConnection.connect(entry, "activate") { [weak self] in self?.selectNext() }
    SignalConnection.connect(entry, "next-match") { [weak self] in self?.selectNext() }
    // Escape or the close button: the whole tree again.
    SignalConnection.connectTakingPointer(bar, "notify::search-mode-enabled") { [weak self] _ in
      guard let self, gtk_search_bar_get_search_mode(OpaquePointer(self.bar)) == 0 else { return }
      gtk_editable_set_text(OpaquePointer(self.entry), "")
    }
  }

  /// Shows the bar and puts the focus in its entry.
  func start() {
    gtk_search_bar_set_search_mode(OpaquePointer(bar), 1)
    gtk_widget_grab_focus(entry)
  }

  /// Hides the bar, which shows the whole tree again.
  func stop() { gtk_search_bar_set_search_mode(OpaquePointer(bar), 0) }

  private func changed() {
    guard let page else { return }
    text = gtk_editable_get_text(OpaquePointer(entry)).map { String(cString: $0) } ?? ""
    // The view switched since the last filter: that one shows its whole tree again.
    if let filtered, filtered !== page.tree { filtered.setFilter(nil) }
    filtered = page.tree
    if text.isEmpty {
      page.tree.setFilter(nil)
    } else {
      let (text, root) = (text, page.folder)
      page.tree.setFilter { model in
        guard let node = model as? FileNode else { return false }
        return node.path == root || Self.matches(node.name, text)
      }
    }
    recount()
  }

  /// Counts the matches again: after the text changed, or a folder was listed while searching.
  func recount() {
    guard let page, !text.isEmpty else {
      matches = []
      return Widgets.setText(count, "")
    }
    let storage = page.tree.storage
    matches = []
    var stack = [page.folder]  // depth first, children in order: the rows' order
    while let id = stack.popLast() {
      if id != page.folder, let node = storage.model(for: id) as? FileNode, Self.matches(node.name, text) {
        matches.append(id)
      }
      stack.append(contentsOf: (storage.loadedChildIDs(of: id) ?? []).reversed())
    }
    let listed = "in \(plural(page.listedFolderCount, "listed folder"))"
    let found = matches.count == 1 ? "1 match" : "\(matches.count.grouped) matches"
    Widgets.setText(count, matches.isEmpty ? "No matches \(listed)" : "\(found) \(listed)")
  }

  /// Selects the match after the selected one (the first when no match is selected), wrapping
  /// around, and scrolls to it.
  func selectNext() {
    guard let page, !matches.isEmpty else { return }
    let selected = page.tree.selectedIDs.first
    let next = selected.flatMap { matches.firstIndex(of: $0) }.map { ($0 + 1) % matches.count } ?? 0
    page.tree.select(matches[next])
    page.tree.reveal(matches[next])
  }

  /// Whether `name` contains `text`, ignoring case and accents.
  nonisolated static func matches(_ name: String, _ text: String) -> Bool {
    name.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
