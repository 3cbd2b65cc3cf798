import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A mapping chosen by the row's index path (a section condition) and a cell that shows its
/// index path, in a real window: after a move, a section inserted in front or a section moved,
/// every realized row shows the cell type and the index path of its place now. GTK 4.12+ keeps a
/// row whose item object it kept without binding it again, so this holds only if the library
/// presents such rows again itself.
@MainActor
final class PositionDependentMappingTests: GtkTestCase {
  private func makeList() -> (ListViewManager, TestWindow) {
    let manager = ListViewManager()
    // Section 0 shows stars; every other section plain items (DTModelStorage: first match wins).
    manager.register(StarredCell.self, for: Post.self, mapping: { $0.condition = .section(0) }) {
      cell, post, indexPath in cell.present(post, at: indexPath)
    }
    manager.register(PlacedCell.self, for: Post.self) { cell, post, indexPath in cell.present(post, at: indexPath) }
    let window = TestWindow(width: 300, height: 600, child: manager.widget)
    return (manager, window)
  }

  private func fill(_ storage: MemoryStorage, sections: Int, items: Int) {
    storage.setItems(
      (0..<sections).map { s in (0..<items).map { i in Post(id: s * 100 + i, title: "s\(s) i\(i)") as Any } })
  }

  /// Every realized item cell against the storage: its model, its index path, its cell type.
  private func assertCellsMatchPlaces(_ manager: ListViewManager, _ step: String) {
    let cells = ListProbe(manager).realizedItemCells
    XCTAssertFalse(cells.isEmpty, step)
    for (path, cell) in cells {
      guard let cell = cell as? PlacedCell else { return XCTFail("\(step): \(path) shows \(type(of: cell))") }
      let post = manager.memoryStorage.item(at: path) as? Post
      XCTAssertEqual(cell.shown?.id, post?.id, "\(step): the model at \(path)")
      XCTAssertEqual(cell.shownAt, path, "\(step): the index path the cell at \(path) shows")
      XCTAssertEqual(cell is StarredCell, path.section == 0, "\(step): the cell type at \(path)")
    }
  }

  func testMovingAnItemIntoTheFirstSectionGivesItTheFirstSectionsCell() async throws {
    let (manager, window) = makeList()
    defer { window.close() }
    fill(manager.memoryStorage, sections: 2, items: 3)
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "at start")
    manager.memoryStorage.moveItem(at: IndexPath(item: 1, section: 1), to: IndexPath(item: 0, section: 0))
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "after moving [1,1] to [0,0]")
    manager.memoryStorage.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "after moving [0,2] to [1,0]")
  }

  func testASectionInsertedInFrontMovesEveryRowToTheNextSectionsCell() async throws {
    let (manager, window) = makeList()
    defer { window.close() }
    fill(manager.memoryStorage, sections: 2, items: 3)
    GtkTestEnvironment.settle(window)
    try manager.memoryStorage.insertSection(StorageSection(items: [Post(id: 900, title: "new")]), atIndex: 0)
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "after inserting a section at 0")
    try manager.memoryStorage.deleteSections(IndexSet(integer: 0))
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "after deleting it again")
  }

  func testMovingAWholeSectionGivesItsRowsTheirNewSectionsCell() async throws {
    let (manager, window) = makeList()
    defer { window.close() }
    fill(manager.memoryStorage, sections: 3, items: 2)
    GtkTestEnvironment.settle(window)
    try manager.memoryStorage.moveSection(2, toSection: 0)
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "after moving section 2 to 0")
    try manager.memoryStorage.moveSection(0, toSection: 1)
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "after moving section 0 to 1")
  }

  func testAnInsertAboveUpdatesCellsThatShowTheirPosition() async throws {
    let (manager, window) = makeList()
    defer { window.close() }
    fill(manager.memoryStorage, sections: 2, items: 4)
    GtkTestEnvironment.settle(window)
    try manager.memoryStorage.insertItem(Post(id: 901, title: "top"), to: IndexPath(item: 0, section: 1))
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "after inserting at [1,0]")
    try manager.memoryStorage.removeItems(at: [IndexPath(item: 0, section: 0)])
    GtkTestEnvironment.settle(window)
    assertCellsMatchPlaces(manager, "after removing [0,0]")
  }
}

/// A cell that shows its model and the index path it was given.
class PlacedCell: LabelCell {
  private(set) var shown: Post?
  private(set) var shownAt: IndexPath?
  func present(_ post: Post, at indexPath: IndexPath) {
    shown = post
    shownAt = indexPath
    show("\(indexPath.section).\(indexPath.item) \(post.title)")
  }
}

/// The cell of the first section's rows.
final class StarredCell: PlacedCell {}
