internal import CGtkListKit
import Foundation

/// The freedesktop.org thumbnail cache (Thumbnail Managing Standard 0.9), as GNOME apps share
/// it: `DIR/{normal,large,x-large,xx-large}/MD5(file URI).png`, valid only while its
/// `Thumb::MTime` equals the file's modification time and its `Thumb::URI` names the file.
struct FreedesktopThumbnails: Sendable {
  /// Folders of the standard's sizes, smallest first.
  static let flavors: [(folder: String, size: Int)] = [
    ("normal", 128), ("large", 256), ("x-large", 512), ("xx-large", 1024),
  ]

  /// `$XDG_CACHE_HOME/thumbnails`, or `~/.cache/thumbnails` (GLib's user cache folder).
  static var defaultDirectory: URL {
    URL(fileURLWithPath: String(cString: g_get_user_cache_dir()), isDirectory: true)
      .appendingPathComponent("thumbnails", isDirectory: true)
  }

  let directory: URL

  /// `file` at `size`: from a valid thumbnail of a size at least `size` when one exists, else
  /// decoded from the file (and, when `writing`, saved as a thumbnail first).
  func texture(for file: URL, size: Int, writing: Bool) throws -> Texture {
    let file = file.standardizedFileURL
    let candidates = Self.flavors.filter { $0.size >= size }
    guard !candidates.isEmpty, !isInside(file), let uri = Self.uri(of: file) else {
      return try Pixbuf.decode(contentsOf: file, fitting: size).texture()
    }
    let modified = try Self.modificationTime(of: file)
    let name = Self.md5(uri) + ".png"
    for flavor in candidates {
      let thumbnail = directory.appendingPathComponent(flavor.folder).appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: thumbnail.path) else { continue }
      let pixbuf: Pixbuf
      do { pixbuf = try Pixbuf.decode(contentsOf: thumbnail, fitting: nil) } catch is CancellationError {
        throw CancellationError()
      } catch { continue }  // unreadable or corrupt thumbnail: as if absent
      guard pixbuf.option("tEXt::Thumb::MTime") == String(modified), pixbuf.option("tEXt::Thumb::URI") == uri
      else { continue }
      return pixbuf.fitting(size).texture()
    }
    guard writing, let flavor = candidates.first else {
      return try Pixbuf.decode(contentsOf: file, fitting: size).texture()
    }
    let pixbuf = try Pixbuf.decode(contentsOf: file, fitting: flavor.size)
    // A thumbnail that cannot be written (read-only cache, full disk) costs a later decode only.
    try? write(pixbuf, to: directory.appendingPathComponent(flavor.folder), name: name, uri: uri, modified: modified)
    return pixbuf.fitting(size).texture()
  }

  /// The path of the thumbnail of `file` in the folder of `size`'s flavor, nil for sizes over 1024.
  func thumbnailPath(of file: URL, size: Int) -> URL? {
    guard let flavor = Self.flavors.first(where: { $0.size >= size }), let uri = Self.uri(of: file.standardizedFileURL)
    else { return nil }
    return directory.appendingPathComponent(flavor.folder).appendingPathComponent(Self.md5(uri) + ".png")
  }

  /// Writes atomically as the standard says: a temporary file in the same folder, mode 0600,
  /// renamed over the thumbnail; the folders are made with mode 0700.
  private func write(_ pixbuf: Pixbuf, to folder: URL, name: String, uri: String, modified: Int) throws {
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let temporary = folder.appendingPathComponent(".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    defer { unlink(temporary.path) }
    try pixbuf.savePNG(
      to: temporary,
      textOptions: [("Thumb::URI", uri), ("Thumb::MTime", String(modified)), ("Software", "GtkListKit")])
    guard chmod(temporary.path, 0o600) == 0, rename(temporary.path, folder.appendingPathComponent(name).path) == 0
    else {
      throw TextureError(.unreadable, file: temporary, reason: String(cString: strerror(errno)))
    }
  }

  /// Files in the thumbnail cache itself get no thumbnails (the standard's rule).
  private func isInside(_ file: URL) -> Bool {
    file.path.hasPrefix(directory.standardizedFileURL.path + "/")
  }

  /// The `file://` URI GLib makes for a path (`g_filename_to_uri`: escaped as the standard says).
  static func uri(of file: URL) -> String? {
    guard let uri = g_filename_to_uri(file.path, nil, nil) else { return nil }
    defer { g_free(uri) }
    return String(cString: uri)
  }

  /// The lowercase hex MD5 of a string (`g_compute_checksum_for_string`).
  static func md5(_ string: String) -> String {
    guard let sum = g_compute_checksum_for_string(G_CHECKSUM_MD5, string, -1) else { return "" }
    defer { g_free(sum) }
    return String(cString: sum)
  }

  /// Whole seconds since 1970 of the file's last modification, as `Thumb::MTime` stores it.
  static func modificationTime(of file: URL) throws -> Int {
    var info = stat()
    guard stat(file.path, &info) == 0 else {
      throw TextureError(.unreadable, file: file, reason: String(cString: strerror(errno)))
    }
    return Int(info.st_mtim.tv_sec)
  }
}
