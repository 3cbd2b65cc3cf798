internal import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKit

/// A real toplevel window for a test: presented at a fixed size, destroyed on `close()`.
@MainActor
public final class TestWindow {
  /// The window as a widget.
  package let widget: WidgetPointer
  /// The window as `GtkWindow*`.
  package var window: WindowPointer { cgtk_window(widget)! }

  /// Creates and presents a window of `width` × `height` holding `child`, then waits until it drew.
  public init(width: Int = 400, height: Int = 600, child: (some GtkWidgetConvertible)? = nil) {
    let child = child.map { $0.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self) }
    widget = gtk_window_new()
    g_object_ref_sink(widget)
    gtk_window_set_default_size(cgtk_window(widget), Int32(width), Int32(height))
    gtk_window_set_title(cgtk_window(widget), "GtkListKit test")
    if let child { gtk_window_set_child(cgtk_window(widget), child) }
    gtk_window_present(cgtk_window(widget))
    GtkTestEnvironment.pump { gtk_widget_get_mapped(self.widget) != 0 }
    GtkTestEnvironment.settle(widget)
  }

  /// Replaces the window's child.
  public func setChild(_ child: (some GtkWidgetConvertible)?) {
    let child = child.map { $0.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self) }
    gtk_window_set_child(window, child)
    GtkTestEnvironment.settle(widget)
  }

  /// Destroys the window (and with it its children) and drains the main loop.
  public func close() {
    gtk_window_destroy(window)
    GtkTestEnvironment.drain()
  }

  /// The window's X11 id (0 when not on X11), for ``RealInput``.
  public var x11WindowID: UInt { UInt(cgtk_widget_x11_window_id(widget)) }

  /// The centre of `child` in window coordinates, for real pointer input
  /// (`xdotool mousemove --window ID x y`).
  public func point(ofCenterOf child: some GtkWidgetConvertible) -> (x: Int, y: Int)? {
    let child = child.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    let frame = WidgetTree.bounds(of: child, in: widget)
    guard frame.width > 0, frame.height > 0 else { return nil }
    return (Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2))
  }

  /// Saves what the window shows as a PNG. Throws when the window is not drawn.
  public func saveSnapshot(to path: String) throws {
    try WidgetSnapshot.save(widget, to: path)
  }

  isolated deinit {
    // The window is destroyed by close(); drop the reference taken in init.
    g_object_unref(widget)
  }
}

// The window itself is a widget, so a test written against the public API (without GTK's C
// types, which this module does not re-export) can pass it wherever a widget is taken.
extension TestWindow: @MainActor GtkWidgetConvertible {
  /// The window widget.
  public var gtkWidgetPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(widget) }
}
