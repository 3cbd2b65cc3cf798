import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A move across a long list (a live database row whose sort key sent it from the bottom to the
/// top) in a real window: GTK is asked for a handful of rows, not every row in between, the
/// selection stays with the moved item, and every row GTK shows is the storage's row there.
@MainActor
final class LongMoveTests: GtkTestCase {
  private let rows = 200_000

  private func makeList() -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems((0..<rows).map { Post(id: $0, title: "t\($0)") })
    let window = TestWindow(width: 300, height: 400, child: manager.widget)
    GtkTestEnvironment.settle(window)
    return (manager, window)
  }

  private func assertRowsMatchStorage(_ manager: ListViewManager, _ step: String) {
    let cells = ListProbe(manager).realizedItemCells
    XCTAssertFalse(cells.isEmpty, step)
    for (path, cell) in cells {
      XCTAssertEqual((cell as? PostCell)?.model, manager.memoryStorage.item(at: path) as? Post, "\(step): \(path)")
    }
  }

  func testASelectedRowMovedFromTheBottomToTheTopKeepsItsSelectionAndCostsAFewRows() async throws {
    let (manager, window) = makeList()
    defer { window.close() }
    let moved = IndexPath(item: rows - 10, section: 0)
    XCTAssertTrue(manager.select(moved))
    let probe = ListProbe(manager)
    probe.resetGetItemCalls()
    manager.memoryStorage.moveItem(at: moved, to: IndexPath(item: 0, section: 0))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 0, section: 0)], "the selection went with the item")
    XCTAssertEqual((manager.memoryStorage.item(at: IndexPath(item: 0, section: 0)) as? Post)?.id, rows - 10)
    // One splice over the 200,000 rows between would have GTK fetch each of them.
    XCTAssertLessThan(probe.getItemCalls, 2_000, "GTK asked for \(probe.getItemCalls) rows")
    assertRowsMatchStorage(manager, "after the move to the top")
  }

  func testASelectedRowMovedDownAcrossTheListKeepsItsSelection() async throws {
    let (manager, window) = makeList()
    defer { window.close() }
    XCTAssertTrue(manager.select(IndexPath(item: 3, section: 0)))
    manager.memoryStorage.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: rows - 1, section: 0))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: rows - 1, section: 0)])
    assertRowsMatchStorage(manager, "after the move to the bottom")
    // A short move keeps going as one splice (the row's widget stays): the selection follows too.
    XCTAssertTrue(manager.select(IndexPath(item: 5, section: 0)))
    manager.memoryStorage.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 50, section: 0))
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 50, section: 0)])
    assertRowsMatchStorage(manager, "after a short move")
  }
}
