import CGtkBench
import Foundation
import GtkListKit

#if canImport(Glibc)
  import Glibc
#endif

// The table workloads of Benchmarks/README.md (table-first-frame, table-sort-memory): a
// `ColumnViewManager` of 20 columns, one `GtkInscription` per cell, through the public API only.
// The C baseline is Baselines/c/table.c; both make the same rows.

/// A row of the table: `plays` (shown as decimal text, the sort key), one unique 43-byte label
/// (`t1`) and 18 categorical 43-byte labels shared between rows (`t2`...`t19`).
struct TableRow: Identifiable, Equatable {
  let id: Int
  var plays: Int
  var t1, t2, t3, t4, t5, t6, t7, t8, t9, t10: String
  var t11, t12, t13, t14, t15, t16, t17, t18, t19: String
}

/// The 19 text fields by column (`texts[c - 1]` is column `c`'s).
nonisolated(unsafe) let tableTexts: [(TableRow) -> String] = [
  { $0.t1 }, { $0.t2 }, { $0.t3 }, { $0.t4 }, { $0.t5 }, { $0.t6 }, { $0.t7 }, { $0.t8 }, { $0.t9 }, { $0.t10 },
  { $0.t11 }, { $0.t12 }, { $0.t13 }, { $0.t14 }, { $0.t15 }, { $0.t16 }, { $0.t17 }, { $0.t18 }, { $0.t19 },
]

let tableColumns = 20
let tablePool = 1000
let tableLabelBytes = 43

/// `((i + 1) * 7919 % 1000003) % 100000`: about 10 rows per value; row 0 is not the smallest.
func tablePlays(_ i: Int) -> Int { (i + 1) * 7919 % 1_000_003 % 100_000 }

/// The rows (as `table_make_rows` in table.c): `t1` = `"Row i"` padded to 43 bytes, column `c`
/// (2...19) one of 1000 labels `"Column c+1 value k"` padded to 43 bytes, `k = (i(2c+1) + c) % 1000`.
func makeTableRows(_ n: Int) -> [TableRow] {
  // pools[c][k], c = 1...18 (index 0 unused, as in C)
  let pools: [[String]] = (0..<(tableColumns - 1)).map { c in
    c == 0 ? [] : (0..<tablePool).map { k in paddedLabel("Column \(c + 1) value \(k)", tableLabelBytes) }
  }
  func text(_ i: Int, _ c: Int) -> String { pools[c][(i * (2 * c + 1) + c) % tablePool] }
  var rows = [TableRow]()
  rows.reserveCapacity(n)
  for i in 0..<n {
    rows.append(
      TableRow(
        id: i, plays: tablePlays(i), t1: paddedLabel("Row \(i)", tableLabelBytes),
        t2: text(i, 1), t3: text(i, 2), t4: text(i, 3), t5: text(i, 4), t6: text(i, 5), t7: text(i, 6),
        t8: text(i, 7), t9: text(i, 8), t10: text(i, 9), t11: text(i, 10), t12: text(i, 11), t13: text(i, 12),
        t14: text(i, 13), t15: text(i, 14), t16: text(i, 15), t17: text(i, 16), t18: text(i, 17),
        t19: text(i, 18)))
  }
  return rows
}

/// One `GtkInscription` (the lightest text widget), as in the C baseline and the table guide.
final class InscriptionCell: ListCell {
  let widget: WidgetPointer
  init() { widget = gtk_inscription_new(nil)! }
  func show(_ text: String) { setInscriptionText(widget, text) }
}

/// `withCString`, from a free function (see `setLabelText`).
func setInscriptionText(_ cell: WidgetPointer, _ text: String) {
  text.withCString { gtk_inscription_set_text(OpaquePointer(cell), $0) }
}

/// The decimal text of `value`, formatted on the stack as the C program's `format_int`.
func setInscriptionNumber(_ cell: WidgetPointer, _ value: Int) {
  withUnsafeTemporaryAllocation(of: CChar.self, capacity: 24) { buffer in
    var p = 23
    buffer[p] = 0
    var u = value.magnitude
    repeat {
      p -= 1
      buffer[p] = CChar(48 + Int(u % 10))
      u /= 10
    } while u != 0
    if value < 0 {
      p -= 1
      buffer[p] = 45
    }
    gtk_inscription_set_text(OpaquePointer(cell), buffer.baseAddress! + p)
  }
}

/// The plays column's inscriptions, referenced (the sort's check looks at the mapped ones).
nonisolated(unsafe) var playsCells: [WidgetPointer] = []
nonisolated(unsafe) var recordPlaysCells = false

/// The plays column's cell: an inscription showing the number.
final class PlaysCell: ListCell {
  let widget: WidgetPointer
  init() {
    widget = gtk_inscription_new(nil)!
    if recordPlaysCells {
      g_object_ref(widget)
      playsCells.append(widget)
    }
  }
  func show(_ value: Int) { setInscriptionNumber(widget, value) }
}

/// The manager lives until `_exit`.
nonisolated(unsafe) var liveTable: ColumnViewManager?

