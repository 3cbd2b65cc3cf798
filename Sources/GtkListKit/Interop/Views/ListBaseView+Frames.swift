internal import CGtkListKit

extension ListBaseView {
  /// Runs `action` once after the view's next frame has been drawn, from an idle callback, so
  /// the frame reaches the screen first. A view that is not on screen draws no frame: `action`
  /// then runs when the loop is idle. It runs within five seconds in any case (a window that
  /// stops drawing, such as a minimized one, must not hold it; a frame under valgrind can take
  /// over a second). The five seconds never pre-empt a frame that is due: an update that itself
  /// took that long would otherwise run `action` before the frame that shows it.
  func afterNextFrame(_ action: @escaping @MainActor () -> Void) {
    let once = OnceAction(action)
    MainLoop.after(milliseconds: 5_000, idle: true) { once.run() }
    guard isMapped, let clock = gtk_widget_get_frame_clock(view) else {
      MainLoop.whenIdle { once.run() }
      return
    }
    let target = UnsafeMutableRawPointer(clock)
    once.frameHandler = Signal.connect(target, "after-paint") { _ in
      Signal.disconnect(target, once.frameHandler)
      MainLoop.whenIdle { once.run() }
    }
  }
}

/// An action that runs at most once, whichever of its triggers comes first.
@MainActor
private final class OnceAction {
  private var action: (@MainActor () -> Void)?
  /// The `after-paint` handler that triggers it, if any.
  var frameHandler: UInt = 0
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }

  func run() {
    let action = self.action
    self.action = nil
    action?()
  }
}
