import CGtkBench
import Foundation
import GtkListKit

#if canImport(Glibc)
  import Glibc
#endif

// `--workload table-filter-memory` (issue 45): the 20-column table of Tables.swift, 1M rows in a
// `MemoryStorage`, filtered by a substring of the unique label (`MemoryStorage.setFilter(of:by:_:)`). The C
// baseline is Baselines/c/table_filter.c: strstr over its rows into the model's row order, then
// remove-all + add-all.

/// The substring both sides look for in `t1` ("Row i" padded): 45,739 of 1M rows have it, as
/// `table-filter-sqlite`'s `LIKE '%77%'`.
let tableFilterNeedle = "77"

/// Whether the decimal text of `i` contains "77": the expected matches, without strings.
func hasDigits77(_ i: Int) -> Bool {
  var x = i
  while x >= 10 {
    if x % 100 == 77 { return true }
    x /= 10
  }
  return false
}

/// `strstr` on the label's own bytes (a native string is NUL-terminated UTF-8: no copy), the
/// test C does, so the two sides differ by the library's work, not by the predicate.
func containsBytes(_ text: String, _ needle: [CChar]) -> Bool {
  text.withCString { haystack in needle.withUnsafeBufferPointer { strstr(haystack, $0.baseAddress!) != nil } }
}

extension Bench {
  /// The table presented in row order and settled; ms = `setFilter` until the end of the first
  /// frame that bound cells after it (a memory filter is done when it returns: that frame is the
  /// idle window). `stall_ms`: the longest the main loop went without its 2 ms heartbeat. After
  /// the span the topmost plays cell must show the first match's plays and the storage hold the
  /// matches (else exit 4).
  func tableFilterMemory() {
    recordPlaysCells = true
    let table = makeTable()
    table.memoryStorage.setItems(makeTableRows(n))
    presentTable(table)
    waitFirstFrame()
    settle(50)
    let matching = (0..<n).filter(hasDigits77)
    let wanted = String(matching.first.map(tablePlays) ?? -1)
    let needle = tableFilterNeedle.utf8CString.map { $0 }
    let binds0 = table.statistics.binds
    let emissions0 = table.statistics.itemsChangedEmissions
    let applyMs = timeUntilBoundFrame(table) {
      // The typed filter of one field: each row's label read where it is stored, no `Any` and
      // no copy of the row per row (issue 45).
      table.memoryStorage.setFilter(of: TableRow.self, by: \.t1) { containsBytes($0, needle) }
    }
    checkTop(table, wanted, after: "the filter")
    let shown = table.memoryStorage.numberOfItems(inSection: 0)
    guard shown == matching.count else {
      writeStderr("gtklistkit-bench: the filter shows \(shown) rows, not \(matching.count)\n")
      exit(4)
    }
    out.add("apply_ms", applyMs)
    out.add("binds", table.statistics.binds - binds0)
    out.add("items_changed", table.statistics.itemsChangedEmissions - emissions0)
    out.add("matches", matching.count)
    out.add("columns", tableColumns)
  }
}
