internal import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKit

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
  public static func click(window: UInt, x: Int, y: Int, count: Int = 1, button: Int = 1) -> Bool {
    xdotool(["mousemove", "--window", "\(window)", "\(x)", "\(y)"])
      && xdotool(["click", "--repeat", "\(count)", "--delay", "60", "\(button)"])
  }

  /// Moves the real pointer to (`x`, `y`) of the X window `window` (hover).
  @discardableResult
  public static func move(window: UInt, x: Int, y: Int) -> Bool {
    xdotool(["mousemove", "--window", "\(window)", "\(x)", "\(y)"])
  }

  /// Gives `window` the X input focus and presses `key` (an X keysym name such as `Return`).
  @discardableResult
  public static func press(_ key: String, window: UInt) -> Bool {
    xdotool(["windowfocus", "--sync", "\(window)"]) && xdotool(["key", "--clearmodifiers", key])
  }

  /// The X11 id of the native surface (window, popover) showing `widget`; 0 when not on X11.
  @MainActor
  public static func x11WindowID(of widget: some GtkWidgetConvertible) -> UInt {
    UInt(cgtk_widget_x11_window_id(widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)))
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
