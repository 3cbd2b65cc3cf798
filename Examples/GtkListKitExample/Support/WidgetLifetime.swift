import CGtkListKitAdw

/// Whether a widget the example built still exists. Closing a window destroys its widgets, but
/// the Swift page or status bar that made them can outlive it: a task in flight (a poll, a
/// background read, a server write) holds it until it ends. A label pointer used after that
/// points at freed memory (GLib: "invalid unclassed pointer in cast to 'GtkLabel'"), so late
/// callbacks ask `isAlive` first, and `onDestroy` stops timers and storage callbacks at once.
@MainActor
final class WidgetLifetime {
  /// False once GTK has destroyed the widget (its "destroy" signal, emitted when it is disposed).
  private(set) var isAlive = true
  private var actions: [@MainActor () -> Void] = []

  init(_ widget: WidgetPointer) {
    // The handler holds this object weakly: the widget outliving its page stays harmless.
    SignalConnection.connect(widget, "destroy") { [weak self] in self?.destroyed() }
  }

  /// Runs `action` when the widget is destroyed (at once if it already was).
  func onDestroy(_ action: @escaping @MainActor () -> Void) {
    guard isAlive else { return action() }
    actions.append(action)
  }

  private func destroyed() {
    isAlive = false
    let pending = actions
    actions = []
    for action in pending { action() }
  }
}
