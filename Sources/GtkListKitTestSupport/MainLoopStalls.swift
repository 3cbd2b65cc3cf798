internal import CGtkListKit
import Foundation

/// The longest stretch the GLib main loop went without running a 5 ms heartbeat: how long the
/// window could not draw or take input. Installed around a measured stretch.
@MainActor
public enum MainLoopStalls {
  nonisolated(unsafe) private static var last = Date()
  nonisolated(unsafe) public private(set) static var longest: TimeInterval = 0
  private static var source: guint = 0

  public static func start() {
    last = Date()
    longest = 0
    source = g_timeout_add(
      5,
      { _ in
        let now = Date()
        MainLoopStalls.longest = max(MainLoopStalls.longest, now.timeIntervalSince(MainLoopStalls.last))
        MainLoopStalls.last = now
        return 1
      }, nil)
  }

  /// Stops measuring; the longest stall in milliseconds.
  public static func stop() -> Int {
    g_source_remove(source)
    return Int(longest * 1000)
  }
}
