import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A reordering of more than 10,000 items in a list or a sectioned grid goes to GTK as one
/// replace, like a table's sort, and the selection stays with its items.
@MainActor
final class LargeReorderTests: GtkTestCase {
  private func id(_ manager: ListBaseManager, _ indexPath: IndexPath?) -> Int? {
    indexPath.flatMap { manager.memoryStorage.item(at: $0) as? Post }?.id
  }

  func testAListSortedByItsStorageKeepsTheSelectedItems() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.selectionMode = .multiple
    manager.memoryStorage.setItems((0..<20_000).map { Post(id: $0, title: "\(($0 * 7919) % 20_000)") })
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(manager.select(IndexPath(item: 3, section: 0)))
    XCTAssertTrue(manager.select(IndexPath(item: 12_345, section: 0)))
    let emissions = manager.statistics.itemsChangedEmissions
    let shownBefore = WidgetTree.visibleTexts(of: manager.listView)
    let place = try XCTUnwrap(shownBefore.firstIndex { $0.hasPrefix("post 3: ") })

    manager.memoryStorage.sortItems(byKey: { Int(($0 as? Post)?.title ?? "") ?? 0 })
    GtkTestEnvironment.settle(window)
    XCTAssertLessThanOrEqual(manager.statistics.itemsChangedEmissions - emissions, 4, "one replace around a row")
    XCTAssertEqual(Set(manager.selectedIndexPaths.compactMap { id(manager, $0) }), [3, 12_345])
    // The selected row on screen keeps its place (as file managers keep the selection in view).
    let shownAfter = WidgetTree.visibleTexts(of: manager.listView)
    XCTAssertEqual(shownAfter.firstIndex { $0.hasPrefix("post 3: ") }, place, "\(shownAfter.prefix(8))")
  }

  func testAnAnimatedListSortedByItsStorageIsStillOneReplaceThatKeepsTheSelection() async throws {
    // A storage reports a sort this large as a replace carrying the permutation: no 20,000
    // animated moves, and the selection is mapped through it all the same.
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.updater.moveAnimation = .highlight
    manager.memoryStorage.setItems((0..<20_000).map { Post(id: $0, title: "\(($0 * 7919) % 20_000)") })
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(manager.select(IndexPath(item: 12_345, section: 0)))
    let emissions = manager.statistics.itemsChangedEmissions

    manager.memoryStorage.sortItems(byKey: { Int(($0 as? Post)?.title ?? "") ?? 0 })
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(manager.statistics.itemsChangedEmissions - emissions, 2, "one replace")
    XCTAssertEqual(manager.selectedIndexPaths.compactMap { id(manager, $0) }, [12_345])
    XCTAssertEqual(WidgetTree.visibleTexts(of: manager.listView).first, "post 0: 0")
  }

  func testASectionedGridReorderedKeepsTheSelectedItems() async throws {
    let manager = GridViewManager()
    manager.register(PostCell.self)
    manager.registerHeader(HeaderView.self)
    manager.memoryStorage.setItems((0..<12_000).map { Post(id: $0, title: "t") })
    manager.memoryStorage.setItems((0..<12_000).map { Post(id: 20_000 + $0, title: "t") }, forSection: 1)
    manager.memoryStorage.setSectionHeaderModels(["a", "b"])
    let window = TestWindow(width: 600, height: 500, child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(manager.select(IndexPath(item: 5, section: 1)))

    manager.memoryStorage.sortItems(byKey: { -(($0 as? Post)?.id ?? 0) })
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(manager.selectedIndexPaths.compactMap { id(manager, $0) }, [20_005])
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 11_994, section: 1)])
  }
}
