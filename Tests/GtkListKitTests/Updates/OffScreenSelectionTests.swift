import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A manager whose view was never on screen reloads on every change (it has no scroll position
/// or widgets to keep), but the items an app selected before the window opened stay selected,
/// by identity, as they do on screen: an app restores its selection at start-up, then its data
/// arrives.
@MainActor
final class OffScreenSelectionTests: GtkTestCase {
  private func posts(_ ids: [Int]) -> [Post] { ids.map { Post(id: $0, title: "post \($0)") } }

  /// Selects post 2 of posts 1...4, inserts post 0 first, removes post 3 and moves post 4
  /// first: post 2 stays selected wherever it goes, and the app hears of no change.
  private func assertSelectionFollowsItems(_ manager: ListBaseManager, headers: Bool, _ kind: String) throws {
    manager.register(PostCell.self)
    if headers { manager.registerHeader(HeaderView.self) }
    manager.memoryStorage.setItems(posts([1, 2, 3, 4]))
    if headers { manager.memoryStorage.setSectionHeaderModels(["A"]) }
    manager.selectionMode = .multiple
    var changes: [SelectionChange] = []
    manager.selectionDidChange { changes.append($0) }
    XCTAssertTrue(manager.select(IndexPath(item: 1, section: 0)), kind)
    changes = []

    manager.memoryStorage.setItems(posts([0, 1, 2, 3, 4]))
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 2, section: 0)], "\(kind): after an insert above")
    manager.memoryStorage.setItems(posts([4, 0, 1, 2]))
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 3, section: 0)], "\(kind): after a move and a removal")
    XCTAssertEqual(changes, [], "\(kind): the selected item never left the selection")

    manager.memoryStorage.setItems(posts([4, 0, 1]))
    XCTAssertEqual(manager.selectedIndexPaths, [], "\(kind): a removed item is not selected")

    // Shown now: the rows GTK binds show the same selection the manager reports.
    XCTAssertTrue(manager.select(IndexPath(item: 0, section: 0)), kind)
    manager.memoryStorage.setItems(posts([9, 4, 0, 1]))
    let window = TestWindow(width: 400, height: 400, child: manager.widget.ptr)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 1, section: 0)], "\(kind): shown")
  }

  func testAListNeverShownKeepsTheSelectedItemsThroughUpdates() async throws {
    try assertSelectionFollowsItems(ListViewManager(), headers: false, "list")
    try assertSelectionFollowsItems(ListViewManager(), headers: true, "list with a header")
  }

  func testAGridNeverShownKeepsTheSelectedItemsThroughUpdates() async throws {
    try assertSelectionFollowsItems(GridViewManager(), headers: false, "grid")
    try assertSelectionFollowsItems(GridViewManager(), headers: true, "sectioned grid")
  }

  func testATableNeverShownKeepsTheSelectedItemsThroughUpdates() async throws {
    let table = ColumnViewManager()
    table.addColumn("title", title: "Title")
    try assertSelectionFollowsItems(table, headers: false, "table")
  }
}
