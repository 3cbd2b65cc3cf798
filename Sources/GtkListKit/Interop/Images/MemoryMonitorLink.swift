internal import CGtkListKit

/// The one connection to GLib's `GMemoryMonitor` (`low-memory-warning`, GLib 2.64+), which trims
/// every ``TextureCache`` that follows it. GLib reports pressure from the system's
/// low-memory-monitor daemon, the desktop portal or the kernel's pressure stall information,
/// whichever it finds; where none runs, no warning ever comes.
@MainActor
enum MemoryMonitorLink {
  private final class WeakCache {
    weak var cache: TextureCache?
    init(_ cache: TextureCache) { self.cache = cache }
  }

  private static var followers: [WeakCache] = []
  /// `GMemoryMonitor *`, kept for the life of the process once connected.
  private static var monitor: OpaquePointer?

  static func follow(_ cache: TextureCache) {
    followers.removeAll { $0.cache == nil }
    guard !followers.contains(where: { $0.cache === cache }) else { return }
    followers.append(WeakCache(cache))
    connectOnce()
  }

  private static func connectOnce() {
    guard monitor == nil, let made = g_memory_monitor_dup_default() else { return }
    monitor = made
    Signal.connect(UnsafeMutableRawPointer(made), "low-memory-warning") { arguments in
      let level = arguments.enumValue(1)
      // GMemoryMonitorWarningLevel: LOW 50, MEDIUM 100, CRITICAL 255.
      let keeping = level >= 255 ? 0 : level >= 100 ? 0.25 : 0.5
      for follower in followers { follower.cache?.trimForMemoryPressure(keeping: keeping) }
    }
  }
}

extension SignalArguments {
  /// The enum parameter at `index` as its integer value (0 when absent).
  fileprivate func enumValue(_ index: Int) -> Int {
    guard index < count, let values else { return 0 }
    return Int(g_value_get_enum(values + index))
  }
}
