import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A cell that shows its string as it is.
final class StringCell: LabelCell, ModelTransfer {
  func update(with model: String) { show(model) }
}

/// A `StringListStorage` in a real `GtkListView`: what GTK binds after every kind of edit, and
/// the selection and row widgets that its position-by-position updates keep.
@MainActor
final class StringListStorageViewTests: GtkTestCase {
  private func makeList(_ strings: [String]) -> (ListViewManager, StringListStorage, TestWindow) {
    let manager = ListViewManager()
    manager.register(StringCell.self)
    let storage = StringListStorage(strings)
    manager.storage = storage
    let window = TestWindow(child: manager.widget)
    GtkTestEnvironment.settle(window.widget)
    return (manager, storage, window)
  }

  /// Every realized cell shows the storage's string at its index path, and GTK has its rows.
  private func assertShowsStorage(_ manager: ListViewManager, _ storage: StringListStorage, _ step: String) {
    let cells = ListProbe(manager).realizedItemCells
    XCTAssertFalse(cells.isEmpty && storage.count > 0, "no realized cell after \(step)")
    XCTAssertEqual(ListProbe(manager).modelRowCount, storage.count, "GTK's rows after \(step)")
    for (path, cell) in cells {
      XCTAssertEqual((cell as? StringCell)?.text, storage.string(at: path.item), "row \(path.item) after \(step)")
    }
  }

  /// Seeded random edits of every kind, with jumps: GTK shows the storage after each.
  func testRandomEditsShowTheStorage() async throws {
    var names = 0
    func fresh(_ count: Int) -> [String] {
      defer { names += count }
      return (names..<(names + count)).map { $0 % 5 == 0 ? "été \($0) 🦆" : "string \($0)" }
    }
    let (manager, storage, window) = makeList(fresh(400))
    defer { window.close() }
    var random = SeededGenerator(seed: 18)
    for step in 0..<80 {
      let position = Int.random(in: 0...storage.count, using: &random)
      let length = Int.random(in: 0...min(30, storage.count - position), using: &random)
      let edit: String
      switch Int.random(in: 0..<6, using: &random) {
      case 0: storage.append(contentsOf: fresh(length)); edit = "append \(length)"
      case 1: storage.insert(contentsOf: fresh(length), at: position); edit = "insert \(length) at \(position)"
      case 2: storage.removeSubrange(position..<(position + length)); edit = "remove \(position)..<\(position + length)"
      case 3:
        storage.splice(at: position, removing: length, inserting: fresh(length / 2))
        edit = "splice \(position) -\(length) +\(length / 2)"
      case 4:
        var next = storage.strings
        next.replaceSubrange(position..<(position + length), with: fresh(length))
        storage.setStrings(next)
        edit = "setStrings over \(position)..<\(position + length)"
      default:
        let target = Int.random(in: 0..<max(storage.count, 1), using: &random)
        manager.scroll(to: IndexPath(item: target, section: 0))
        edit = "scroll to \(target)"
      }
      GtkTestEnvironment.settle(window.widget)
      assertShowsStorage(manager, storage, "step \(step): \(edit)")
    }
  }

  /// A string replaced in place rebinds its row widget and keeps the selection; rows inserted
  /// above, and a move, take the selection and the cell with their row.
  func testUpdatesAndMovesKeepTheSelectionAndTheRowWidget() async throws {
    let (manager, storage, window) = makeList((0..<50).map { "row \($0)" })
    defer { window.close() }
    XCTAssertTrue(manager.select(IndexPath(item: 5, section: 0)))
    GtkTestEnvironment.settle(window.widget)
    let before = ListProbe(manager).realizedItemCells[IndexPath(item: 5, section: 0)] as? StringCell
    storage.replace(at: 5, with: "five")
    GtkTestEnvironment.settle(window.widget)
    let after = ListProbe(manager).realizedItemCells[IndexPath(item: 5, section: 0)] as? StringCell
    XCTAssertTrue(before != nil && before === after, "the row kept its cell")
    XCTAssertEqual(after?.text, "five")
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 5, section: 0)])
    storage.insert(contentsOf: ["a", "b"], at: 0)
    var edited = storage.strings
    edited[20] = "twenty"
    storage.setStrings(edited)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 7, section: 0)])
    XCTAssertEqual(manager.selectedModels.first as? String, "five")
    assertShowsStorage(manager, storage, "insert above and setStrings")
    let selectedCell = ListProbe(manager).realizedItemCells[IndexPath(item: 7, section: 0)] as? StringCell
    storage.move(from: 7, to: 2)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIndexPaths, [IndexPath(item: 2, section: 0)], "the selection moved with its row")
    let movedCell = ListProbe(manager).realizedItemCells[IndexPath(item: 2, section: 0)] as? StringCell
    XCTAssertTrue(selectedCell != nil && selectedCell === movedCell, "the moved row kept its cell")
    assertShowsStorage(manager, storage, "move")
  }
}
