import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// `loadContent` in real windows: what GTK shows is read back from the tiles' labels.
@MainActor
final class ContentLoadingTests: GtkTestCase {
  /// Registers `TileCell` with a load of `delay` ms; `violations` counts values applied to a
  /// cell that shows another item.
  private func register(
    _ manager: ListBaseManager, log: LoadLog, delay: ClosedRange<Int>, violations: Violations
  ) {
    manager.register(TileCell.self) { mapping in
      mapping.loadContent(
        key: { tile in tile.id },
        load: { id in try await log.load(id, delay: delay) },
        placeholder: { cell, _ in cell.showPlaceholder() },
        apply: { cell, tile, text in
          if cell.shownID != tile.id || text != "content \(tile.id)" { violations.count += 1 }
          cell.show(content: text)
        })
    }
  }

  /// Each visible tile's (item label, content label).
  private func visibleTiles(of view: some GtkWidgetConvertible) -> [(String, String)] {
    WidgetTree.visibleRowWidgets(of: view).compactMap { row in
      let texts = WidgetTree.labels(in: row)
      return texts.count >= 2 ? (texts[0], texts[1]) : nil
    }
  }

  /// Whether every visible tile shows its own content (not a placeholder, not another's).
  private func allVisibleLoaded(_ view: some GtkWidgetConvertible) -> Bool {
    let tiles = visibleTiles(of: view)
    return !tiles.isEmpty && tiles.allSatisfy { $0.1 == $0.0.replacingOccurrences(of: "item", with: "content") }
  }

