import CGtkBench
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB

// What the SQLite table workloads share: the two-column table of tracks and the loop that waits
// for the storage to be sorted and idle.

extension Bench {
  /// A `ColumnViewManager` of two columns, plays (sortable by `sql: "plays"`) and title, whose
  /// plays cells are recorded for `topPlaysText`.
  func makeTrackTable() -> ColumnViewManager {
    recordPlaysCells = true
    let table = ColumnViewManager()
    table.addColumn("plays", title: "Plays") { column in
      column.register(PlaysCell.self, for: Track.self) { cell, track, _ in cell.show(Int(track.plays)) }
      column.sortable(sql: "plays")
    }
    table.addColumn("title", title: "Title") { column in
      column.register(InscriptionCell.self, for: Track.self) { cell, track, _ in cell.show(track.title) }
    }
    liveTable = table
    bindCount = { [unowned table] in table.statistics.binds }
    return table
  }

  /// The plays of the first row in plays order (ascending: the smallest).
  func firstPlays(_ pool: some DatabaseReader, descending: Bool) -> Int {
    let sql = "SELECT \(descending ? "max" : "min")(plays) FROM track"
    return orExit { try pool.read { db in try Int.fetchOne(db, sql: sql) ?? 0 } }
  }

  /// Neither the order nor a page is being read.
  func isIdle(_ storage: PagedDatabaseStorage<Track>) -> Bool {
    !storage.isLoadingOrder && !storage.isLoadingPages
  }

  /// Turns GLib's loop until `done()`. The storage's orders and pages arrive on the main actor
  /// (Dispatch's main queue), which GtkListKit has GLib's loop drain, as in an app. Exit 3 after
  /// 60 s.
  func turn(until done: () -> Bool) {
    let source = g_timeout_add_seconds(60, notIdle, nil)
    while !done() { g_main_context_iteration(nil, 1) }
    g_source_remove(source)
  }

  /// Turns the loop until the end of the first frame painted with `storage` idle, `reached()`
  /// true and `wanted` in the table's topmost plays cell, checked in the frame clock's
  /// after-paint: the frame that draws the result, as the C programs end at the frame that bound
  /// their rows (waiting for one more frame after it added up to a refresh interval). Returns when
  /// `reached()` first held and when that frame ended.
  func untilIdle(
    _ table: ColumnViewManager, _ storage: PagedDatabaseStorage<Track>, showing wanted: String,
    marking reached: () -> Bool
  ) -> (reached: Int64, painted: Int64) {
    withoutActuallyEscaping(reached) { reached in
      var mark: Int64 = 0, painted: Int64 = 0
      let shows = { reached() && self.isIdle(storage) && self.topPlaysText(in: table) == wanted }
      paintCheck = {
        guard painted == 0, shows() else { return }
        painted = nowNs()
        if mark == 0 { mark = painted }
      }
      defer { paintCheck = nil }
      turn {
        if mark == 0 && reached() { mark = nowNs() }
        // Shown between frames (a page bound when it arrived): the next frame draws it.
        if painted == 0, shows() {
          gtk_widget_queue_draw(table.columnView.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self))
        }
        return painted != 0
      }
      return (mark, painted)
    }
  }

  /// Until the end of the next frame of `table`'s window: the one that draws what it shows now.
  func drawNextFrame(_ table: ColumnViewManager) {
    gtk_widget_queue_draw(table.columnView.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self))
    waitFrames(1)
  }

  /// Exit 4 unless the topmost plays cell shows `wanted` (checked after the timed span).
  func checkTop(_ table: ColumnViewManager, _ wanted: String, after what: String) {
    let top = topPlaysText(in: table)
    guard top == wanted else {
      writeStderr("gtklistkit-bench: after \(what) the first row shows plays \(top ?? "(none)"), not \(wanted)\n")
      exit(4)
    }
  }
}

/// `body`'s value; a database error ends the program (exit 1).
func orExit<T>(_ body: () throws -> T) -> T {
  do { return try body() } catch {
    writeStderr("gtklistkit-bench: database: \(error)\n")
    exit(1)
  }
}

private let notIdle: GSourceFunc = { _ in
  writeStderr("gtklistkit-bench: the storage was not idle within 60 s\n")
  exit(3)
}
