import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

/// `Texture.decode`: sizes read back from the texture, errors for what is not an image, and a
/// cancelled decode that stops early. GLib warnings fail the test (GtkTestCase).
@MainActor
final class TextureDecodeTests: GtkTestCase {

  func testJPEGAndPNGAreScaledDownToFitTheSize() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let jpeg = try fixtures.image("wide.jpg", width: 1600, height: 900)
    let png = try fixtures.image("tall.png", width: 300, height: 1200, format: "png", rgb: (10, 200, 20))

    let wide = try await Texture.decode(contentsOf: jpeg, fitting: 256)
    XCTAssertEqual([wide.width, wide.height], [256, 144])
    XCTAssertEqual(wide.byteCount, 256 * 144 * 4)
    let color = ImageFixtures.centerColor(of: wide)
    XCTAssertEqual(Int(color.red), 200, accuracy: 8)
    XCTAssertEqual(Int(color.green), 30, accuracy: 8)

    let tall = try await Texture.decode(contentsOf: png, fitting: 100)
    XCTAssertEqual([tall.width, tall.height], [25, 100])
    XCTAssertEqual(ImageFixtures.centerColor(of: tall).green, 200)
  }

  func testSmallImagesAreNeverEnlarged() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let small = try fixtures.image("small.png", width: 40, height: 30, format: "png")
    let texture = try await Texture.decode(contentsOf: small, fitting: 512)
    XCTAssertEqual([texture.width, texture.height], [40, 30])
  }

  func testWhatIsNotAnImageThrowsATextureError() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let text = fixtures.folder.appendingPathComponent("notes.jpg")
    try Data(String(repeating: "not an image\n", count: 10_000).utf8).write(to: text)
    let empty = fixtures.folder.appendingPathComponent("empty.png")
    try Data().write(to: empty)
    let truncated = fixtures.folder.appendingPathComponent("truncated.png")
    let png = try Data(contentsOf: try fixtures.image("whole.png", width: 200, height: 200, format: "png", noisy: true))
    // Signature and header only: no pixels. (A file cut inside its pixels decodes partially, as
    // gdk-pixbuf's PNG loader reports no error for it.)
    try png.prefix(33).write(to: truncated)
    let missing = fixtures.folder.appendingPathComponent("missing.jpg")

    let cases: [(URL, TextureError.Kind)] = [
      (text, .notAnImage), (empty, .notAnImage), (truncated, .notAnImage), (missing, .unreadable),
      (fixtures.folder, .unreadable),
    ]
    for (file, kind) in cases {
      do {
        let texture = try await Texture.decode(contentsOf: file, fitting: 64)
        XCTFail("\(file.lastPathComponent) decoded as \(texture.width)x\(texture.height)")
      } catch let error as TextureError {
        XCTAssertEqual(error.kind, kind, "\(file.lastPathComponent): \(error)")
        XCTAssertEqual(error.file, file)
        XCTAssertTrue(error.description.contains(file.path), error.description)
        print("TextureDecodeTests: \(error)")
      }
    }
  }

  func testRetainingSomethingThatIsNotATextureGivesNil() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 4, 4))
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    XCTAssertNil(Texture(retaining: UnsafeMutableRawPointer(pixbuf)))
    let texture = try ImageFixtures.texture(width: 3, height: 2)
    XCTAssertEqual([texture.width, texture.height, texture.byteCount], [3, 2, 24])
  }

  /// A cancelled decode of a large JPEG returns CancellationError well before a whole decode
  /// of the same file would have finished.
  func testACancelledDecodeStopsEarly() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let large = try fixtures.image("large.jpg", width: 5000, height: 4000, noisy: true)
    let clock = ContinuousClock()
    let whole = try await clock.measure { _ = try await Texture.decode(contentsOf: large, fitting: 256) }

    let decode = Task.detached { try await Texture.decode(contentsOf: large, fitting: 256) }
    let start = clock.now
    try await Task.sleep(for: whole / 10)
    decode.cancel()
    let outcome = await decode.result
    let cancelled = clock.now - start
    print("TextureDecodeTests: whole decode \(whole), cancelled after \(whole / 10): returned in \(cancelled)")
    XCTAssertThrowsError(try outcome.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    XCTAssertLessThan(cancelled, whole / 2, "the decode stopped at the next chunk, not at the end")
  }
}
