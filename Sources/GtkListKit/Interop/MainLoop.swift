internal import CGtkListKit

/// One-shot callbacks on GTK's main loop.
@MainActor
enum MainLoop {
  /// Runs `action` once after `milliseconds` on the main loop.
  static func after(milliseconds: Int, _ action: @escaping @MainActor () -> Void) {
    let box = Unmanaged.passRetained(TimerAction(action)).toOpaque()
    g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), timerFired, box, releaseRetainedObject)
  }

  /// Runs `action` once when the main loop has nothing more urgent to do (after input, redraws
  /// and default-priority sources).
  static func whenIdle(_ action: @escaping @MainActor () -> Void) {
    let box = Unmanaged.passRetained(TimerAction(action)).toOpaque()
    g_idle_add_full(G_PRIORITY_LOW, timerFired, box, releaseRetainedObject)
  }
}

private final class TimerAction: @unchecked Sendable {
  let action: () -> Void
  init(_ action: @escaping @MainActor () -> Void) { self.action = mainThreadFunction(action) }
}

private let timerFired: GSourceFunc = { data in
  guard let data else { return 0 }
  let box = Unmanaged<TimerAction>.fromOpaque(data).takeUnretainedValue()
  assertMainThread()
  box.action()
  return 0  // G_SOURCE_REMOVE: one shot
}

