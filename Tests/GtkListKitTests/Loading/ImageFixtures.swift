import CGtkListKit
import Foundation
import GtkListKit
import XCTest

/// Image files made at test time with gdk-pixbuf (independently of ``Texture``), in a fresh
/// folder per test.
struct ImageFixtures {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Where thumbnail tests keep their thumbnail cache (`normal/`, `large/`...).
  var thumbnails: URL { folder.appendingPathComponent("thumbnails") }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// A `width`×`height` image of one colour (`noisy`: with random-looking pixels, which JPEG
  /// cannot compress, so it decodes slowly; `photoLike`: a gradient with a little noise, which
  /// compresses about as a photo does), written as `format` ("jpeg" or "png").
  @discardableResult
  func image(
    _ name: String, width: Int, height: Int, format: String = "jpeg", rgb: (UInt8, UInt8, UInt8) = (200, 30, 30),
    noisy: Bool = false, photoLike: Bool = false, options: [(String, String)] = []
  ) throws -> URL {
    let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)))
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let pixels = try XCTUnwrap(gdk_pixbuf_get_pixels(pixbuf))
    if photoLike {
      var generator = SystemRandomNumberGenerator()
      let noise = (0..<(stride * 2)).map { _ in UInt8.random(in: 0...24, using: &generator) }
      for row in 0..<height {
        let line = pixels + row * stride
        let base = (row * 7919) % stride
        for x in 0..<width {
          line[x * 3] = UInt8(truncatingIfNeeded: x * 200 / width) &+ noise[base + x * 3]
          line[x * 3 + 1] = UInt8(truncatingIfNeeded: row * 200 / height) &+ noise[base + x * 3 + 1]
          line[x * 3 + 2] = 90 &+ noise[base + x * 3 + 2]
        }
      }
    } else if noisy {
      // One random row, copied at a different offset into every row: noise at memcpy speed.
      var generator = SystemRandomNumberGenerator()
      let noise = (0..<(stride * 2)).map { _ in UInt8.random(in: 0...255, using: &generator) }
      noise.withUnsafeBufferPointer { source in
        for row in 0..<height {
          (pixels + row * stride).update(from: source.baseAddress! + (row * 7919) % stride, count: width * 3)
        }
      }
    } else {
      for offset in 0..<width { (pixels + offset * 3).initialize(from: [rgb.0, rgb.1, rgb.2], count: 3) }
      for row in 1..<max(height, 1) { (pixels + row * stride).update(from: pixels, count: width * 3) }
    }
    let file = folder.appendingPathComponent(name)
    try save(pixbuf, to: file, format: format, options: options)
    return file
  }

  /// Saves through `gdk_pixbuf_savev`, with `options` (e.g. `("tEXt::Thumb::URI", uri)`; JPEG
  /// without options: quality 90).
  func save(_ pixbuf: OpaquePointer, to file: URL, format: String, options: [(String, String)]) throws {
    let options = format == "jpeg" && options.isEmpty ? [("quality", "90")] : options
    var keys = options.map { strdup($0.0) } + [nil]
    var values = options.map { strdup($0.1) } + [nil]
    defer { (keys + values).forEach { free($0) } }
    var error: UnsafeMutablePointer<GError>?
    if gdk_pixbuf_savev(pixbuf, file.path, format, &keys, &values, &error) == 0 {
      defer { g_error_free(error) }
      XCTFail("cannot save \(file.path): \(String(cString: error!.pointee.message))")
    }
  }

  /// A texture of `width`×`height` made by GDK directly (for cache tests).
  static func texture(width: Int, height: Int) throws -> Texture {
    let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)))
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let gdkTexture = try XCTUnwrap(gdk_texture_new_for_pixbuf(pixbuf))
    defer { g_object_unref(UnsafeMutableRawPointer(gdkTexture)) }
    return try XCTUnwrap(Texture(retaining: UnsafeMutableRawPointer(gdkTexture)))
  }

  /// The colour of the texture's centre pixel, read back with `gdk_texture_download`.
  static func centerColor(of texture: Texture) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let stride = texture.width * 4
    var bytes = [UInt8](repeating: 0, count: stride * texture.height)
    bytes.withUnsafeMutableBufferPointer {
      gdk_texture_download(texture.paintableOpaquePointer, $0.baseAddress, gsize(stride))
    }
    let at = (texture.height / 2) * stride + (texture.width / 2) * 4
    // GDK_MEMORY_DEFAULT is B8G8R8A8 premultiplied (opaque pixels: plain BGR).
    return (bytes[at + 2], bytes[at + 1], bytes[at])
  }

  /// The text option `key` of a PNG file, read by gdk-pixbuf.
  static func pngOption(_ key: String, of file: URL) -> String? {
    guard let pixbuf = gdk_pixbuf_new_from_file(file.path, nil) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    return gdk_pixbuf_get_option(pixbuf, key).map { String(cString: $0) }
  }

  /// `g_filename_to_uri` of a file, and the MD5 of that URI (what names its thumbnail).
  static func uriAndMD5(of file: URL) -> (uri: String, md5: String) {
    let uri = g_filename_to_uri(file.path, nil, nil)!
    defer { g_free(uri) }
    let md5 = g_compute_checksum_for_string(G_CHECKSUM_MD5, uri, -1)!
    defer { g_free(md5) }
    return (String(cString: uri), String(cString: md5))
  }
}
