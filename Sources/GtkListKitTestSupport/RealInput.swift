import CGtkListKit
import Foundation

/// Real pointer and keyboard input into the X server (Xvfb in tests) through `xdotool`, so a
/// test proves that a person's gesture works end to end.
public enum RealInput {
  /// Whether `xdotool` is installed and an X display is set.
  public static var isAvailable: Bool {
    ProcessInfo.processInfo.environment["DISPLAY"] != nil
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
  }

  /// Moves the real pointer to (`x`, `y`) of the X window `window` and clicks `count` times.
  @discardableResult
  public static func click(window: UInt, x: Int, y: Int, count: Int = 1) -> Bool {
    xdotool(["mousemove", "--window", "\(window)", "\(x)", "\(y)"])
      && xdotool(["click", "--repeat", "\(count)", "--delay", "60", "1"])
  }

  /// Gives `window` the X input focus and presses `key` (an X keysym name such as `Return`).
  @discardableResult
  public static func press(_ key: String, window: UInt) -> Bool {
    xdotool(["windowfocus", "--sync", "\(window)"]) && xdotool(["key", "--clearmodifiers", key])
  }

  /// Runs `xdotool` with `arguments` and waits for it.
  @discardableResult
  public static func xdotool(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }
}
