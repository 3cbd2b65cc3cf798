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

  private static func add(milliseconds: Int, _ action: @escaping @MainActor () -> Bool) {
    let box = Unmanaged.passRetained(TimerBox(action)).toOpaque()
    g_timeout_add_full(
      G_PRIORITY_DEFAULT, guint(milliseconds),
      { data in
        guard let data else { return 0 }
        let box = Unmanaged<TimerBox>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { box.action() } ? 1 : 0
      }, box, { data in data.map { Unmanaged<TimerBox>.fromOpaque($0).release() } })
  }
}

private final class TimerBox: @unchecked Sendable {
  let action: @MainActor () -> Bool
  init(_ action: @escaping @MainActor () -> Bool) { self.action = action }
}