extension Bench {
  /// A table of the 20 columns: "plays" (sortable by `\.plays`), then "c2"..."c20".
  /// `accessibleLabels` (`--variant a11y-label`): every cell mapping answers `accessibleLabel`
  /// with the text it shows. Without it the library names each cell (it finds no GtkLabel in a
  /// GtkInscription cell) by `String(describing: model)` at every bind, and
  /// `describesRowsForAccessibility` does not reach the columns' presenters.
  func makeTable(accessibleLabels: Bool = false) -> ColumnViewManager {
    let table = ColumnViewManager()
    table.addColumn("plays", title: "Plays") { column in
      column.register(
        PlaysCell.self, for: TableRow.self,
        mapping: accessibleLabels ? { $0.accessibleLabel { _, row, _ in String(row.plays) } } : nil
      ) { cell, row, _ in cell.show(row.plays) }
      column.sortable(by: \TableRow.plays)
    }
    for c in 1..<tableColumns {
      let text = tableTexts[c - 1]
      table.addColumn("c\(c + 1)", title: "Column \(c + 1)") { column in
        column.register(
          InscriptionCell.self, for: TableRow.self,
          mapping: accessibleLabels ? { $0.accessibleLabel { _, row, _ in text(row) } } : nil
        ) { cell, row, _ in cell.show(text(row)) }
      }
    }
    liveTable = table
    bindCount = { [unowned table] in table.statistics.binds }
    return table
  }

  func presentTable(_ table: ColumnViewManager) {
    let window = gtk_window_new()!
    gtk_window_set_title(asWindow(window), "gtklistkit-bench")
    gtk_window_set_default_size(asWindow(window), 800, 600)
    gtk_window_set_child(asWindow(window), table.widget.pointer())
    gtk_window_present(asWindow(window))
    connectAfterPaint(window)
  }

  /// Generation (the `[TableRow]`) is timed apart (`gen_ms`); ms = the manager and its 20
  /// columns + `setItems` + present until the first frame with bound cells.
  func tableFirstFrame(accessibleLabels: Bool = false) {
    let g0 = nowNs()
    var rows = makeTableRows(n)
    let t0 = nowNs()
    collectToggle()
    let table = makeTable(accessibleLabels: accessibleLabels)
    let m0 = nowNs()
    measuredCall { table.memoryStorage.setItems(rows) }
    rows = []
    let m1 = nowNs()
    presentTable(table)
    waitFirstFrame()
    collectToggle()
    ms = Double(firstFrameNs - t0) / 1e6
    out.add("gen_ms", Double(t0 - g0) / 1e6)
    out.add("model_ms", Double(m1 - m0) / 1e6)
    out.add("view_ms", Double(m0 - t0) / 1e6)
    out.add("frame_ms", Double(firstFrameNs - m1) / 1e6)
    out.add("binds", table.statistics.binds)
    out.add("setups", table.statistics.rowsSetUp)
    out.add("columns", tableColumns)
    out.add("rss_kb", rssKB())
  }

  /// After the first frame and a settle: ms = `sortOrder = [ColumnSort("plays")]` until the
  /// end of the next frame. Then (not timed) the topmost shown plays cell must show the smallest
  /// key, else exit 4.
  func tableSortMemory(accessibleLabels: Bool = false) {
    recordPlaysCells = true
    let table = makeTable(accessibleLabels: accessibleLabels)
    table.memoryStorage.setItems(makeTableRows(n))
    presentTable(table)
    waitFirstFrame()
    settle(50)
    let smallest = (0..<n).lazy.map(tablePlays).min() ?? 0
    let binds0 = table.statistics.binds
    let emissions0 = table.statistics.itemsChangedEmissions
    let t0 = nowNs()
    collectToggle()
    measuredCall { table.sortOrder = [ColumnSort("plays")] }
    let t1 = nowNs()
    waitFrames(1)
    collectToggle()
    ms = Double(nowNs() - t0) / 1e6
    let top = topPlaysText(in: table)
    guard top == String(smallest) else {
      writeStderr("gtklistkit-bench: after the sort the first row shows plays \(top ?? "(none)"), not \(smallest)\n")
      exit(4)
    }
    out.add("apply_ms", Double(t1 - t0) / 1e6)
    out.add("binds", table.statistics.binds - binds0)
    out.add("items_changed", table.statistics.itemsChangedEmissions - emissions0)
    out.add("first_plays", smallest)
    out.add("columns", tableColumns)
  }

  /// The text of the mapped plays cell nearest the top of the column view.
  func topPlaysText(in table: ColumnViewManager) -> String? {
    let view: WidgetPointer = table.columnView.pointer()
    var best: (y: Float, text: String)?
    for cell in playsCells where gtk_widget_get_mapped(cell) != 0 {
      var p = graphene_point_t(x: 0, y: 0)
      var q = graphene_point_t()
      guard gtk_widget_compute_point(cell, view, &p, &q) != 0, q.y >= 0 else { continue }
      if best == nil || q.y < best!.y, let text = gtk_inscription_get_text(OpaquePointer(cell)) {
        best = (q.y, String(cString: text))
      }
    }
    return best?.text
  }
}
