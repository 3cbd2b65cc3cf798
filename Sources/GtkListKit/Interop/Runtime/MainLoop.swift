internal import CGtkListKit

/// One-shot callbacks on GTK's main loop.
@MainActor
enum MainLoop {
  /// Runs `action` once after `milliseconds` on the main loop; `idle`: and only once input and
  /// redraws due by then have run (a fallback that must not pre-empt a frame that is late).
  static func after(milliseconds: Int, idle: Bool = false, _ action: @escaping @MainActor () -> Void) {
    let box = Unmanaged.passRetained(TimerAction(action)).toOpaque()
    let priority = idle ? G_PRIORITY_LOW : G_PRIORITY_DEFAULT
    g_timeout_add_full(priority, guint(milliseconds), timerFired, box, releaseRetainedObject)
  }

  /// Runs `attempt` now and, until it succeeds, again every `milliseconds`, at most `attempts`
  /// more times: for what needs a widget GTK makes during its next layout.
  static func retry(everyMilliseconds milliseconds: Int, attempts: Int, _ attempt: @escaping @MainActor () -> Bool) {
    guard !attempt(), attempts > 0 else { return }
    after(milliseconds: milliseconds) { retry(everyMilliseconds: milliseconds, attempts: attempts - 1, attempt) }
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
