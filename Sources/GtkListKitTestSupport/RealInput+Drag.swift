import Foundation

extension RealInput {
  /// Drags with the real pointer in `window`: press at `from`, move to `to` in `steps` steps
  /// (GTK starts a drag past its threshold and reads motion between steps), then release.
  /// Points are in window coordinates. `midway` runs halfway, while the drag is in progress.
  @MainActor
  @discardableResult
  public static func drag(
    in window: TestWindow, from: (x: Int, y: Int), to: (x: Int, y: Int), steps: Int = 12,
    midway: () -> Void = {}
  ) -> Bool {
    let id = window.x11WindowID
    guard move(window: id, x: from.x, y: from.y) else { return false }
    wait(0.05)
    guard xdotool(["mousedown", "1"]) else { return false }
    wait(0.05)
    for step in 1...max(steps, 1) {
      let x = from.x + (to.x - from.x) * step / steps, y = from.y + (to.y - from.y) * step / steps
      move(window: id, x: x, y: y)
      wait(0.03)
      if step == max(steps, 1) / 2 { midway() }
    }
    wait(0.1)
    let ended = xdotool(["mouseup", "1"])
    wait(0.2)
    GtkTestEnvironment.settle(window.widget)
    return ended
  }

  /// Runs GTK's main loop for `seconds`.
  @MainActor
  private static func wait(_ seconds: Double) {
    _ = GtkTestEnvironment.pump(timeout: seconds) { false }
  }
}
