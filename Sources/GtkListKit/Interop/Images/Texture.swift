internal import CGtkListKit
import Foundation

/// An immutable image in GPU-ready form: a `GdkTexture` (a `GdkPaintable`), safe to pass between
/// threads and to share between cells.
///
/// Make one off the main thread with ``decode(contentsOf:fitting:)`` (or through a
/// ``Thumbnailer``), keep it in a ``TextureCache``, and show it on the main thread:
///
/// ```swift
/// gtk_picture_set_paintable(picture, texture.paintableOpaquePointer)
/// ```
///
/// GTK documents textures as immutable and thread-safe; the texture's last reference is dropped
/// on the main loop's thread whichever thread releases this object (a renderer's data attached
/// to a drawn texture is released there).
public final class Texture: @unchecked Sendable {
  /// `GdkTexture *`, one reference owned by this object.
  let gdkTexture: OpaquePointer

  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int

  /// Takes over the reference to `gdkTexture` the caller owns.
  init(adopting gdkTexture: OpaquePointer) {
    self.gdkTexture = gdkTexture
    width = Int(gdk_texture_get_width(gdkTexture))
    height = Int(gdk_texture_get_height(gdkTexture))
  }

  /// Adopts a `GdkTexture` the caller made: takes a reference of its own (the caller keeps
  /// theirs). `nil` when the pointer is not a `GdkTexture`.
  public init?(retaining gdkTexture: UnsafeMutableRawPointer) {
    guard let texture = cgtk_texture(gdkTexture) else { return nil }
    g_object_ref(UnsafeMutableRawPointer(texture))
    self.gdkTexture = texture
    width = Int(gdk_texture_get_width(texture))
    height = Int(gdk_texture_get_height(texture))
  }

  deinit { cgtk_texture_release(gdkTexture) }

  /// Bytes of its pixels (`width * height * 4`): what a ``TextureCache`` counts.
  public var byteCount: Int { width * height * 4 }

  /// The `GdkTexture` as a pointer to `Pointee`, for functions of the caller's C module that take
  /// a complete struct type (the type is inferred). GTK's own headers declare `GdkPaintable` and
  /// `GtkPicture` opaque, so raw GTK calls use ``paintableOpaquePointer`` instead.
  public func paintablePointer<Pointee>() -> UnsafeMutablePointer<Pointee> {
    UnsafeMutableRawPointer(gdkTexture).assumingMemoryBound(to: Pointee.self)
  }

  /// The `GdkTexture` (a `GdkPaintable *`) as Swift imports GTK's opaque types:
  /// `gtk_picture_set_paintable(picture, texture.paintableOpaquePointer)`. Valid while this
  /// object lives; a widget showing it takes its own reference.
  public var paintableOpaquePointer: OpaquePointer { gdkTexture }

  /// Decodes an image file, scaled down to fit `size`×`size` (aspect kept, never enlarged), and
  /// rotated as its EXIF orientation says.
  ///
  /// Runs off the caller's actor, on the generic executor or the task's executor preference:
  /// call it from a background task (or `await` it from the main actor, which is not blocked).
  /// The file is read in chunks through a `GdkPixbufLoader` whose size is set when it reports
  /// the image's size (`size-prepared`), so JPEG decodes at a reduced DCT scale; `Task.isCancelled`
  /// is checked between chunks, so a cancelled decode stops early.
  ///
  /// - Throws: `CancellationError` when the task was cancelled; a ``TextureError`` when the file
  ///   cannot be read or is not an image gdk-pixbuf decodes.
  @concurrent
  public static func decode(contentsOf file: URL, fitting size: Int) async throws -> Texture {
    DecodeProbe.record()
    return try Pixbuf.decode(contentsOf: file, fitting: size).texture()
  }
}
