import CGtkListKitAdw
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import WeakDelegate

/// The "Database" page: a SQLite table of 1,000,000 songs shown as a table (`ColumnViewManager`)
/// through `PagedDatabaseStorage`, which reads only the pages GTK asks for. A click on a header
/// sorts in SQLite (by title, plays or last played; again for descending); the columns' order,
/// widths, visibility and sort are saved beside the database. "Play" (or double click, or
/// Enter) increments a song's play count on a background thread; the commit reaches the visible
/// row as an in-place update, or moves it while sorted by plays. A title is edited in place (F2
/// or a click on it; Enter commits, Escape cancels, Ctrl+Z undoes), written in the background
/// too (`DatabasePage+Editing`). "Live" writes a random song every half second. The database
/// (`SongDatabase`) is opened on first show and kept; another instance's writes show too
/// (`DatabasePage+Sync`).
@MainActor
final class DatabasePage {
  static var rowCount: Int { SongDatabase.rowCount }

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL)
  let manager = ColumnViewManager()
  let status: StatusBar
  /// Whether the page's widgets still exist: a poll or a background read can end after the window
  /// closed, and then must not touch them.
  let lifetime: WidgetLifetime
  private let info = Widgets.label(classes: ["count"], xalign: 1)
  /// Ctrl+F: find songs by title (`SongSearch`).
  private(set) lazy var search = SongSearch(page: self)
  /// Play and Live: hidden when there is no database to write to.
  let songActions = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
  /// Shown instead of the list when the database cannot be opened.
  let failure: WidgetPointer = {
    let page = adw_status_page_new()!
    adw_status_page_set_icon_name(OpaquePointer(page), "dialog-error-symbolic")
    adw_status_page_set_title(OpaquePointer(page), "The Song Database Cannot Be Opened")
    return page
  }()
  private(set) var pool: DatabasePool?
  private(set) var storage: PagedDatabaseStorage<Song>?
  /// The last `PRAGMA data_version` read on the writer (changes when another process commits).
  var dataVersion: Int?
  /// Writes the column layout beside the database once it is quiet (set when the page opens).
  var layoutSaver: ColumnLayoutSaver?
  private var live = false
  private var opened = false
  /// The search text of an **Only matches** filter SQLite is reading ("" while every row comes
  /// back), named in the status bar until the rows show; `nil` while no filter is being read.
  var filterBeingRead: String?

  init(status: StatusBar) {
    self.status = status
    lifetime = WidgetLifetime(widget)
    addColumns()
    let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["toolbar-row"])
    Widgets.append(
      Widgets.button("Play selected", tooltip: "Add a play to the selected song, written on a background thread") {
        [weak self] in self?.playSelected()
      },
      Widgets.button("Live", tooltip: "Start or stop random writes twice a second") { [weak self] in self?.toggleLive()
      },
      to: songActions)
    Widgets.append(songActions, Widgets.spacer(), info, to: toolbar)
    gtk_widget_set_vexpand(manager.widget.pointer(), 1)
    gtk_widget_set_vexpand(failure, 1)
    gtk_widget_set_visible(failure, 0)
    Widgets.append(toolbar, search.bar, manager.widget.pointer(), failure, to: widget)
    Widgets.setText(info, "Opening the database…")
    // The window closed: the live writes and the poll stop, and a sort still being read in the
    // background reports to nobody.
    lifetime.onDestroy { [weak self] in
      self?.live = false
      self?.storage?.loadingOrderDidChange = nil
    }
  }

  func show(_ text: String) { status.show(text, on: .database) }

  /// Opens the database (once per run) and shows it; a path that is not a database is left
  /// alone and the page says why. Migrating, and seeding a million songs at the first start,
  /// take seconds: they run off the main thread while the page says "Opening the database…".
  func open() {
    guard !opened else { return }
    opened = true
    let path = SongDatabase.path
    Task { [weak self] in
      let opening = Task.detached { Result { try SongDatabase.open(at: path) } }
      let result = await opening.value
      guard let self, self.lifetime.isAlive else { return }
      self.show(result, path: path)
    }
  }

  private func show(_ opening: Result<DatabasePool, any Error>, path: String) {
    do {
      let pool = try opening.get()
      self.pool = pool
      let storage = PagedDatabaseStorage<Song>(writer: pool, table: "song")
      self.storage = storage
      manager.storage = storage
      // A sort (a header click, the saved sort) or the search's filter is read off the main
      // thread: say so meanwhile, and what the filter left once its rows show.
      storage.loadingOrderDidChange = { [weak self] loading in self?.orderLoading(loading) }
      restoreLayout()
      updateInfo()
      show("Opened \(path)")
      watchOtherProcesses()
    } catch {
      let words = (error as? SongDatabaseError)?.description ?? "\(path) could not be opened: \(Self.describe(error))"
      adw_status_page_set_description(OpaquePointer(failure), words)
      gtk_widget_set_visible(failure, 1)
      gtk_widget_set_visible(manager.widget.pointer(), 0)
      gtk_widget_set_visible(songActions, 0)
      Widgets.setText(info, "No database")
      status.setHint("No songs to show: the page explains why", on: .database)
      show(words)
    }
  }

  /// SQLite's own message ("file is not a database") rather than GRDB's debug text.
  private static func describe(_ error: Error) -> String {
    (error as? DatabaseError)?.message ?? error.localizedDescription
  }

  private func orderLoading(_ loading: Bool) {
    updateInfo()
    guard let storage, let text = filterBeingRead else {
      if loading { show("Sorting in SQLite…") }
      return
    }
    if loading { return show("Filtering in SQLite…") }
    filterBeingRead = nil
    show(text.isEmpty ? "Every song again" : "\(plural(storage.count, "song")) with “\(text)” in the title")
  }

  func updateInfo() {
    guard let storage, lifetime.isAlive else { return }
    // The first order (the row count and rowids) is read off the main thread too.
    if storage.isLoadingOrder && storage.ordersLoaded == 0 { return Widgets.setText(info, "Reading songs…") }
    let loading = !storage.isLoadingOrder ? "" : filterBeingRead == nil ? " (sorting…)" : " (filtering…)"
    Widgets.setText(info, "\(plural(storage.count, "song")) in SQLite\(loading)")
  }

  private func playSelected() {
    // A song's id is its rowid: known for every row without reading its page.
    guard let path = manager.selectedIndexPaths.first, let id = storage?.identity(at: path) as? Int64 else {
      return show("Select a song first")
    }
    play(id)
  }

  func play(_ id: Int64) {
    guard let pool else { return }
    Task.detached {
      try? await pool.write { db in
        try db.execute(
          sql: "UPDATE song SET plays = plays + 1, lastPlayed = CURRENT_TIMESTAMP WHERE id = ?", arguments: [id])
      }
    }
    show("Played Song \(id)")
  }

  private func toggleLive() {
    live.toggle()
    show(live ? "Live: a random visible song gets a play twice a second" : "Live writes stopped")
    guard live else { return }
    Timer.every(milliseconds: 500) { [weak self] in
      guard let self, self.live, self.lifetime.isAlive else { return false }
      let visible = self.manager.indexPathsForVisibleItems
      if let target = visible.randomElement(), let id = self.storage?.identity(at: target) as? Int64 { self.play(id) }
      return true
    }
  }
}
