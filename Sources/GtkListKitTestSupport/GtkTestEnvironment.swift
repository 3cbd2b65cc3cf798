internal import CGtkListKit
import Foundation
import GtkListKit
import XCTest

/// GTK set-up and main-loop pumping for tests that run real widgets in real windows.
///
/// GTK tests use XCTest: its `@MainActor` test methods run on the main thread, which GTK needs.
@MainActor
public enum GtkTestEnvironment {
  private static var initialized: Bool?

  /// Initialises GTK once per process. Throws `XCTSkip` with a clear message only when no
  /// display can be opened (run the tests under `xvfb-run`, as `make test` does).
  public static func setUp() throws {
    GLibWarnings.install()
    if initialized == nil { initialized = gtk_init_check() != 0 }
    if initialized != true {
      throw XCTSkip(
        "GTK could not open a display (DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset")); run under xvfb-run"
      )
    }
  }

  /// Runs every pending main-loop event until none is left (non-blocking).
  public static func drain() {
    var rounds = 0
    while g_main_context_iteration(nil, 0) != 0 && rounds < 100_000 { rounds += 1 }
  }

  /// Pumps the main loop until `condition` holds or `timeout` seconds pass.
  /// - Returns: whether the condition held.
  @discardableResult
  public static func pump(timeout: Double = 5, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    // A periodic wake-up so a blocking iteration never waits past the deadline.
    let wakeUp = g_timeout_add(5, { _ in 1 }, nil)
    defer { g_source_remove(wakeUp) }
    while !condition() {
      if Date() > deadline { return false }
      g_main_context_iteration(nil, 1)
    }
    return true
  }

  /// Waits until `widget`'s frame clock has painted `frames` more frames, then drains.
  /// - Returns: whether the frames were painted before the timeout.
  @discardableResult
  public static func waitForFrames(_ frames: Int = 2, of widget: some GtkWidgetConvertible, timeout: Double = 5) -> Bool
  {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    guard let clock = gtk_widget_get_frame_clock(widget) else {
      drain()
      return false
    }
    let counter = FrameCounter()
    // Each painted frame asks for the next one: an idle window paints nothing by itself, and
    // waiting for a second frame that nothing queued ran into the timeout.
    let id = Signal.connect(UnsafeMutableRawPointer(clock), "after-paint") { arguments in
      counter.frames += 1
      if counter.frames < frames, let clock = arguments.instance {
        gdk_frame_clock_request_phase(OpaquePointer(clock), GDK_FRAME_CLOCK_PHASE_PAINT)
      }
    }
    gtk_widget_queue_draw(widget)
    let painted = pump(timeout: timeout) { counter.frames >= frames }
    Signal.disconnect(UnsafeMutableRawPointer(clock), id)
    drain()
    return painted
  }

  /// Waits for two painted frames and drains: what a test does after any change it wants drawn.
  public static func settle(_ widget: some GtkWidgetConvertible) {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    _ = waitForFrames(2, of: widget)
  }
}

@MainActor
private final class FrameCounter {
  var frames = 0
}
