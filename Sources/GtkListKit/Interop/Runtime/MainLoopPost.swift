internal import CGtkListKit

extension MainLoop {
  /// Runs `action` on GTK's main loop, posted from any thread (GLib's `g_idle_add_full` is
  /// thread-safe). Work finished off the main thread comes back this way, not through Swift's
  /// main actor executor: that one queues on Dispatch's main queue, which GTK's loop never
  /// drains in an app. Default priority, as GTask returns its results: an idle-priority source
  /// waits behind every busier source (a 5 ms timer whose handler takes 5 ms starves it).
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
