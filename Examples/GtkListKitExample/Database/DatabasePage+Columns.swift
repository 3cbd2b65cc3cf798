import Foundation
import GtkListKit
import WeakDelegate

/// The song table's columns, each sorted by SQLite (indexes from migration `v3-sort-indexes`),
/// and the layout kept beside the database.
extension DatabasePage {
  func addColumns() {
    manager.addColumn("title", title: "Title") { column in
      column.expands = true
      column.isResizable = true
      column.isHideable = false
      column.editableText(\Song.title) { editing in self.configureTitleEditing(editing) }
      column.sortable(sql: "title")
    }
    manager.addColumn("plays", title: "Plays") { column in
      column.fixedWidth = 110
      column.isResizable = true
      // Its cells carry the row's events (a play on Enter): GTK makes no cells for a hidden column.
      column.isHideable = false
      column.register(TextCell.self, for: Song.self, mapping: songEvents) { cell, song, _ in
        cell.show(song.plays.grouped, number: true)
      }
      column.sortable(sql: "plays")
    }
    manager.addColumn("lastPlayed", title: "Last Played") { column in
      column.fixedWidth = 190
      column.isResizable = true
      column.register(TextCell.self, for: Song.self) { cell, song, _ in
        cell.show(song.lastPlayed.map(Self.dateFormatter.string(from:)) ?? "Never")
      }
      column.sortable(sql: "lastPlayed")
    }
    manager.sortDidChange(weakly(self) { me, order in me.showSort(order) })
  }

  /// The row's events, on the plays column's cells (a row's event fires once per column that
  /// has a closure for it; the title column's cells are the library's editors).
  private func songEvents(_ mapping: ViewModelMapping<TextCell, Song>) {
    mapping.activate(weakly(self) { me, _, song, _ in me.play(song.id) })
    mapping.didSelect(weakly(self) { me, _, song, _ in me.show("Selected “\(song.title)”") })
  }

  private static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .short
    return formatter
  }()

  /// The layout saved beside the database (a test's own database keeps its own layout).
  var savedLayout: SavedColumnLayout { SavedColumnLayout(path: SongDatabase.path + ".columns.json") }

  /// Restores the saved layout (its sort runs in SQLite), then saves changes once they stop
  /// (a column resize drag changes the width on every frame) and when the window closes.
  func restoreLayout() {
    if let layout = savedLayout.load() { manager.columnLayout = layout }
    let saver = ColumnLayoutSaver(file: savedLayout)
    saver.follow(manager)
    layoutSaver = saver
  }

  private func showSort(_ order: [ColumnSort]) {
    guard let first = order.first, let column = manager.column(first.columnID) else {
      return show("In database order")
    }
    show("Sorted by \(column.title.lowercased()), \(first.ascending ? "ascending" : "descending"), in SQLite")
  }
}
