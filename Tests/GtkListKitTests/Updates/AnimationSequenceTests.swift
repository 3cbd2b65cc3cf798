import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A seeded burst of updates while every animation runs: after each update, GTK's row count,
/// every realized cell and the selection agree with the storage.
@MainActor
final class AnimationSequenceTests: GtkTestCase {
  func testRapidUpdatesDuringAnimationsKeepGtkAndStorageInAgreement() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.selectionMode = .multiple
    manager.updater.insertAnimation = .slide
    manager.updater.deleteAnimation = .fade
    manager.updater.moveAnimation = .highlight
    manager.updater.updateAnimation = .highlight
    let storage = manager.memoryStorage
    storage.setItems((0..<40).map { Post(id: $0, title: "t\($0)") })
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    var generator = SeededGenerator(seed: 0x5EED_A111)
    func random(_ upper: Int) -> Int { Int(generator.next() % UInt64(max(upper, 1))) }
    var nextID = 1000
    var selected: Set<Int> = []
    for step in 0..<200 {
      var items = storage.items(inSection: 0) as? [Post] ?? []
      switch random(5) {
      case 0:
        items.insert(Post(id: nextID, title: "n"), at: random(items.count + 1))
        nextID += 1
      case 1 where items.count > 5: items.remove(at: random(items.count))
      case 2: items.insert(items.remove(at: random(items.count)), at: random(items.count))
      case 3: items[random(items.count)].title = "s\(step)"
      default:
        let item = random(items.count)
        if manager.select(IndexPath(item: item, section: 0)) { selected.insert(items[item].id) }
      }
      storage.setItems(items)
      selected.formIntersection(items.map(\.id))
      if step % 3 == 0 { _ = GtkTestEnvironment.waitForFrames(1, of: window.widget) }
      XCTAssertEqual(manager.modelRowCount, items.count, "step \(step)")
      for (path, cell) in manager.realizedItemCells {
        XCTAssertEqual((cell as? PostCell)?.model, items[path.item], "step \(step), row \(path.item)")
      }
      XCTAssertEqual(Set(manager.selectedIndexPaths.map { items[$0.item].id }), selected, "step \(step)")
    }
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 2) { manager.updater.animator.isIdle }, "animations end")
    XCTAssertEqual(WidgetTree.children(of: manager.widget).count, 1, "no image of a deleted row is left")
  }
}