  func testPlaceholderFirstThenEachVisibleTileShowsItsOwnContentOffTheMainThread() async throws {
    let manager = ListViewManager()
    let log = LoadLog()
    let violations = Violations()
    register(manager, log: log, delay: 20...40, violations: violations)
    manager.memoryStorage.setItems((0..<500).map { Tile(id: $0) })
    log.setGate(open: false)  // the loads wait until the first frame is read back
    let window = TestWindow(width: 300, height: 400, child: manager.widget)
    defer { window.close() }
    let first = visibleTiles(of: manager.listView)
    XCTAssertFalse(first.isEmpty)
    XCTAssertTrue(first.allSatisfy { $0.1 == "…" }, "placeholders before any load finished: \(first.prefix(3))")
    log.setGate(open: true)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 10) { allVisibleLoaded(manager.listView) })
    let statistics = manager.contentLoadStatistics
    XCTAssertGreaterThan(statistics.applied, 0)
    XCTAssertEqual(log.snapshot.onMainThread, 0, "no load ran on the main thread")
    XCTAssertEqual(violations.count, 0)
    XCTAssertLessThanOrEqual(statistics.started, statistics.requested)
  }

  func testVisibleTilesLoadFirstWithOneLoadAtATime() async throws {
    let manager = GridViewManager()
    manager.setColumns(min: 4, max: 4)
    manager.maximumConcurrentLoads = 1
    let log = LoadLog()
    let violations = Violations()
    register(manager, log: log, delay: 1...2, violations: violations)
    manager.memoryStorage.setItems((0..<4_000).map { Tile(id: $0) })
    let window = TestWindow(width: 400, height: 300, child: manager.widget)
    defer { window.close() }
    // The one running load waits at the gate while the view jumps; the loads it unblocks
    // then start in priority order.
    log.setGate(open: false)
    manager.scroll(to: IndexPath(item: 2_000, section: 0))
    GtkTestEnvironment.settle(window.widget)
    // Up two screens, to tiles GTK realized (and asked loads for) at the jump, after the
    // tiles that were visible then: bind order alone would load those first.
    manager.scroll(to: IndexPath(item: 1_940, section: 0))
    GtkTestEnvironment.settle(window.widget)
    let before = log.snapshot.started.count
    log.setGate(open: true)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 10) { allVisibleLoaded(manager.gridView) })
    let visibleIDs = Set(visibleTiles(of: manager.gridView).compactMap { Int($0.0.dropFirst(5)) })
    let afterScroll = log.snapshot.started.dropFirst(before)
    XCTAssertEqual(
      Set(afterScroll.prefix(visibleIDs.count)), visibleIDs,
      "visible tiles load before the realized tiles off screen: \(Array(afterScroll.prefix(visibleIDs.count + 4)))")
    XCTAssertEqual(violations.count, 0)
  }

  func testFastScrollingCancelsMostLoadsAndNeverShowsAnotherItemsContent() async throws {
    let manager = GridViewManager()
    manager.setColumns(min: 5, max: 5)
    let log = LoadLog()
    let violations = Violations()
    register(manager, log: log, delay: 5...60, violations: violations)
    var tiles = (0..<10_000).map { Tile(id: $0) }
    manager.memoryStorage.setItems(tiles)
    let window = TestWindow(width: 500, height: 400, child: manager.widget)
    defer { window.close() }
    var generator = SeededGenerator(seed: 44)
    var nextID = 10_000
    for step in 0..<120 {
      manager.scroll(to: IndexPath(item: min(tiles.count - 1, step * 80), section: 0))
      if step % 7 == 0 {
        // A storage change while loads are in flight: removals, an insertion, a moved item.
        let index = Int.random(in: 0..<tiles.count - 10, using: &generator)
        tiles.remove(at: index)
        tiles.insert(Tile(id: nextID), at: index + 3)
        tiles.swapAt(index, index + 5)
        nextID += 1
        manager.memoryStorage.setItems(tiles)
      }
      _ = GtkTestEnvironment.waitForFrames(1, of: window.widget)
      for (item, content) in visibleTiles(of: manager.gridView) where content != "…" {
        XCTAssertEqual(content, item.replacingOccurrences(of: "item", with: "content"), "step \(step)")
      }
    }
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 15) { allVisibleLoaded(manager.gridView) })
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { manager.contentLoadStatistics.running == 0 })
    let statistics = manager.contentLoadStatistics
    print("fast scroll over 10,000 tiles: \(statistics), loads that saw their cancellation: \(log.snapshot.cancelled)")
    XCTAssertEqual(violations.count, 0, "no value applied to a cell showing another item")
    XCTAssertGreaterThan(
      statistics.cancelled, statistics.requested / 2, "most requests are dropped when scrolling fast: \(statistics)")
    XCTAssertGreaterThan(statistics.cancelledRunning, 0)
    XCTAssertGreaterThan(log.snapshot.cancelled, 0, "cancellation reached the loads")
  }

  func testCachedValuesSkipThePlaceholderAndSharedKeysLoadOnce() async throws {
    let manager = ListViewManager()
    let log = LoadLog()
    let cache = Violations()
    manager.register(TileCell.self) { mapping in
      mapping.loadContent(
        key: { tile in tile.id % 10 },  // ten keys for all items
        cached: { key in key == 0 ? "cached" : nil },
        load: { key in try await log.load(key, delay: 1...5) },
        placeholder: { cell, _ in cell.showPlaceholder() },
        apply: { cell, _, text in
          if text == "cached" { cache.count += 1 }
          cell.show(content: text)
        })
    }
    manager.memoryStorage.setItems((0..<30).map { Tile(id: $0) })
    let window = TestWindow(width: 300, height: 2_000, child: manager.widget)
    defer { window.close() }
    XCTAssertEqual(cache.count, 3, "items 0, 10, 20 took the cached value at bind")
    XCTAssertTrue(
      GtkTestEnvironment.pump(timeout: 10) { visibleTiles(of: manager.listView).allSatisfy { $0.1 != "…" } })
    XCTAssertEqual(Set(log.snapshot.started), Set(1...9), "one load per key")
    XCTAssertEqual(log.snapshot.started.count, 9)
    XCTAssertEqual(manager.contentLoadStatistics.cacheHits, 3)
  }

  func testAFailedLoadCallsFailedAndTheOthersStillApply() async throws {
    struct Broken: Error {}
    let manager = ListViewManager()
    var failedItems: [Int] = []
    manager.register(TileCell.self) { mapping in
      mapping.loadContent(
        key: { tile in tile.id },
        load: { id in
          if id == 3 { throw Broken() }
          return "content \(id)"
        },
        placeholder: { cell, _ in cell.showPlaceholder() },
        apply: { cell, _, text in cell.show(content: text) },
        failed: { cell, tile, error in
          failedItems.append(tile.id)
          XCTAssertTrue(error is Broken)
          cell.show(content: "failed")
        })
    }
    manager.memoryStorage.setItems((0..<6).map { Tile(id: $0) })
    let window = TestWindow(width: 300, height: 600, child: manager.widget)
    defer { window.close() }
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 10) { manager.contentLoadStatistics.applied == 5 })
    XCTAssertEqual(failedItems, [3])
    XCTAssertEqual(manager.contentLoadStatistics.failed, 1)
    XCTAssertEqual(visibleTiles(of: manager.listView).map(\.1)[3], "failed")
  }
}

/// A count the tests' closures write on the main thread.
@MainActor
final class Violations {
  var count = 0
}
