import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// `Thumbnailer`: freedesktop thumbnails used when valid, ignored when stale, written when asked
/// and read back by another thumbnailer; loads never run on the main thread.
@MainActor
final class ThumbnailerTests: GtkTestCase {
  private func modificationTime(of file: URL) throws -> Int {
    let date = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    return Int(date.timeIntervalSince1970.rounded(.down))
  }

  /// A green 128×64 thumbnail of `file` in `normal/`, claiming modification time `mtime`: it
  /// tells itself apart from the red 4:3 original by colour and shape.
  private func writeThumbnail(of file: URL, mtime: Int, uri: String? = nil, in fixtures: ImageFixtures) throws {
    let (realURI, md5) = ImageFixtures.uriAndMD5(of: file)
    let normal = fixtures.thumbnails.appendingPathComponent("normal")
    try FileManager.default.createDirectory(at: normal, withIntermediateDirectories: true)
    let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 128, 64))
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    gdk_pixbuf_fill(pixbuf, 0x20c0_20ff)
    try fixtures.save(
      pixbuf, to: normal.appendingPathComponent(md5 + ".png"), format: "png",
      options: [("tEXt::Thumb::URI", uri ?? realURI), ("tEXt::Thumb::MTime", String(mtime))])
  }

  func testAValidThumbnailIsUsedAndAStaleOneIgnored() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let photo = try fixtures.image("photo.jpg", width: 800, height: 600)
    let mtime = try modificationTime(of: photo)
    try writeThumbnail(of: photo, mtime: mtime, in: fixtures)

    let fromThumbnail = try await Thumbnailer(
      cache: TextureCache(byteLimit: 1 << 20), thumbnailsDirectory: fixtures.thumbnails
    )
    .texture(for: photo, size: 128)
    XCTAssertEqual([fromThumbnail.width, fromThumbnail.height], [128, 64], "the thumbnail's shape")
    XCTAssertEqual(ImageFixtures.centerColor(of: fromThumbnail).green, 0xc0, "the thumbnail's colour")
    let smaller = try await Thumbnailer(
      cache: TextureCache(byteLimit: 1 << 20), thumbnailsDirectory: fixtures.thumbnails
    )
    .texture(for: photo, size: 100)
    XCTAssertEqual([smaller.width, smaller.height], [100, 50], "a larger thumbnail scaled down")

    for (mtime, uri) in [(mtime - 1, nil), (mtime, "file:///elsewhere/photo.jpg")] {
      try writeThumbnail(of: photo, mtime: mtime, uri: uri, in: fixtures)
      let fromFile = try await Thumbnailer(
        cache: TextureCache(byteLimit: 1 << 20), thumbnailsDirectory: fixtures.thumbnails
      )
      .texture(for: photo, size: 128)
      XCTAssertEqual([fromFile.width, fromFile.height], [128, 96], "stale thumbnail ignored: the file's shape")
      XCTAssertEqual(Int(ImageFixtures.centerColor(of: fromFile).red), 200, accuracy: 8)
    }
  }

  func testWrittenThumbnailsFollowTheStandardAndAreReadBack() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let photo = try fixtures.image("photo.jpg", width: 1000, height: 500)
    let writer = Thumbnailer(
      cache: TextureCache(byteLimit: 1 << 20), writesThumbnails: true, thumbnailsDirectory: fixtures.thumbnails)
    let written = try await writer.texture(for: photo, size: 200)
    XCTAssertEqual([written.width, written.height], [200, 100])

    let (uri, md5) = ImageFixtures.uriAndMD5(of: photo)
    let thumbnail = fixtures.thumbnails.appendingPathComponent("large/\(md5).png")
    XCTAssertEqual(writer.thumbnailFile(for: photo, size: 200), thumbnail)
    let attributes = try FileManager.default.attributesOfItem(atPath: thumbnail.path)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    XCTAssertEqual(ImageFixtures.pngOption("tEXt::Thumb::URI", of: thumbnail), uri)
    XCTAssertEqual(
      ImageFixtures.pngOption("tEXt::Thumb::MTime", of: thumbnail), String(try modificationTime(of: photo)))
    let onDisk = try await Texture.decode(contentsOf: thumbnail, fitting: 1024)
    XCTAssertEqual([onDisk.width, onDisk.height], [256, 128], "the large flavour: 256 px")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: fixtures.thumbnails.appendingPathComponent("large").path)
    XCTAssertEqual(leftovers, ["\(md5).png"], "no temporary file left")

    // The photo's bytes become garbage with the same modification time: only the thumbnail can
    // give an image now.
    let date = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: photo.path)[.modificationDate] as? Date)
    try Data(repeating: 0x42, count: 1000).write(to: photo)
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: photo.path)
    let reader = Thumbnailer(cache: TextureCache(byteLimit: 1 << 20), thumbnailsDirectory: fixtures.thumbnails)
    let read = try await reader.texture(for: photo, size: 256)
    XCTAssertEqual([read.width, read.height], [256, 128])
  }

  func testCachedTexturesComeBackWithoutLoading() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let photo = try fixtures.image("photo.png", width: 300, height: 300, format: "png")
    let thumbnailer = Thumbnailer(cache: TextureCache(byteLimit: 1 << 20), thumbnailsDirectory: fixtures.thumbnails)
    XCTAssertNil(thumbnailer.cachedTexture(for: photo, size: 64))
    let loaded = try await thumbnailer.texture(for: photo, size: 64)
    XCTAssertTrue(thumbnailer.cachedTexture(for: photo, size: 64) === loaded)
    let decodes = DecodeProbe.decodes.all
    let again = try await thumbnailer.texture(for: photo, size: 64)
    XCTAssertTrue(again === loaded)
    XCTAssertEqual(DecodeProbe.decodes.all, decodes, "a hit loads nothing")
    XCTAssertNil(thumbnailer.cachedTexture(for: photo, size: 65), "another size is another entry")
    let missing = try? await thumbnailer.texture(for: fixtures.folder.appendingPathComponent("none.png"), size: 64)
    XCTAssertNil(missing)
  }

  /// Awaited from the main actor, a long decode leaves the main actor free: it keeps ticking
  /// every few milliseconds, and no decode ran on the main thread.
  func testLoadsNeverRunOnTheMainThread() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let large = try fixtures.image("large.jpg", width: 4000, height: 3000, noisy: true)
    let before = DecodeProbe.decodes
    let ticks = MainActorTicks()
    let ticker = Task { @MainActor in
      var last = ContinuousClock.now
      while ticks.running {
        try? await Task.sleep(for: .milliseconds(2))
        ticks.longestGap = max(ticks.longestGap, ContinuousClock.now - last)
        last = ContinuousClock.now
      }
    }
    let clock = ContinuousClock()
    let elapsed = try await clock.measure {
      _ = try await Thumbnailer(cache: TextureCache(byteLimit: 1 << 26), thumbnailsDirectory: fixtures.thumbnails)
        .texture(for: large, size: 2048)
    }
    ticks.running = false
    await ticker.value
    let after = DecodeProbe.decodes
    print("ThumbnailerTests: load \(elapsed), longest main-actor gap meanwhile \(ticks.longestGap)")
    XCTAssertGreaterThan(after.all, before.all)
    XCTAssertEqual(after.onMainThread, before.onMainThread, "no decode on the main thread")
    XCTAssertLessThan(ticks.longestGap, elapsed / 2, "the main actor was not blocked by the load")
  }
}

/// What a main-actor task ticking every 2 ms saw: the longest time between two ticks.
@MainActor
private final class MainActorTicks {
  var running = true
  var longestGap = Duration.zero
}
