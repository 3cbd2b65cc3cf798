import Foundation
import Synchronization

/// `--diagnose-gates` (off in the measured runs: it adds a mutex to the loading closures): where
/// a load's time goes between the bind that asked for it and the frame that can show it.
/// `gate_wait_*`: from the placeholder (the bind that requested the file) to the start of its
/// `load` closure off the main thread (prioritizing and a free slot); `gate_deliver_*`: from the
/// `load` closure's return to its `apply` on the main loop.
final class PhotoGates: Sendable {
  private struct State {
    var requested: [URL: Int64] = [:]
    var returned: [URL: Int64] = [:]
    var waits: [Double] = []
    var delivers: [Double] = []
  }
  private let state = Mutex(State())

  func requested(_ file: URL) {
    let now = nowNs()
    state.withLock { if $0.requested[file] == nil { $0.requested[file] = now } }
  }

  func started(_ file: URL) {
    let now = nowNs()
    state.withLock { s in
      if let at = s.requested.removeValue(forKey: file) { s.waits.append(Double(now - at) / 1e6) }
    }
  }

  func returned(_ file: URL) {
    let now = nowNs()
    state.withLock { $0.returned[file] = now }
  }

  func applied(_ file: URL) {
    let now = nowNs()
    state.withLock { s in
      s.requested[file] = nil
      if let at = s.returned.removeValue(forKey: file) { s.delivers.append(Double(now - at) / 1e6) }
    }
  }

  /// Drops what was recorded so far (the first screen).
  func reset() { state.withLock { $0 = State() } }

  func report(into out: inout JSONLine) {
    let (waits, delivers) = state.withLock { ($0.waits.sorted(), $0.delivers.sorted()) }
    for (key, values) in [("gate_wait", waits), ("gate_deliver", delivers)] {
      for q in [50, 90, 99] {
        let k = values.isEmpty ? 0 : Int((Double(q) / 100 * Double(values.count)).rounded(.up)) - 1
        out.add("\(key)_p\(q)_ms", values.isEmpty ? 0 : values[k])
      }
      out.add("\(key)_n", values.count)
    }
  }
}
