internal import CGtkListKit

extension MainLoop {
  /// Runs `action` on GTK's main loop, posted from any thread (GLib's `g_idle_add_full` is
  /// thread-safe). Work finished off the main thread comes back this way, not through Swift's
  /// main actor executor: that one queues on Dispatch's main queue, which GTK's loop drains only
  /// once a manager exists (`GtkRuntime`). Default priority, as GTask returns its results: at
  /// idle priority a result waits behind every busier source, and never ran while a window
  /// redrew a spinner slower than the frame rate (software rendering) or a 5 ms timer's handler
  /// took 5 ms.
  nonisolated static func post(_ action: @escaping @Sendable @MainActor () -> Void) {
    let box = Unmanaged.passRetained(PostedAction(action)).toOpaque()
    g_idle_add_full(G_PRIORITY_DEFAULT, postedActionFired, box, releaseRetainedObject)
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
