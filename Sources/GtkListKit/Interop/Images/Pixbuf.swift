internal import CGtkListKit
import Foundation

/// A decoded image in main memory (a `GdkPixbuf`, one reference owned here): what a file decodes
/// to before it becomes a ``Texture``, with the PNG text options freedesktop thumbnails carry.
/// Used by one task at a time; never shown by GTK itself.
final class Pixbuf: @unchecked Sendable {
  /// `GdkPixbuf *`.
  let pointer: OpaquePointer

  private init(adopting pointer: OpaquePointer) { self.pointer = pointer }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  var width: Int { Int(gdk_pixbuf_get_width(pointer)) }
  var height: Int { Int(gdk_pixbuf_get_height(pointer)) }

  /// The text option `key` the loader found (PNG `tEXt` chunks: `"tEXt::Thumb::URI"`), or nil.
  func option(_ key: String) -> String? {
    gdk_pixbuf_get_option(pointer, key).map { String(cString: $0) }
  }

  /// This image scaled down to fit `size`×`size` (aspect kept), or itself when it fits already.
  func fitting(_ size: Int) -> Pixbuf {
    let size = max(size, 1)
    guard width > size || height > size else { return self }
    let scale = Double(size) / Double(max(width, height))
    let fittedWidth = min(size, max(1, Int((Double(width) * scale).rounded())))
    let fittedHeight = min(size, max(1, Int((Double(height) * scale).rounded())))
    guard let scaled = gdk_pixbuf_scale_simple(pointer, Int32(fittedWidth), Int32(fittedHeight), GDK_INTERP_BILINEAR)
    else { return self }
    return Pixbuf(adopting: scaled)
  }

  /// An immutable texture of these pixels (`gdk_texture_new_for_pixbuf`: safe off the main thread).
  func texture() -> Texture { Texture(adopting: gdk_texture_new_for_pixbuf(pointer)) }

  /// Writes these pixels as a PNG file with `options` as `tEXt` chunks (keys without the
  /// `tEXt::` prefix). Throws a ``TextureError`` of kind `unreadable` when it cannot be written.
  func savePNG(to file: URL, textOptions options: [(key: String, value: String)]) throws {
    var error: UnsafeMutablePointer<GError>?
    let keys = options.map { strdup("tEXt::" + $0.key) } + [nil]
    let values = options.map { strdup($0.value) } + [nil]
    defer { (keys + values).forEach { free($0) } }
    var mutableKeys = keys
    var mutableValues = values
    let saved = gdk_pixbuf_savev(pointer, file.path, "png", &mutableKeys, &mutableValues, &error)
    if saved == 0 { throw TextureError(.unreadable, file: file, reason: Pixbuf.take(error)) }
  }

  /// Size of the chunks a file is read in: small enough that a cancelled decode stops within a
  /// few milliseconds, large enough that the per-chunk cost does not matter.
  static let chunkSize = 64 * 1024

  /// Decodes `file`, scaled down to fit `size`×`size` while decoding (nil: full size), rotated as
  /// its EXIF orientation says. Reads in chunks and checks `Task.isCancelled` between them.
  static func decode(contentsOf file: URL, fitting size: Int?) throws -> Pixbuf {
    let handle: FileHandle
    do { handle = try FileHandle(forReadingFrom: file) } catch {
      throw TextureError(.unreadable, file: file, reason: reason(of: error, reading: file))
    }
    defer { try? handle.close() }
    guard let loader = gdk_pixbuf_loader_new() else {
      throw TextureError(.notAnImage, file: file, reason: "gdk-pixbuf made no loader")
    }
    defer { g_object_unref(loader) }
    if let size { cgtk_pixbuf_loader_fit(loader, Int32(clamping: size)) }
    // A loader must be closed once; after a failed write it has closed itself.
    var open = true
    defer { if open { gdk_pixbuf_loader_close(loader, nil) } }
    var error: UnsafeMutablePointer<GError>?
    while true {
      if Task.isCancelled { throw CancellationError() }
      let chunk: Data?
      do { chunk = try handle.read(upToCount: chunkSize) } catch {
        throw TextureError(.unreadable, file: file, reason: reason(of: error, reading: file))
      }
      guard let chunk, !chunk.isEmpty else { break }
      let written = chunk.withUnsafeBytes { bytes in
        gdk_pixbuf_loader_write(
          loader, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(bytes.count), &error)
      }
      if written == 0 {
        open = false
        throw TextureError(.notAnImage, file: file, reason: take(error))
      }
    }
    open = false
    if gdk_pixbuf_loader_close(loader, &error) == 0 {
      throw TextureError(.notAnImage, file: file, reason: take(error))
    }
    guard let loaded = gdk_pixbuf_loader_get_pixbuf(loader),
      let oriented = gdk_pixbuf_apply_embedded_orientation(loaded)
    else { throw TextureError(.notAnImage, file: file, reason: "no image in the file") }
    return Pixbuf(adopting: oriented)
  }

  /// The message of a GError (freed here), or a generic cause when there is none.
  private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown gdk-pixbuf error" }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown gdk-pixbuf error"
  }

  /// A file error's cause in the words of strerror ("No such file or directory").
  private static func reason(of error: Error, reading file: URL) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(posix.code)))
    }
    if !FileManager.default.fileExists(atPath: file.path) { return String(cString: strerror(ENOENT)) }
    return error.localizedDescription
  }
}
