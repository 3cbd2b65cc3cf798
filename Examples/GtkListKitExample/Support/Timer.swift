import CGtkListKitAdw

/// One-shot and repeating callbacks on GTK's main loop (`g_timeout_add`), so labels change
/// between frames rather than while GTK lays the list out.
@MainActor
enum Timer {
  /// Runs `action` once after `seconds`.
  static func after(seconds: Double, _ action: @escaping @MainActor () -> Void) {
    add(milliseconds: max(0, Int(seconds * 1000))) {
      action(); return false
    }
  }

  /// Runs `action` every `milliseconds` while it returns `true`.
  static func every(milliseconds: Int, _ action: @escaping @MainActor () -> Bool) {
    add(milliseconds: milliseconds, action)
  }

  /// Runs `action` at the main loop's next turn; any thread may call it (`g_idle_add`). For
  /// results of background tasks that need no `await`.
  nonisolated static func post(_ action: @escaping @Sendable @MainActor () -> Void) {
    let once: @MainActor () -> Bool = {
      action()
      return false
    }
    g_idle_add_full(G_PRIORITY_DEFAULT, fire, Unmanaged.passRetained(TimerBox(once)).toOpaque(), release)
  }

  private static func add(milliseconds: Int, _ action: @escaping @MainActor () -> Bool) {
    let box = Unmanaged.passRetained(TimerBox(action)).toOpaque()
    g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), fire, box, release)
  }
}

/// Runs a `TimerBox`'s action on the main thread; `G_SOURCE_REMOVE` (0) when it returns false.
private func fire(_ data: gpointer?) -> gboolean {
  guard let data else { return 0 }
  let box = Unmanaged<TimerBox>.fromOpaque(data).takeUnretainedValue()
  return MainActor.assumeIsolated { box.action() } ? 1 : 0
}

/// Releases a `TimerBox` when its source is removed.
private func release(_ data: gpointer?) { data.map { Unmanaged<TimerBox>.fromOpaque($0).release() } }

private final class TimerBox: @unchecked Sendable {
  let action: @MainActor () -> Bool
  init(_ action: @escaping @MainActor () -> Bool) { self.action = action }
}
