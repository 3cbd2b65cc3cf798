import CGtkBench
import Foundation
import GtkListKit

#if canImport(Glibc)
  import Glibc
#endif

// `--workload table-insert-sorted` (issue 45): the 20-column table of Tables.swift, 1M rows kept
// sorted by plays (the header sort: `sortOrder`, which the `MemoryStorage` keeps), then 10⁴ new
// rows added in one call; each lands at its sorted place. The C baseline is
// Baselines/c/table_insert.c: a sort of the new keys merged into the model's row order.

/// Rows added by the insert: rows N..<N+10⁴ of the same generator (their plays spread over the
/// whole key range; the first one with plays 0 lands at row 10, on screen).
let tableInsertCount = 10_000

extension Bench {
  /// The table shown sorted by plays (given in that order, so keeping the sort moves nothing)
  /// and settled; ms = `addItems` of the 10⁴ rows until the end of the first frame that bound
  /// cells after it (the storage is done when the call returns). After the span the storage
  /// must hold N + 10⁴ rows, still keep the sort, and show the first new row of the smallest
  /// plays right after the old rows of that plays (else exit 4).
  func tableInsertSorted() {
    recordPlaysCells = true
    let table = makeTable()
    let made = makeTableRows(n + tableInsertCount)
    let added = Array(made[n...])
    // Sorted by position, then gathered: sorting the 320-byte rows themselves took 20 s.
    var rows = (0..<n).sorted { (made[$0].plays, $0) < (made[$1].plays, $1) }.map { made[$0] }
    table.memoryStorage.setItems(rows)
    presentTable(table)
    waitFirstFrame()
    table.sortOrder = [ColumnSort("plays")]
    settle(50)
    // Where the first new row of the smallest new plays must land: after its old equals.
    let lowest = added.min { ($0.plays, $0.id) < ($1.plays, $1.id) }!
    let place = rows.partitionPoint { $0.plays > lowest.plays }
    let wanted = String(min(rows[0].plays, lowest.plays))
    rows = []
    guard table.memoryStorage.keepsSorted else {
      writeStderr("gtklistkit-bench: the storage does not keep the sort\n")
      exit(4)
    }
    let binds0 = table.statistics.binds
    let emissions0 = table.statistics.itemsChangedEmissions
    let applyMs = timeUntilBoundFrame(table) { table.memoryStorage.addItems(added) }
    checkTop(table, wanted, after: "the insert")
    let storage = table.memoryStorage
    let landed = (storage.item(at: IndexPath(item: place, section: 0)) as? TableRow)?.id
    guard storage.numberOfItems(inSection: 0) == n + tableInsertCount, storage.keepsSorted, landed == lowest.id
    else {
      writeStderr(
        "gtklistkit-bench: after the insert \(storage.numberOfItems(inSection: 0)) rows, "
          + "row \(place) is \(landed ?? -1), not \(lowest.id)\n")
      exit(4)
    }
    out.add("apply_ms", applyMs)
    out.add("binds", table.statistics.binds - binds0)
    out.add("items_changed", table.statistics.itemsChangedEmissions - emissions0)
    out.add("inserted", tableInsertCount)
    out.add("columns", tableColumns)
  }
}

extension Array {
  /// The index of the first element for which `belongs` holds, `belongs` being false then true
  /// along the array (a binary search).
  func partitionPoint(where belongs: (Element) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let mid = (low + high) / 2
      if belongs(self[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
