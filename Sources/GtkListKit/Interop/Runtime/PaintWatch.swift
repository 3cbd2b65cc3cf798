internal import CGtkListKit

/// Runs a step after each frame a view's frame clock paints (GTK's `after-paint` signal) until
/// the step says it is done: for work that waits on GTK's layout (a row GTK has yet to make),
/// with no timer and no count of frames. One watch runs at a time; a new one replaces it. A view
/// that paints nothing (not mapped) runs nothing until it paints again.
@MainActor
final class PaintWatch {
  /// The frame clock watched (or the view, until it is mapped), referenced while watched.
  private var clock: UnsafeMutableRawPointer?
  private var handler: UInt = 0

  /// Watches `view`'s frames with `step` (which returns `true` when done), replacing any watch.
  func watch(_ view: WidgetPointer, _ step: @escaping @MainActor () -> Bool) {
    cancel()
    guard let frameClock = gtk_widget_get_frame_clock(view) else {
      // Not realized yet: watching starts when GTK maps the view (its first frame follows).
      let target = UnsafeMutableRawPointer(view)
      g_object_ref(target)
      clock = target
      handler = Signal.connect(target, "map") { [weak self] _ in self?.watch(view, step) }
      return
    }
    let clock = UnsafeMutableRawPointer(frameClock)
    g_object_ref(clock)  // the view may be unrealized (and its clock dropped) before the step is done
    self.clock = clock
    handler = Signal.connect(clock, "after-paint") { [weak self] _ in
      if step() { self?.cancel() }
    }
  }

  /// Stops the current watch, if any.
  func cancel() {
    guard let clock else { return }
    Signal.disconnect(clock, handler)
    g_object_unref(clock)
    self.clock = nil
    handler = 0
  }

  isolated deinit { cancel() }
}
