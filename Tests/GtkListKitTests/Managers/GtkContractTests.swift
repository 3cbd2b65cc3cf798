import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// What must hold whichever rows GTK binds again after `items-changed` (GTK 4.8 binds every
/// realized row after a change, 4.12+ only rows whose item object is new; both bind during the
/// emission). Each test reads back what GTK shows.
@MainActor
final class GtkContractTests: GtkTestCase {
  /// `count` posts titled `title` in a list shown in a 400×300 window, settled.
  private func shownList(_ count: Int, title: String) -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems((0..<count).map { Post(id: $0, title: title) })
    let window = TestWindow(width: 400, height: 300, child: manager.widget)
    GtkTestEnvironment.settle(window.widget)
    return (manager, window)
  }

  /// One update sent as two splices: removing rows near the top brings rows into GTK's realized
  /// range at its end (about 200 rows on), which GTK binds while it handles the first splice, at
  /// positions the second splice (a removal further down) then shifts. GTK 4.18 showed them one
  /// item off.
  func testRowsBoundBetweenTwoSplicesShowTheirOwnItem() async throws {
    let (manager, window) = shownList(2_000, title: "t")
    defer { window.close() }
    let before = manager.statistics.itemsChangedEmissions
    try manager.memoryStorage.performUpdates {
      try manager.memoryStorage.removeItems(at: (1...4).map { IndexPath(item: $0, section: 0) })
      try manager.memoryStorage.removeItems(at: [IndexPath(item: 14, section: 0)])
    }
    XCTAssertEqual(manager.statistics.itemsChangedEmissions - before, 2, "the update is sent as two splices")
    GtkTestEnvironment.settle(window.widget)
    let items = manager.memoryStorage.items(inSection: 0)?.compactMap { ($0 as? Post)?.id } ?? []
    let cells = manager.realizedItemCells
    XCTAssertGreaterThan(cells.count, 5)
    for (path, cell) in cells {
      XCTAssertEqual((cell as? PostCell)?.model?.id, items[path.item], "row \(path.item)")
    }
    for text in WidgetTree.visibleTexts(of: manager.listView) {
      let id = Int(text.split(separator: " ")[1].dropLast()) ?? -1
      XCTAssertTrue(items.contains(id), "a removed item is shown: \(text)")
    }
  }

  /// An update that inserts above a row and changes that row's model: GTK 4.12+ moves the row
  /// without binding it again, so the updater must bind it with its new model itself.
  func testAChangedRowThatAlsoMovedShowsItsNewModel() async throws {
    let (manager, window) = shownList(50, title: "old")
    defer { window.close() }
    try manager.memoryStorage.performUpdates {
      try manager.memoryStorage.insertItem(Post(id: 100, title: "new"), to: IndexPath(item: 0, section: 0))
      try manager.memoryStorage.replaceItem(at: IndexPath(item: 5, section: 0), with: Post(id: 4, title: "changed"))
    }
    GtkTestEnvironment.settle(window.widget)
    let cell = try XCTUnwrap(manager.cell(at: IndexPath(item: 5, section: 0)) as? PostCell)
    XCTAssertEqual(cell.model?.title, "changed")
    XCTAssertTrue(WidgetTree.visibleTexts(of: manager.listView).contains("post 4: changed"))
    XCTAssertFalse(WidgetTree.visibleTexts(of: manager.listView).contains("post 4: old"))
  }

  /// A change whose removed rows start a few rows into a run of rows GTK has no widget for and end
  /// among realized rows: GTK 4.8 counted the removal from the run's start, so the widgets of its
  /// last rows stayed (holding removed items) and the row it keeps got a second widget, which GTK
  /// warned about on a later change (see ``RemovalStart``).
  func testARemovalStartingInsideRowsWithoutWidgetsReleasesAllItsRows() async throws {
    let (manager, window) = shownList(1_000, title: "t")
    defer { window.close() }
    manager.scroll(to: IndexPath(item: 600, section: 0))
    GtkTestEnvironment.settle(window.widget)
    let realized = manager.boundCells.keys.sorted()
    let gap = try XCTUnwrap(zip([-1] + realized, realized).first { $1 - $0 > 8 }, "rows without widgets")
    let start = gap.0 + 5, end = gap.1 + 8  // the last 8 removed rows have widgets
    let old = manager.memoryStorage.items(inSection: 0)?.compactMap { $0 as? Post } ?? []
    // One splice: [start, end) removed, its second to last row kept (moved to `start`).
    manager.memoryStorage.setItems(Array(old[..<start]) + [old[end - 2]] + Array(old[end...]), forSection: 0)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertNil(manager.rowWidgetDivergence)
    try manager.memoryStorage.deleteSections(IndexSet(integer: 0))  // GTK releases every row: no warning
    GtkTestEnvironment.settle(window.widget)
  }
}
