internal import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKit

/// Widget screenshots as PNG files, and a pixel read-back to tell that they are not blank.
@MainActor
public enum WidgetSnapshot {
  /// A snapshot error with GTK's message.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, with GTK's message.
    public let description: String
  }

  /// Renders a realized widget into a PNG file at `path`.
  public static func save(_ widget: some GtkWidgetConvertible, to path: String) throws {
    let widget = widget.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    var error: UnsafeMutablePointer<GError>?
    if cgtk_widget_save_png(widget, path, &error) == 0 {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw Failure(description: "snapshot failed: \(message)")
    }
  }

  /// Renders `window` with its open `popover` (a separate surface) drawn where it is on screen.
  public static func save(
    _ window: TestWindow, withPopover popover: some GtkWidgetConvertible, to path: String
  ) throws {
    let popover = popover.gtkWidgetPointer.assumingMemoryBound(to: GtkWidget.self)
    guard cgtk_window_save_png_with_popover(window.widget, popover, path) != 0 else {
      throw Failure(description: "snapshot of the window with its popover failed")
    }
  }

  /// Size and pixel statistics of a PNG file.
  public struct Image {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Number of distinct RGBA values among the pixels.
    public let distinctColors: Int
  }

  /// Loads a PNG and counts its distinct colours (a blank image has one).
  public static func inspect(_ path: String) throws -> Image {
    var error: UnsafeMutablePointer<GError>?
    guard let texture = gdk_texture_new_from_filename(path, &error) else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw Failure(description: "cannot load \(path): \(message)")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBytes { raw in
      gdk_texture_download(texture, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
    }
    return Image(width: width, height: height, distinctColors: Set(pixels).count)
  }
}
