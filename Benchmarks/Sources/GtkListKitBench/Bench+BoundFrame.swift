import CGtkBench
import GtkListKit

extension Bench {
  /// Times `change` as a person waits for it (the C side's `finish_at_bound_frame`): the clock
  /// and the instruction count from the call until the first frame that binds a row after it,
  /// and the longest main-loop stall in that span (`ms`, `stall_ms`). Returns how long the call
  /// itself took, in ms (`apply_ms`).
  func timeUntilBoundFrame(_ table: ColumnViewManager, _ change: () -> Void) -> Double {
    let binds0 = table.statistics.binds
    let t0 = nowNs()
    collectToggle()
    let stalls = StallMeter()
    measuredCall(change)
    let t1 = nowNs()
    repeat { waitFrames(1) } while table.statistics.binds == binds0
    collectToggle()
    ms = Double(nowNs() - t0) / 1e6
    out.add("stall_ms", stalls.stop())
    return Double(t1 - t0) / 1e6
  }
}
