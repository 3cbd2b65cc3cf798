import Foundation

/// Thumbnails of image files, as GNOME apps share them, kept in a ``TextureCache``.
///
/// A texture for a file and a size comes from, in order: the cache; a valid freedesktop.org
/// thumbnail (`thumbnails/{normal,large,x-large,xx-large}/MD5(file URI).png` in
/// `$XDG_CACHE_HOME` or `~/.cache`, 128 to 1024 pixels, the smallest that is large enough; valid
/// only while its `Thumb::MTime` equals the file's modification time and its `Thumb::URI`
/// names the file), as Nautilus and other GNOME apps write them; else the file itself, decoded
/// at the size (see ``Texture/decode(contentsOf:fitting:)``). With ``writesThumbnails`` a
/// decoded file is saved as a thumbnail the same way, for the next run and other apps.
///
/// Loading runs off the caller's actor and stops early when its task is cancelled. Formats are
/// those of gdk-pixbuf (JPEG, PNG, GIF, TIFF, WebP or others when their loaders are installed);
/// glycin, GNOME's sandboxed loader, is not used.
public struct Thumbnailer: Sendable {
  /// Where textures are kept, under keys of this type's own (apps' keys never collide with them).
  public let cache: TextureCache
  /// Whether a file decoded for lack of a thumbnail is saved as one (off by default: writing
  /// to the user's shared thumbnail cache is the app's choice).
  public let writesThumbnails: Bool
  /// The thumbnail cache folder (with `normal`, `large`... inside).
  public let thumbnailsDirectory: URL

  /// A thumbnailer keeping its textures in `cache`, reading (and with `writesThumbnails`,
  /// writing) thumbnails in `thumbnailsDirectory` (nil: `$XDG_CACHE_HOME/thumbnails`, or
  /// `~/.cache/thumbnails`).
  public init(cache: TextureCache = .shared, writesThumbnails: Bool = false, thumbnailsDirectory: URL? = nil) {
    self.cache = cache
    self.writesThumbnails = writesThumbnails
    self.thumbnailsDirectory = thumbnailsDirectory ?? FreedesktopThumbnails.defaultDirectory
  }

  /// The image of `file` fitting `size`×`size` pixels: at once from the cache, else loaded off
  /// the caller's actor (a thumbnail or the file), then cached.
  ///
  /// - Throws: `CancellationError` when the task was cancelled during the load; a
  ///   ``TextureError`` when the file cannot be read or is not an image.
  public func texture(for file: URL, size: Int) async throws -> Texture {
    let key = ThumbnailKey(file: file.standardizedFileURL, size: size)
    if let cached = cache.texture(for: key) { return cached }
    let texture = try await load(key)
    cache.insert(texture, for: key)
    return texture
  }

  /// The cached image of `file` at `size`, without loading anything: what a cell can show at
  /// once when it is bound, instead of a placeholder. A hit counts as shown.
  public func cachedTexture(for file: URL, size: Int) -> Texture? {
    cache.texture(for: ThumbnailKey(file: file.standardizedFileURL, size: size))
  }

  /// Where a thumbnail of `file` for `size` is read and written (nil for sizes over 1024, which
  /// have no thumbnails).
  public func thumbnailFile(for file: URL, size: Int) -> URL? {
    FreedesktopThumbnails(directory: thumbnailsDirectory).thumbnailPath(of: file, size: size)
  }

  @concurrent
  private func load(_ key: ThumbnailKey) async throws -> Texture {
    DecodeProbe.record()
    return try FreedesktopThumbnails(directory: thumbnailsDirectory)
      .texture(for: key.file, size: key.size, writing: writesThumbnails)
  }
}

/// A ``Thumbnailer``'s key in its ``TextureCache``.
private struct ThumbnailKey: Hashable, Sendable {
  let file: URL
  let size: Int
}
