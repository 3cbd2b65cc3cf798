import Foundation

/// Real pointer and keyboard input into the X server (Xvfb in tests) through `xdotool`, so a
/// test proves that a person's gesture works end to end.
public enum RealInput {
  /// Whether `xdotool` is installed and an X display is set.
  public static var isAvailable: Bool {
    ProcessInfo.processInfo.environment["DISPLAY"] != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
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
