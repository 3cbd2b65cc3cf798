import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// Prefetch events, and `loadContent` in a table's column and in a tree, in real windows.
@MainActor
final class ContentLoadingViewsTests: GtkTestCase {
  private func visibleIDs(_ view: some GtkWidgetConvertible) -> [Int] {
    WidgetTree.visibleRowWidgets(of: view).compactMap { row in
      WidgetTree.labels(in: row).first.flatMap { Int($0.dropFirst(5)) }
    }
  }

  func testPrefetchAnnouncesTheItemsPastTheVisibleOnesAndCancelsThoseLeftBehind() async throws {
    let manager = ListViewManager()
    manager.prefetchDistance = 10
    var prefetched: [Int] = []
    var cancelled: [Int] = []
    /// Announced and not cancelled since.
    var active: Set<Int> = []
    manager.register(TileCell.self) { mapping in
      mapping.prefetch { tile, indexPath in
        XCTAssertEqual(indexPath.item, tile.id)
        XCTAssertFalse(active.contains(tile.id), "announced once while it stays in the window")
        prefetched.append(tile.id)
        active.insert(tile.id)
      }
      mapping.cancelPrefetch { tile, _ in
        cancelled.append(tile.id)
        active.remove(tile.id)
      }
    }
    manager.memoryStorage.setItems((0..<1_000).map { Tile(id: $0) })
    let window = TestWindow(width: 300, height: 300, child: manager.widget)
    defer { window.close() }
    XCTAssertTrue(GtkTestEnvironment.pump { prefetched.count == 10 })
    let last = try XCTUnwrap(visibleIDs(manager.listView).max())
    XCTAssertEqual(prefetched, Array(last + 1...last + 10), "the ten items below the last visible one, nearest first")
    let firstWindow = Set(prefetched)

    manager.scroll(to: IndexPath(item: 500, section: 0))
    GtkTestEnvironment.settle(window.widget)
    let newLast = try XCTUnwrap(visibleIDs(manager.listView).max())
    XCTAssertTrue(GtkTestEnvironment.pump { active == Set(newLast + 1...newLast + 10) }, "\(active.sorted())")
    XCTAssertTrue(firstWindow.isSubset(of: cancelled), "the first window was left without being shown")

    // Back up a few rows: the scroll turned, so the window is above the visible items now.
    manager.scroll(to: IndexPath(item: 480, section: 0))
    GtkTestEnvironment.settle(window.widget)
    let first = try XCTUnwrap(visibleIDs(manager.listView).min())
    XCTAssertTrue(GtkTestEnvironment.pump { active == Set(first - 10...first - 1) }, "\(active.sorted())")
    XCTAssertTrue(Set(newLast + 1...newLast + 10).isSubset(of: cancelled))
  }

