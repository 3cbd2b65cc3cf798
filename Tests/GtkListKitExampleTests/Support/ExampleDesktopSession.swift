import Foundation
import GtkListKitTestSupport

/// A private desktop session for several app processes at once: a D-Bus session bus with the
/// accessibility bus (AT-SPI) on it, kept until `end()`. Apps started in it share the user data
/// folder `dataHome`; `accessibleTree(of:)` reads what a screen reader reads of one of them.
final class ExampleDesktopSession {
  let dataHome: String
  private let bus: Process
  private let address: String
  /// The session's own process (the script's `sleep`); the bus ends with it.
  private let sleeper: Int32
  private var apps: [Process] = []

  init(dataHome: String) throws {
    self.dataHome = dataHome
    let addressFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gtklistkit-bus-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    ).path
    // exec: the bus session ends when this sleep is killed (end()).
    let script = """
      '\(ExampleProcess.atSpiLauncher)' --launch-immediately >/dev/null 2>&1 &
      echo "$$ $DBUS_SESSION_BUS_ADDRESS" >"$0"
      exec sleep 600
      """
    bus = try ExampleProcess.start(script: script, arguments: [addressFile])
    let deadline = Date().addingTimeInterval(10)
    var text = ""
    while text.isEmpty && Date() < deadline {
      usleep(100_000)
      text =
        (try? String(contentsOfFile: addressFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        ?? ""
    }
    try? FileManager.default.removeItem(atPath: addressFile)
    let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
    sleeper = parts.first.flatMap { Int32($0) } ?? 0
    address = parts.count > 1 ? parts[1] : ""
    usleep(500_000)  // the accessibility bus registers on the session bus
  }

  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["G_DEBUG"] = nil
    environment["DBUS_SESSION_BUS_ADDRESS"] = address
    environment["XDG_DATA_HOME"] = dataHome
    return environment
  }

  /// Starts the example with `arguments`; its output goes to `log` (or nowhere).
  func launch(_ arguments: [String], log: String? = nil) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ExampleProcess.binary)
    process.arguments = arguments
    process.environment = environment
    let output = log.flatMap {
      FileManager.default.createFile(atPath: $0, contents: nil) ? FileHandle(forWritingAtPath: $0) : nil
    }
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = output ?? FileHandle.nullDevice
    try process.run()
    apps.append(process)
    return process
  }

  /// The main X window of the app with process id `pid`, once shown.
  func window(of pid: Int32, timeout: Double = 30) -> UInt? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let ids = ExampleProcess.output(
        // `--all`: xdotool ORs its conditions by default, so a window of the example's class from
        // an earlier process still on a busy X server (killed, not yet destroyed) could match.
        of: "/usr/bin/xdotool",
        ["search", "--all", "--onlyvisible", "--pid", "\(pid)", "--class", "org.gtklistkit.Example"]
      )
      .split(separator: "\n").compactMap { UInt($0) }
      if let first = ids.min() { return first }
      usleep(200_000)
    }
    return nil
  }

  /// `role|name` of every node of the windows of the app with process id `pid`, over AT-SPI.
  func accessibleTree(of pid: Int32) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", Self.treeScript, "\(pid)"]
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Polls the tree of `pid` until `condition` holds (at most `timeout` seconds); the last tree.
  func waitForTree(of pid: Int32, timeout: Double = 15, until condition: ([String]) -> Bool) -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var tree = accessibleTree(of: pid)
    while !condition(tree) && Date() < deadline {
      usleep(300_000)
      tree = accessibleTree(of: pid)
    }
    return tree
  }

  /// `role|name` of the object with the keyboard focus in the app with process id `pid`, over
  /// AT-SPI (its `focused` state); empty when nothing has it.
  func focusedObject(of pid: Int32) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      "-c",
      Self.treeScript.replacingOccurrences(of: Self.emitLine, with: Self.focusedLine)
        .replacingOccurrences(of: Self.stopLine, with: Self.focusedStopLine)
        .replacingOccurrences(of: Self.limit, with: Self.focusedLimit), "\(pid)",
    ]
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // GTK 4.18 lists the same window several times: the first is the one.
    return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
  }

  /// The tree script's line that records a node, and its replacement that records only the
  /// focused one.
  private static let emitLine = #"    out.append(f"{role}|{name}")"# + "\n"
  private static let focusedLine =
    #"    if node.getState().contains(pyatspi.STATE_FOCUSED): out.append(f"{role}|{name}")"# + "\n"
  /// The walk stops at list and tree items and tab lists; looking for the focus it goes into them (a
  /// sectioned grid's tiles are in its list items, the page switcher's buttons in a tab list),
  /// and stops at the first focused object.
  private static let stopLine = #"    if role in ("list item", "tree item", "page tab list"):"# + "\n"
  private static let focusedStopLine = "    if False:\n"
  private static let limit = "if node is None or len(out) > 3000"
  private static let focusedLimit = "if node is None or out"

  /// Ends every app (SIGKILL: Foundation starts children with signals blocked) and the bus.
  func end() {
    for app in apps where app.isRunning { kill(app.processIdentifier, SIGKILL) }
    for app in apps { _ = ExampleProcess.waitForExit(app, timeout: 5) }
    if sleeper > 0 { kill(sleeper, SIGKILL) }
    _ = ExampleProcess.waitForExit(bus, timeout: 5)
  }

  private static let treeScript = #"""
    import sys
    import pyatspi

    pid = int(sys.argv[1])
    out = []

    def walk(node, depth=0):
        if node is None or len(out) > 3000 or depth > 60:
            return
        try:
            role, name = node.getRoleName(), node.name
        except Exception:
            return
        out.append(f"{role}|{name}")
        if role in ("list item", "tree item", "page tab list"):
            return
        for i in range(node.childCount):
            walk(node.getChildAtIndex(i), depth + 1)

    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is None or app.get_process_id() != pid:
                continue
        except Exception:
            continue
        # Each window once: on GTK 4.18 the application can list the same window several times.
        seen = set()
        for j in range(app.childCount):
            window = app.getChildAtIndex(j)
            key = (window.getRoleName(), window.name) if window is not None else None
            if key is None or key in seen:
                continue
            seen.add(key)
            walk(window)
    print("\n".join(out))
    """#
}
