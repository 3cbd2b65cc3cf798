import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// The example app as its own process, as a person starts it: driven with real input it prints
/// no GLib, GTK or libadwaita warning, and a screen reader (AT-SPI) finds it by name with named rows.
@MainActor
final class ExampleProcessTests: XCTestCase {
  private func requireDesktopTools() throws {
    XCTAssertTrue(
      FileManager.default.isExecutableFile(atPath: ExampleProcess.binary), "built by swift build --build-tests")
    try XCTSkipUnless(
      RealInput.isAvailable && FileManager.default.isExecutableFile(atPath: ExampleProcess.dbusRunSession),
      "xdotool, dbus and an X display are needed (scripts/setup.sh installs them)")
  }

  func testDrivenAppPrintsNoWarningOnStderr() async throws {
    try requireDesktopTools()
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-example-stderr-\(getpid()).txt")
      .path
    try? FileManager.default.removeItem(atPath: log)
    defer { try? FileManager.default.removeItem(atPath: log) }
    RealInput.xdotool(["mousemove", "1279", "1023"])  // off the window: no tooltip in the way (ExampleTestWindows)
    let app = try ExampleProcess.start(
      script: #"exec "$0" --page feed 2>"$1""#, arguments: [ExampleProcess.binary, log])
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    let window = try XCTUnwrap(ExampleProcess.waitForWindow(), "the app's window appeared")
    usleep(500_000)
    drivePages(window)
    ExampleProcess.press("ctrl+q", in: window)
    XCTAssertTrue(ExampleProcess.waitForExit(app, timeout: 15), "Ctrl+Q (real input) quit the app")
    guard !app.isRunning else { return }
    XCTAssertEqual(app.terminationStatus, 0)
    let stderr = (try? String(contentsOfFile: log, encoding: .utf8)) ?? "<no log>"
    for marker in [
      "Gtk-WARNING", "Gtk-CRITICAL", "Adwaita-WARNING", "Adwaita-CRITICAL", "GLib-GObject-WARNING",
      "GLib-GObject-CRITICAL", "GLib-WARNING", "GLib-CRITICAL", "Gdk-WARNING", "Gsk-WARNING", "-WARNING **",
      "-CRITICAL **",
      "Unable to acquire session bus",
    ] {
      XCTAssertFalse(stderr.contains(marker), "\(marker) on stderr:\n\(stderr)")
    }
    XCTAssertEqual(stderr, "", "nothing at all on stderr")
  }

  /// Every page through Alt+1…8 (not the Shared List: it needs a server), with clicks, keys, a
  /// context menu, a dialog, the live timer and the keyboard shortcuts window.
  private func drivePages(_ window: UInt) {
    // Feed: select, like with Enter, delete and undo, open and close a row's menu.
    ExampleProcess.click(window, 420, 330)
    for key in ["Down", "Return", "Delete", "ctrl+z", "F5"] { ExampleProcess.press(key, in: window) }
    ExampleProcess.click(window, 420, 330, button: 3)
    ExampleProcess.press("Escape", in: window)
    // Contacts: search, then clear it.
    ExampleProcess.press("alt+2", in: window)
    RealInput.xdotool(["type", "--delay", "40", "berg"])
    ExampleProcess.press("ctrl+a", in: window)
    ExampleProcess.press("BackSpace", in: window)
    // Live: start the updates for a second, select a row, pause.
    ExampleProcess.press("alt+3", in: window)
    ExampleProcess.click(window, 30, 74)
    ExampleProcess.click(window, 420, 300)
    usleep(1_000_000)
    ExampleProcess.click(window, 30, 74)
    // Million: to the end (loads more).
    ExampleProcess.press("alt+4", in: window)
    ExampleProcess.click(window, 420, 300)
    ExampleProcess.press("End", in: window, wait: 0.8)
    // Grid: open a photo with Enter, close it with Escape (the viewer has the focus).
    ExampleProcess.press("alt+5", in: window)
    ExampleProcess.click(window, 90, 200)
    ExampleProcess.press("Return", in: window, wait: 0.8)
    RealInput.xdotool(["key", "--clearmodifiers", "Escape"])
    usleep(400_000)
    // Database (made on first show) and the GtkBuilder page.
    ExampleProcess.press("alt+6", in: window, wait: 2)
    ExampleProcess.click(window, 420, 300)
    ExampleProcess.press("Return", in: window, wait: 0.8)
    ExampleProcess.press("alt+7", in: window)
    ExampleProcess.click(window, 420, 200)
    // Outline (/usr/share): open a folder with Enter, close it with Left, open it with Right.
    ExampleProcess.press("alt+8", in: window)
    ExampleProcess.click(window, 420, 160)
    for key in ["Return", "Left", "Right"] { ExampleProcess.press(key, in: window) }
    // The keyboard shortcuts window (Ctrl+?), closed with Escape (it has the focus).
    ExampleProcess.press("ctrl+question", in: window, wait: 0.8)
    RealInput.xdotool(["key", "--clearmodifiers", "Escape"])
    usleep(400_000)
  }

  func testAccessibilityTreeNamesTheAppAndItsContactRows() async throws {
    try requireDesktopTools()
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: ExampleProcess.atSpiLauncher), "at-spi2-core is needed")
    let tree = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-example-atspi-\(getpid()).txt")
      .path
    try? FileManager.default.removeItem(atPath: tree)
    defer { try? FileManager.default.removeItem(atPath: tree) }
    // Everything writes to files, not to a pipe: the bus daemons outlive the script a moment.
    // Signals reach the children blocked (Foundation's Process), hence SIGKILL for the app; the
    // launcher ends with the session bus.
    let script = """
      '\(ExampleProcess.atSpiLauncher)' --launch-immediately >/dev/null 2>&1 &
      sleep 0.5
      "$0" --page contacts >/dev/null 2>&1 & app=$!
      /usr/bin/python3 -c "$1" >"$2" 2>&1; status=$?
      kill -KILL $app; wait $app; exit $status
      """
    let process = try ExampleProcess.start(script: script, arguments: [ExampleProcess.binary, Self.treeScript, tree])
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    XCTAssertTrue(ExampleProcess.waitForExit(process, timeout: 90))
    let text = (try? String(contentsOfFile: tree, encoding: .utf8)) ?? "<no output>"
    guard !process.isRunning else { return }
    XCTAssertEqual(process.terminationStatus, 0, text)
    // Lines: role|name.
    let nodes = text.split(separator: "\n").map {
      $0.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    }
    .filter { $0.count == 2 }
    XCTAssertEqual(nodes.first { $0[0] == "application" }?[1], ExampleApplication.id, text)
    XCTAssertEqual(nodes.first { $0[0] == "frame" }?[1], "GtkListKit Example")
    let rowNames = nodes.filter { $0[0] == "list item" }.map { $0[1] }
    let contacts = ContactData.contacts()
    let named = rowNames.filter { name in contacts.contains { name == "\($0.name), \($0.detail)" } }
    XCTAssertGreaterThanOrEqual(named.count, 5, "contact rows are named after their contact:\n\(text)")
    XCTAssertEqual(named.first, contacts.filter { $0.initial == "A" }.first.map { "\($0.name), \($0.detail)" })
  }

  /// Prints `application|<name>` and the `role|name` lines of the example's window over AT-SPI.
  private static let treeScript = #"""
    import sys, time
    import pyatspi

    def find():
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            for j in range(app.childCount if app else 0):
                frame = app.getChildAtIndex(j)
                if frame is not None and frame.name == "GtkListKit Example":
                    return app, frame
        return None, None

    def walk(node, out):
        # Rows by name only, and not the view switchers' tabs: each node costs D-Bus calls.
        if node is None or len(out) > 5000:
            return
        role = node.getRoleName()
        out.append(f"{role}|{node.name}")
        if role in ("list item", "tree item", "page tab list"):
            return
        for i in range(node.childCount):
            walk(node.getChildAtIndex(i), out)

    deadline = time.time() + 20
    app, frame = find()
    while frame is None and time.time() < deadline:
        time.sleep(0.3)
        app, frame = find()
    if frame is None:
        print("no window named GtkListKit Example")
        sys.exit(1)
    time.sleep(1)  # rows are bound in the first frames
    lines = [f"application|{app.name}"]
    walk(frame, lines)
    print("\n".join(lines))
    """#
}
