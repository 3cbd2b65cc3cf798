import CGtkBench
import DiffInputs
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage

// The update workloads of Benchmarks/README.md: scattered-update (cold and warm) and
// full-replace.
extension Bench {
  /// scattered-update: the first update of the process (cold). `warm` (scattered-update-warm):
  /// an untimed update of the same kind ("Warm p") and its frame first, then the timed one.
  func scatteredUpdate(warm: Bool = false) {
    makeManager()
    fillStorage(ids: 0..<n)
    present()
    waitFirstFrame()
    if warm { scatteredRound(label: "Warm", timed: false) }
    scatteredRound(label: "Changed", timed: true)
  }

  /// One 1% scattered update: draws the positions, makes the new rows ("<label> p" there; not
  /// timed), then `setItems` and the next frame, timed (and recorded) only when `timed`.
  private func scatteredRound(label: String, timed: Bool) {
    let count = max(1, n / 100)
    let positions = rng.scatteredPositions(n: n, count: count)
    // The new data exists before the measurement, as it would in an app.
    var newRows = storedRows()
    for p in positions { newRows[p].text = "\(label) \(p)" }
    guard timed else {
      settle(50)
      manager.memoryStorage.setItems(newRows)
      newRows = []
      waitFrames(1)
      return
    }
    measureUpdate(to: &newRows)
    out.add("changed", count)
    out.add("span", positions[count - 1] - positions[0] + 1)
  }

  /// Every row gets a new identity. Diffing (`setItems`) by default; `--variant undiffed`
  /// replaces the section without a diff (`setItemsWithoutDiffing`).
  func fullReplace() {
    makeManager()
    fillStorage(ids: 0..<n)
    present()
    waitFirstFrame()
    // All new identities (n..<2n), showing the texts of the other implementations: "Item i".
    var newRows = makeRows("Item", 0..<n, idOffset: n)
    measureUpdate(to: &newRows, diffing: !undiffed)
  }

  /// Settles, then times `setItems(newRows)` and the next frame, and records the counts of
  /// the update. `newRows` is emptied inside the timed span: the storage holds the rows then,
  /// and the old ones were released by `setItems`, as in an app. With `--callgrind`, the same
  /// span is what callgrind collects.
  private func measureUpdate(to newRows: inout [Row], diffing: Bool = true) {
    settle(50)
    let binds0 = binds
    ListProbe(manager).resetGetItemCalls()
    let emissions0 = manager.statistics.itemsChangedEmissions
    let faults0 = minorFaults()
    let t0 = nowNs()
    collectToggle()
    if diffing {
      measuredCall { manager.memoryStorage.setItems(newRows) }
    } else {
      measuredCall { manager.memoryStorage.setItemsWithoutDiffing(newRows) }
    }
    newRows = []
    let t1 = nowNs()
    waitFrames(1)
    collectToggle()
    ms = Double(nowNs() - t0) / 1e6
    out.add("minflt", minorFaults() - faults0)
    out.add("apply_ms", Double(t1 - t0) / 1e6)
    out.add("binds", binds - binds0)
    out.add("get_item", ListProbe(manager).getItemCalls)
    out.add("items_changed", manager.statistics.itemsChangedEmissions - emissions0)
  }
}

/// Minor page faults of the process so far (the `minflt` of a timed update).
private func minorFaults() -> Int {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return usage.ru_minflt
}
