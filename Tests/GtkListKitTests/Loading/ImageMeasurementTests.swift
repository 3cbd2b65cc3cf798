import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// Figures for the issue: a 2-megapixel JPEG decoded to 256 px with and without the loader's
/// DCT scaling, and the cache's throughput. Asserts only what must hold on any machine.
@MainActor
final class ImageMeasurementTests: GtkTestCase {
  private func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Duration {
    var times: [Duration] = []
    for _ in 0..<runs { times.append(try ContinuousClock().measure(body)) }
    return times.sorted()[runs / 2]
  }

  /// The CPU time this thread spent in `body`: time other processes took from it (CI runs
  /// both GTKs' suites side by side) is not counted.
  private func threadCPUTime(_ body: () throws -> Void) rethrows -> Duration {
    func now() -> Duration {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
    let start = now()
    try body()
    return now() - start
  }

  func testDecodeA2MegapixelJPEGTo256() async throws {
    let fixtures = try ImageFixtures()
    defer { fixtures.remove() }
    let photo = try fixtures.image("photo.jpg", width: 1728, height: 1152, photoLike: true)  // 1.99 MP
    let bytes = try FileManager.default.attributesOfItem(atPath: photo.path)[.size] as? Int ?? 0
    // The same chunked loader, told the size (DCT scaling) or not (full decode, then scaled),
    // in turns, each by the CPU time of this thread: a burst of load hits both alike.
    var scaledTimes: [Duration] = [], fullTimes: [Duration] = []
    for _ in 0..<11 {
      scaledTimes.append(try threadCPUTime { _ = try Pixbuf.decode(contentsOf: photo, fitting: 256).texture() })
      fullTimes.append(
        try threadCPUTime { _ = try Pixbuf.decode(contentsOf: photo, fitting: nil).fitting(256).texture() })
    }
    let scaled = scaledTimes.sorted()[5], full = fullTimes.sorted()[5]
    // gdk-pixbuf's one-call path, for reference: whole file, full decode, then scaled.
    let oneCall = median(11) {
      let pixbuf = gdk_pixbuf_new_from_file(photo.path, nil)!
      let small = gdk_pixbuf_scale_simple(pixbuf, 256, 171, GDK_INTERP_BILINEAR)!
      g_object_unref(gdk_texture_new_for_pixbuf(small).map { UnsafeMutableRawPointer($0) })
      g_object_unref(UnsafeMutableRawPointer(small))
      g_object_unref(UnsafeMutableRawPointer(pixbuf))
    }
    let decoded = try await Texture.decode(contentsOf: photo, fitting: 256)
    print(
      "ImageMeasurementTests: 1728x1152 JPEG (\(bytes / 1024) KiB) to \(decoded.width)x\(decoded.height): "
        + "DCT-scaled \(scaled), full decode + scale \(full) (CPU time), "
        + "gdk_pixbuf_new_from_file + scale \(oneCall) (wall clock; medians of 11)"
    )
    XCTAssertEqual([decoded.width, decoded.height], [256, 171])
    XCTAssertLessThan(scaled, full, "decoding at a reduced DCT scale is faster than a full decode")
  }

  func testCacheThroughput() async throws {
    let cache = TextureCache(byteLimit: 1_000 * 400)
    let pool = try (0..<100).map { _ in try ImageFixtures.texture(width: 10, height: 10) }
    let keys = (0..<2_000).map { URL(fileURLWithPath: "/photos/\($0).jpg") }
    for (index, key) in keys.prefix(1_000).enumerated() { cache.insert(pool[index % 100], for: key) }
    let lookups = 200_000
    let hitTime = ContinuousClock().measure {
      for step in 0..<lookups { _ = cache.texture(for: keys[step % 1_000]) }
    }
    let insertTime = ContinuousClock().measure {  // every insert evicts one
      for step in 0..<lookups { cache.insert(pool[step % 100], for: keys[step % 2_000]) }
    }
    let perSecond = { (time: Duration) in
      Int(Double(lookups) / (Double(time.components.attoseconds) / 1e18 + Double(time.components.seconds)))
    }
    print(
      "ImageMeasurementTests: cache of 1,000 textures keyed by URL: \(perSecond(hitTime)) hits/s, "
        + "\(perSecond(insertTime)) inserts with eviction/s (one thread)")
    XCTAssertEqual(cache.count, 1_000)
  }
}
