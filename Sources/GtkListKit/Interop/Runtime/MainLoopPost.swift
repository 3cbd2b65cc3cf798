internal import CGtkListKit

extension MainLoop {
  /// Runs `action` on GTK's main loop, posted from any thread (GLib's `g_idle_add_full` is
  /// thread-safe). Work finished off the main thread comes back this way, not through Swift's
  /// main actor executor: that one queues on Dispatch's main queue, which GTK's loop never
  /// drains in an app. Default idle priority: after input, layout and drawing due by then.
  nonisolated static func post(_ action: @escaping @Sendable @MainActor () -> Void) {
    post(priority: G_PRIORITY_DEFAULT_IDLE, action)
  }

  /// ``post(_:)`` at default priority, as input: for results a window waits for while it keeps
  /// redrawing (a tree's loading row spins). At idle priority they never ran when drawing a
  /// frame took longer than the frame interval (software rendering): the redraws always came first.
  nonisolated static func postPromptly(_ action: @escaping @Sendable @MainActor () -> Void) {
    post(priority: G_PRIORITY_DEFAULT, action)
  }

  private nonisolated static func post(priority: gint, _ action: @escaping @Sendable @MainActor () -> Void) {
    let box = Unmanaged.passRetained(PostedAction(action)).toOpaque()
    g_idle_add_full(priority, postedActionFired, box, releaseRetainedObject)
  }
}

private final class PostedAction: Sendable {
  let action: @Sendable @MainActor () -> Void
  init(_ action: @escaping @Sendable @MainActor () -> Void) { self.action = action }
}

private let postedActionFired: GSourceFunc = { data in
  guard let data else { return 0 }
  let posted = Unmanaged<PostedAction>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated { posted.action() }
  return 0  // G_SOURCE_REMOVE: one shot
}
