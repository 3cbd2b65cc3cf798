import CGtkBench
import Foundation
import GRDB
import GtkListKit
import GtkListKitGRDB
import GtkListKitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

// `--workload first-frame-grdb`: the first frame of an N-row table shown through
// `PagedDatabaseStorage` (`--variant grdb-paged`) against the same rows, typed, in a
// `MemoryStorage` (`--variant grdb-memory`). Like with like: the same record type and cell,
// the same release build, the same window; what an app has before it shows the list (the
// rows in memory; the open database) is made before `t0` and not timed.

/// A row of the `item` table (`id INTEGER PRIMARY KEY, title TEXT`), typed in both variants.
struct Item: Codable, FetchableRecord, Identifiable, Equatable, Sendable {
  var id: Int64
  var title: String
}

/// One `GtkLabel` (xalign 0) showing the title, as `RowCell` does.
final class ItemCell: ListCell, ModelTransfer {
  let widget: WidgetPointer
  init() {
    widget = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(widget), 0)
  }
  func update(with model: Item) { setLabelText(widget, model.title) }
}

/// The benchmark's table of `n` rows titled `"Row i"` (i from 0), made once per N and reused
/// (`$TMPDIR/gtklistkit-bench-items-N.sqlite`): the first run pays for it, outside any timing.
func benchDatabase(rows n: Int) throws -> DatabasePool {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("gtklistkit-bench-items-\(n).sqlite").path
  if !FileManager.default.fileExists(atPath: path) {
    let building = path + ".building-\(getpid())"
    do {
      let pool = try DatabasePool(path: building)
      try pool.write { db in
        try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
        try db.execute(
          sql: """
            WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
            INSERT INTO item (id, title) SELECT x, 'Row ' || x FROM n
            """, arguments: [n - 1])
      }
      _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }
    for suffix in ["-wal", "-shm"] { unlink(building + suffix) }
    rename(building, path)
  }
  return try DatabasePool(path: path)
}

extension Bench {
  /// ms = the storage (paged: reads the rowids; memory: `setItems` of the typed rows) + the
  /// manager + present, until the first frame with bound rows.
  func firstFrameGRDB(paged: Bool) {
    let g0 = nowNs()
    var items: [Item] = []
    var pool: DatabasePool?
    if paged {
      do { pool = try benchDatabase(rows: n) } catch {
        writeStderr("gtklistkit-bench: database: \(error)\n")
        exit(1)
      }
    } else {
      items.reserveCapacity(n)
      for i in 0..<n { items.append(Item(id: Int64(i), title: "Row \(i)")) }
    }
    let t0 = nowNs()
    collectToggle()
    var storage: PagedDatabaseStorage<Item>?
    makeManager { $0.register(ItemCell.self) }
    let m0 = nowNs()
    measuredCall {
      if let pool {
        let paged = PagedDatabaseStorage<Item>(writer: pool, table: "item")
        manager.storage = paged
        storage = paged
      } else {
        manager.memoryStorage.setItems(items)
      }
    }
    items = []  // the storage holds the only copy now
    let m1 = nowNs()
    // The paged storage reads its rowids on a reader and hands them back on the main actor
    // (Dispatch's main queue), which GtkListKit has GLib's loop drain, as in an app.
    present()
    waitFirstFrame()
    collectToggle()
    ms = Double(firstFrameNs - t0) / 1e6
    out.add("gen_ms", Double(t0 - g0) / 1e6)
    out.add("model_ms", Double(m1 - m0) / 1e6)
    out.add("view_ms", Double(m0 - t0) / 1e6)
    out.add("frame_ms", Double(firstFrameNs - m1) / 1e6)
    out.add("binds", binds)
    out.add("setups", setups)
    if let storage {
      out.add("pages_fetched", storage.pagesFetched)
      out.add("rows_fetched", storage.rowsFetched)
    } else {
      out.add("get_item", ListProbe(manager).getItemCalls)
    }
    out.add("rss_kb", rssKB())
  }
}
