import CGtkListKit
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB

/// The "Database" page: a SQLite table of 1,000,000 songs shown through `PagedDatabaseStorage`,
/// which reads only the pages GTK asks for. "Play" (or double click, or Enter) increments a
/// song's play count on a background thread; the commit reaches the visible row as an in-place
/// update. "Live" writes a random song every half second. The table is made on first show.
@MainActor
final class DatabasePage {
  static let rowCount = 1_000_000

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = ListViewManager()
  private let status: StatusBar
  private let info = Widgets.label(classes: ["count"], xalign: 1)
  private var pool: DatabasePool?
  private var storage: PagedDatabaseStorage<Song>?
  private var live = false

  init(status: StatusBar) {
    self.status = status
    manager.register(SongCell.self) { mapping in
      mapping.activate(on: self) { (self, _, song, _) in self.play(song.id) }
      mapping.didSelect(on: self) { (self, _, song, _) in self.show("Selected “\(song.title)”") }
    }
    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    Widgets.append(
      Widgets.button("Play selected", tooltip: "Add a play to the selected song, written on a background thread") {
        [weak self] in self?.playSelected()
      },
      Widgets.button("Live", tooltip: "Start or stop random writes twice a second") { [weak self] in self?.toggleLive() },
      Widgets.spacer(), info, to: toolbar)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    Widgets.append(toolbar, manager.widget.pointer(), to: widget)
    Widgets.setText(info, "Opening the database…")
  }

  private func show(_ text: String) { status.show(text, on: .database) }

  /// Creates the table (once per run, in the cache folder) and shows it.
  func open() {
    guard pool == nil else { return }
    do {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-example-songs.sqlite").path
      try? FileManager.default.removeItem(atPath: path)
      let pool = try DatabasePool(path: path)
      try pool.write { db in
        try db.execute(sql: "CREATE TABLE song (id INTEGER PRIMARY KEY, title TEXT NOT NULL, plays INTEGER NOT NULL)")
        try db.execute(
          sql: """
            WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
            INSERT INTO song SELECT x, 'Song ' || x, 0 FROM n
            """, arguments: [Self.rowCount])
      }
      self.pool = pool
      let storage = PagedDatabaseStorage<Song>(writer: pool, table: "song")
      self.storage = storage
      manager.storage = storage
      Widgets.setText(info, "\(plural(Self.rowCount, "song")) in SQLite")
      show("Opened \(path)")
    } catch {
      Widgets.setText(info, "The database could not be opened")
      show("\(error)")
    }
  }

  private func playSelected() {
    guard let path = manager.selectedIndexPaths.first, let song = storage?.record(at: path.item) else {
      return show("Select a song first")
    }
    play(song.id)
  }

  private func play(_ id: Int64) {
    guard let pool else { return }
    Task.detached {
      try? await pool.write { db in try db.execute(sql: "UPDATE song SET plays = plays + 1 WHERE id = ?", arguments: [id]) }
    }
    show("Played Song \(id)")
  }

  private func toggleLive() {
    live.toggle()
    show(live ? "Live: a random visible song gets a play twice a second" : "Live writes stopped")
    guard live else { return }
    Timer.every(milliseconds: 500) { [weak self] in
      guard let self, self.live else { return false }
      let visible = self.manager.indexPathsForVisibleItems
      if let target = visible.randomElement(), let song = self.storage?.record(at: target.item) { self.play(song.id) }
      return true
    }
  }
}
