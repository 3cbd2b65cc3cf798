import CGtkListKitTesting
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

/// `TextureCache`: least recently shown out first, never over its byte limit, safe from many
/// tasks at once, trimmed on GLib's memory warnings.
@MainActor
final class TextureCacheTests: GtkTestCase {
  /// 10×10 textures: 400 bytes each.
  private func textures(_ count: Int) throws -> [Texture] {
    try (0..<count).map { _ in try ImageFixtures.texture(width: 10, height: 10) }
  }

  func testTheLeastRecentlyShownGoesFirstAndTheLimitHolds() async throws {
    let cache = TextureCache(byteLimit: 1_200)
    let made = try textures(5)
    cache.insert(made[0], for: "a")
    cache.insert(made[1], for: "b")
    cache.insert(made[2], for: "c")
    XCTAssertEqual([cache.count, cache.byteCount], [3, 1_200])
    XCTAssertTrue(cache.texture(for: "a") === made[0], "a is shown: now the most recent")
    cache.insert(made[3], for: "d")
    XCTAssertNil(cache.texture(for: "b"), "b was the least recently shown")
    XCTAssertTrue(cache.texture(for: "a") === made[0])
    XCTAssertTrue(cache.texture(for: "c") === made[2])
    XCTAssertTrue(cache.texture(for: "d") === made[3])
    XCTAssertEqual([cache.count, cache.byteCount], [3, 1_200])

    cache.insert(made[4], for: "a")  // replaces a's texture, same bytes
    XCTAssertTrue(cache.texture(for: "a") === made[4])
    XCTAssertEqual(cache.byteCount, 1_200)

    cache.byteLimit = 800  // lowering the limit evicts at once: c (then d, a shown after)
    XCTAssertEqual([cache.count, cache.byteCount], [2, 800])
    XCTAssertNil(cache.texture(for: "c"))

    let big = try ImageFixtures.texture(width: 20, height: 20)  // 1,600 bytes: over the limit
    cache.insert(big, for: "big")
    XCTAssertNil(cache.texture(for: "big"), "a texture larger than the limit is not kept")
    XCTAssertEqual(cache.count, 2)

    cache.trim(toBytes: 400)
    XCTAssertEqual([cache.count, cache.byteCount], [1, 400])
    cache.removeAll()
    XCTAssertEqual([cache.count, cache.byteCount], [0, 0])
    XCTAssertEqual(cache.byteLimit, 800)
  }

  func testKeysOfDifferentTypesNeverCollide() async throws {
    let cache = TextureCache(byteLimit: 10_000)
    let made = try textures(2)
    cache.insert(made[0], for: 1)
    cache.insert(made[1], for: "1")
    XCTAssertTrue(cache.texture(for: 1) === made[0])
    XCTAssertTrue(cache.texture(for: "1") === made[1])
    cache.removeTexture(for: 1)
    XCTAssertNil(cache.texture(for: 1))
    XCTAssertEqual(cache.count, 1)
  }

  /// 16 tasks insert and look up 2,000 keys each over a shared range; the cache stays within
  /// its limit and its byte count equals what it holds.
  func testManyTasksAtOnce() async throws {
    let cache = TextureCache(byteLimit: 400 * 300)
    let pool = try textures(64)
    let start = ContinuousClock.now
    let tasks = (0..<16).map { task in
      Task.detached {
        var (hits, mostBytes) = (0, 0)
        for step in 0..<2_000 {
          let key = (task * 7 + step * 13) % 1_000
          if cache.texture(for: key) != nil { hits += 1 } else { cache.insert(pool[key % pool.count], for: key) }
          mostBytes = max(mostBytes, cache.byteCount)
        }
        return (hits, mostBytes)
      }
    }
    var (hits, mostBytes) = (0, 0)
    for task in tasks {
      let (taskHits, taskBytes) = await task.value
      hits += taskHits
      mostBytes = max(mostBytes, taskBytes)
    }
    let elapsed = ContinuousClock.now - start
    print("TextureCacheTests: 32,000 lookups/inserts from 16 tasks in \(elapsed), \(hits) hits")
    XCTAssertEqual(cache.count, 300)
    XCTAssertEqual(cache.byteCount, 300 * 400)
    // Hits depend on how the tasks interleave (none when a busy machine runs them one by one).
    cache.insert(pool[0], for: -1)
    XCTAssertNotNil(cache.texture(for: -1), "a texture just inserted is served")
    XCTAssertLessThanOrEqual(mostBytes, cache.byteLimit, "never over the limit, as seen by any task")
  }

  func testAMemoryWarningTrimsAFollowingCache() async throws {
    let cache = TextureCache(byteLimit: 4_000)
    let bystander = TextureCache(byteLimit: 4_000)
    cache.followMemoryMonitor()
    for (index, texture) in try textures(10).enumerated() {
      cache.insert(texture, for: index)
      bystander.insert(texture, for: index)
    }
    cgtk_testing_emit_low_memory_warning(50)  // low: keeps half
    XCTAssertEqual(cache.byteCount, 2_000)
    XCTAssertNotNil(cache.texture(for: 9), "the most recent stay")
    XCTAssertNil(cache.texture(for: 0))
    XCTAssertEqual(bystander.byteCount, 4_000, "a cache that does not follow the monitor is left alone")
    cgtk_testing_emit_low_memory_warning(255)  // critical: keeps nothing
    XCTAssertEqual(cache.count, 0)
    cache.trimForMemoryPressure(keeping: 0.25)
    bystander.trimForMemoryPressure(keeping: 0.25)
    XCTAssertEqual(bystander.byteCount, 800)
  }
}
