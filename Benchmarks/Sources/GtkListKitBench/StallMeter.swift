import CGtkBench

/// The longest gap between runs of a 2 ms GLib heartbeat, from its start to `stop()`: what the
/// window could not draw or take input for (`stall_ms`; the C program's stall.c is the same).
final class StallMeter {
  nonisolated(unsafe) private static var last: Int64 = 0
  nonisolated(unsafe) private static var longest: Int64 = 0
  /// Gaps longer than a 60 Hz frame (16.7 ms) since `init`: each a frame the window missed.
  nonisolated(unsafe) private(set) static var gapsOverFrame = 0
  private let source: guint

  init() {
    Self.last = nowNs()
    Self.longest = 0
    Self.gapsOverFrame = 0
    source = g_timeout_add(
      2,
      { _ in
        let now = nowNs()
        StallMeter.longest = max(StallMeter.longest, now - StallMeter.last)
        if now - StallMeter.last > 16_700_000 { StallMeter.gapsOverFrame += 1 }
        StallMeter.last = now
        return 1
      }, nil)
  }

  /// Stops the heartbeat; the longest gap in milliseconds (counting the last one until now).
  func stop() -> Double {
    g_source_remove(source)
    return Double(max(Self.longest, nowNs() - Self.last)) / 1e6
  }
}
