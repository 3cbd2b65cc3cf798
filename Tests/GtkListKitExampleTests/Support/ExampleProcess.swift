import Foundation
import GtkListKitTestSupport

/// The example app's own binary (`gtklistkit-example`, built beside the test bundle) run as a
/// separate process under a private D-Bus session (`dbus-run-session`), so it has a session bus
/// and an accessibility bus of its own, as on a desktop.
enum ExampleProcess {
  static let dbusRunSession = "/usr/bin/dbus-run-session"
  static let atSpiLauncher = "/usr/libexec/at-spi-bus-launcher"

  /// The app binary next to the test bundle (`swift build --build-tests` builds both).
  static var binary: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("gtklistkit-example").path
  }

  /// The user data folder the app gets (`XDG_DATA_HOME`), made empty once per test run.
  static let dataHome: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-example-data-\(getpid())").path
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  /// Starts `bash -c script` under `dbus-run-session`; `arguments` are `$0`, `$1`… of the script.
  /// `G_DEBUG` is dropped so a critical is printed (and asserted on) rather than aborting.
  static func start(script: String, arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dbusRunSession)
    process.arguments = ["--", "/bin/bash", "-c", script] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["G_DEBUG"] = nil
    // The Database page keeps its file in the user data folder: a folder of the tests' own.
    environment["XDG_DATA_HOME"] = dataHome
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    // dbus-daemon's own notes (fd limits, activations); the app's stderr is redirected by the script.
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// The app's main X window (its WM_CLASS is the application id), once it is shown.
  static func waitForWindow(timeout: Double = 20) -> UInt? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      // The first window the app maps is its main window (search lists ids in creation order).
      let ids = output(of: "/usr/bin/xdotool", ["search", "--onlyvisible", "--class", "org.gtklistkit.Example"])
        .split(separator: "\n").compactMap { UInt($0) }
      if let first = ids.min() { return first }
      usleep(200_000)
    }
    return nil
  }

  /// Waits up to `timeout` seconds for `process` to end; whether it did.
  static func waitForExit(_ process: Process, timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    return !process.isRunning
  }

  /// Standard output of a short command.
  static func output(of executable: String, _ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Clicks (`button` 3: right click) at (`x`, `y`) of `window` and gives the app time to react.
  static func click(_ window: UInt, _ x: Int, _ y: Int, button: Int = 1) {
    RealInput.click(window: window, x: x, y: y, button: button)
    usleep(400_000)
  }

  /// Presses `key` in `window` (focused first) and gives the app time to react.
  static func press(_ key: String, in window: UInt, wait: Double = 0.4) {
    RealInput.press(key, window: window)
    usleep(useconds_t(wait * 1_000_000))
  }
}