  func testATableColumnLoadsItsCellsContent() async throws {
    let table = ColumnViewManager()
    let log = LoadLog()
    table.addColumn("title", title: "Title") { column in
      column.register(TileCell.self) { mapping in
        mapping.loadContent(
          key: { tile in tile.id },
          load: { id in try await log.load(id, delay: 1...10) },
          placeholder: { cell, _ in cell.showPlaceholder() },
          apply: { cell, _, text in cell.show(content: text) })
      }
    }
    table.memoryStorage.setItems((0..<2_000).map { Tile(id: $0) })
    let window = TestWindow(width: 400, height: 400, child: table.widget)
    defer { window.close() }
    // The visible rows' labels, each row as the labels of its one cell.
    let visibleRows = { () -> [[String]] in
      // The visible rows of the table's list (GtkListItemWidget on GTK 4.8,
      // GtkColumnViewRowWidget on 4.12+), each as the labels of its one cell.
      guard let list = WidgetTree.rowList(ofTable: table.columnView) else { return [] }
      let height = Double(gtk_widget_get_height(list))
      let rows = WidgetTree.children(of: list).filter { row in
        let frame = WidgetTree.bounds(of: row, in: list)
        return gtk_widget_get_child_visible(row) != 0 && !WidgetTree.children(of: row).isEmpty && frame.height > 0
          && frame.y + frame.height > 0 && frame.y < height
      }
      return rows.map { WidgetTree.labels(in: $0) }
    }
    let loaded = {
      let rows = visibleRows()
      return !rows.isEmpty
        && rows.allSatisfy { $0.count == 2 && $0[1] == $0[0].replacingOccurrences(of: "item", with: "content") }
    }
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 10) { loaded() }, "\(visibleRows()) \(table.contentLoadStatistics)")
    table.scroll(to: IndexPath(item: 1_500, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 10) { loaded() }, "\(visibleRows()) \(table.contentLoadStatistics)")
    XCTAssertGreaterThan(table.contentLoadStatistics.applied, 10)
    XCTAssertEqual(log.snapshot.onMainThread, 0)
  }

  func testASectionedGridsTilesLoadTheirOwnContentAcrossSections() async throws {
    let manager = GridViewManager()
    manager.itemWidth = 100
    let log = LoadLog()
    let violations = Violations()
    manager.register(TileCell.self) { mapping in
      mapping.loadContent(
        key: { tile in tile.id },
        load: { id in try await log.load(id, delay: 1...20) },
        placeholder: { cell, _ in cell.showPlaceholder() },
        apply: { cell, tile, text in
          if cell.shownID != tile.id { violations.count += 1 }
          cell.show(content: text)
        })
    }
    manager.registerHeader(HeaderView.self)
    let sections = (0..<20).map { section in (0..<50).map { Tile(id: section * 1_000 + $0) } }
    manager.memoryStorage.setItems(sections as [[Any]])
    manager.memoryStorage.setSectionHeaderModels((0..<20).map { "Month \($0)" })
    let window = TestWindow(width: 520, height: 400, child: manager.widget)
    defer { window.close() }
    // A tile is a box of two labels inside a strip row: read each tile's pair.
    let tiles = {
      WidgetTree.descendants(of: manager.gridView).compactMap { widget -> (String, String)? in
        let children = WidgetTree.children(of: widget)
        guard children.count == 2, children.allSatisfy({ WidgetTree.typeName($0) == "GtkLabel" }) else { return nil }
        let labels = children.flatMap { WidgetTree.labels(in: $0) }
        guard labels.count == 2, labels[0].hasPrefix("item ") else { return nil }
        return (labels[0], labels[1])
      }
    }
    let loaded = {
      let shown = tiles()
      return !shown.isEmpty
        && shown.allSatisfy { $0.1 == "…" || $0.1 == $0.0.replacingOccurrences(of: "item", with: "content") }
        && manager.contentLoadStatistics.running == 0 && manager.contentLoadStatistics.waiting == 0
    }
    for section in [7, 15, 2] {
      manager.scroll(to: IndexPath(item: 10, section: section))
      GtkTestEnvironment.settle(window.widget)
      // Drains the loop fully each round: the check reads every realized tile (slow), and a
      // pump whose 5 ms timer is always due would starve the loader's idle prioritizing.
      let done = await MainActorPump.until(timeout: 20) { loaded() }
      XCTAssertTrue(
        done,
        "section \(section): \(manager.contentLoadStatistics) \(tiles().prefix(12))")
      XCTAssertTrue(
        WidgetTree.visibleTexts(of: manager.gridView).contains("header Month \(section)")
          || tiles().contains { $0.0.hasPrefix("item \(section)") })
    }
    XCTAssertEqual(violations.count, 0)
    XCTAssertGreaterThan(manager.contentLoadStatistics.applied, 20)
  }

  func testATreeRowLoadsItsContentAndAnExpansionLoadsTheChildrensContent() async throws {
    let storage = TreeStorage<Int>(
      roots: (0..<5).map { Tile(id: $0 * 100) }, isExpandable: { $0.id % 100 == 0 },
      children: { tile in (1...5).map { Tile(id: tile.id + $0) } })
    let manager = TreeListManager(storage: storage)
    let log = LoadLog()
    manager.register(TileCell.self) { mapping in
      mapping.loadContent(
        key: { tile in tile.id },
        load: { id in try await log.load(id, delay: 1...10) },
        placeholder: { cell, _ in cell.showPlaceholder() },
        apply: { cell, _, text in cell.show(content: text) })
    }
    let window = TestWindow(width: 300, height: 600, child: manager.widget)
    defer { window.close() }
    XCTAssertTrue(manager.expand(200))
    let shown = {
      WidgetTree.visibleRowWidgets(of: manager.listView).map { WidgetTree.labels(in: $0) }
    }
    // Each row shows its own item's content, whatever GTK's layout has placed yet.
    XCTAssertTrue(
      GtkTestEnvironment.pump(timeout: 10) {
        let rows = shown()
        return rows.count == 10
          && rows.allSatisfy { $0.count == 2 && $0[1] == $0[0].replacingOccurrences(of: "item", with: "content") }
      }, "\(shown())")
    // Where the rows are is read once GTK has laid them out.
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(shown().map { $0[0] }[3], "item 201", "the first child of 200, below it: \(shown())")
  }
}
