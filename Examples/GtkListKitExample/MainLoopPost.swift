import CGtkListKitAdw

/// Hands work from a background task to GTK's main loop (`g_idle_add`, which any thread may
/// call). Swift's main actor would queue it on Dispatch's main queue instead, which GLib's loop
/// does not drain (see `MainQueueBridge`).
enum MainLoopPost {
  /// Runs `action` on the main thread at the main loop's next turn.
  static func post(_ action: @escaping @Sendable @MainActor () -> Void) {
    let box = Unmanaged.passRetained(PostedAction(action)).toOpaque()
    g_idle_add_full(
      G_PRIORITY_DEFAULT,
      { data in
        guard let data else { return 0 }
        let posted = Unmanaged<PostedAction>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { posted.action() }
        return 0
      }, box, { data in data.map { Unmanaged<PostedAction>.fromOpaque($0).release() } })
  }
}

private final class PostedAction: Sendable {
  let action: @Sendable @MainActor () -> Void
  init(_ action: @escaping @Sendable @MainActor () -> Void) { self.action = action }
}
