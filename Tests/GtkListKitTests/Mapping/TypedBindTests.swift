import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A section set from one Swift array keeps that array, and a bound row reads its model from it
/// without an `Any`. These tests read back what GTK shows for the cases where that shortcut must
/// step aside: subclasses, existential arrays, and rows scrolled far and recycled.
@MainActor
final class TypedBindTests: GtkTestCase {
  /// Rows recycled across random jumps show their own item, row after row.
  func testRandomJumpsShowEveryRowsOwnModel() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.memoryStorage.setItems((0..<20_000).map { Post(id: $0, title: "t\($0 % 7)") })
    GtkTestEnvironment.settle(window.widget)
    var random = SeededGenerator(seed: 5)
    for _ in 0..<12 {
      let target = Int.random(in: 0..<20_000, using: &random)
      manager.scroll(to: IndexPath(item: target, section: 0))
      GtkTestEnvironment.settle(window.widget)
      let texts = WidgetTree.visibleTexts(of: manager.listView)
      XCTAssertTrue(texts.contains("post \(target): t\(target % 7)"), "row \(target) not shown: \(texts.prefix(3))")
      for text in texts {
        // Each row shows "post i: t(i % 7)": its own model, not a neighbour's.
        let parts = text.split(separator: " ")
        let id = Int(parts[1].dropLast()) ?? -1
        XCTAssertEqual(text, "post \(id): t\(id % 7)")
      }
    }
  }

  /// A `[Animal]` whose dogs have their own mapping: a row that showed an animal and now shows
  /// a dog changes cell type, though the array is typed `Animal`.
  func testSubclassInTypedArrayGetsItsOwnCell() async throws {
    let manager = ListViewManager()
    manager.register(DogCell.self)
    manager.register(AnimalCell.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    let animals: [Animal] = (0..<3_000).map { $0 % 3 == 0 ? Dog(name: "d\($0)") : Animal(name: "a\($0)") }
    manager.memoryStorage.setItemsWithoutDiffing(animals)  // kept as [Animal]
    GtkTestEnvironment.settle(window.widget)
    for target in [1_501, 2_998, 10, 1_000] {
      manager.scroll(to: IndexPath(item: target, section: 0))
      GtkTestEnvironment.settle(window.widget)
      let texts = WidgetTree.visibleTexts(of: manager.listView)
      XCTAssertFalse(texts.isEmpty)
      for text in texts {
        let index = Int(text.split(separator: " ")[1].dropFirst()) ?? -1
        XCTAssertEqual(text, index % 3 == 0 ? "dog d\(index)" : "animal a\(index)", "after a jump to \(target)")
      }
    }
  }

  /// A `[Food]` (an existential array) maps each element by its own type, kept as `[Food]` or
  /// converted to `[Any]`. Either way the elements are `Any`s holding a `Food` existential, which
  /// crashed the exact-type bind of the carrot mapping before.
  func testExistentialArrayMapsEachElementByItsType() async throws {
    for typed in [true, false] {
      let manager = ListViewManager()
      manager.register(CarrotCell.self)
      manager.register(FoodCell.self)
      let window = TestWindow(child: manager.widget)
      defer { window.close() }
      let foods: [Food] = (0..<2_000).map { $0.isMultiple(of: 2) ? Apple(kind: "k\($0)") as Food : Carrot(length: $0) }
      if typed { manager.memoryStorage.setItemsWithoutDiffing(foods) } else { manager.memoryStorage.setItems(foods) }
      checkFoods(manager, window)
    }
  }

  private func checkFoods(_ manager: ListViewManager, _ window: TestWindow) {
    for target in [0, 1_337, 64] {
      manager.scroll(to: IndexPath(item: target, section: 0))
      GtkTestEnvironment.settle(window.widget)
      let texts = WidgetTree.visibleTexts(of: manager.listView)
      XCTAssertFalse(texts.isEmpty)
      for text in texts {
        XCTAssertTrue(text.hasPrefix("carrot cell ") || text.hasPrefix("food apple k"), text)
        if text.hasPrefix("carrot cell ") { XCTAssertEqual((Int(text.dropFirst(12)) ?? 0) % 2, 1, text) }
      }
    }
  }

  /// The bind reads the typed array once per change of the storage's sections: after every
  /// kind of change (a diffed or undiffed replacement, an edit, an insert, a removal, a sort, a
  /// model of another type that makes the section untyped, and back) each shown row is its
  /// storage item.
  func testEveryChangeOfTheTypedSectionIsWhatTheRowsShow() async throws {
    let manager = ListViewManager()
    manager.register(PostCell.self)
    manager.register(AdCell.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    let storage = manager.memoryStorage
    storage.setItems((0..<3_000).map { Post(id: $0, title: "a") })
    var random = SeededGenerator(seed: 11)
    for step in 0..<24 {
      let count = storage.numberOfItems(inSection: 0)
      let row = IndexPath(item: Int.random(in: 0..<max(count, 1), using: &random), section: 0)
      switch step % 8 {
      case 0: storage.setItems((0..<3_000).map { Post(id: $0, title: "s\(step)") })
      case 1: storage.setItemsWithoutDiffing((0..<2_500).map { Post(id: $0, title: "u\(step)") })
      case 2: try storage.replaceItem(at: row, with: Post(id: 90_000 + step, title: "r"))
      case 3: try storage.insertItem(Post(id: 80_000 + step, title: "i"), to: row)
      case 4: try storage.removeItems(at: [row])
      case 5: storage.sortItems(byKey: { ($0 as? Post)?.id ?? 0 }, ascending: step % 2 == 0)
      case 6: try storage.insertItem(Ad(sponsor: "x\(step)"), to: row)  // the section is no longer typed
      default: storage.setItems((0..<2_000).map { Post(id: $0, title: "t\(step)") })
      }
      manager.scroll(
        to: IndexPath(item: Int.random(in: 0..<storage.numberOfItems(inSection: 0), using: &random), section: 0))
      GtkTestEnvironment.settle(window.widget)
      checkRowsShowTheStorage(manager, after: step)
    }
  }

  private func checkRowsShowTheStorage(_ manager: ListViewManager, after step: Int) {
    let shown = manager.indexPathsForVisibleItems
    XCTAssertFalse(shown.isEmpty, "step \(step)")
    for indexPath in shown {
      let expected: String
      switch manager.memoryStorage.item(at: indexPath) {
      case let post as Post: expected = "post \(post.id): \(post.title)"
      case let ad as Ad: expected = "ad \(ad.sponsor)"
      default: expected = "?"
      }
      // What GTK shows: the label of the cell in the row at that index path.
      XCTAssertEqual((manager.cell(at: indexPath) as? LabelCell)?.text, expected, "step \(step), row \(indexPath.item)")
    }
  }

  /// The events that need the model still come for typed rows: `bind` once per bound row,
  /// `unbind` with the model the row showed.
  func testBindAndUnbindClosuresStillFire() async throws {
    let manager = ListViewManager()
    var bound: [Int] = [], unbound: [Int] = []
    manager.register(PostCell.self) { mapping in
      mapping.bind { _, post, _ in bound.append(post.id) }
      mapping.unbind { _, post, _ in unbound.append(post.id) }
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.memoryStorage.setItems((0..<5_000).map { Post(id: $0, title: "t") })
    GtkTestEnvironment.settle(window.widget)
    let firstShown = Set(bound)
    let before = manager.statistics.binds
    manager.scroll(to: IndexPath(item: 4_000, section: 0))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(bound.count, manager.statistics.binds, "every bind fired the closure")
    XCTAssertGreaterThan(manager.statistics.binds, before)
    XCTAssertTrue(bound.contains(4_000))
    XCTAssertFalse(unbound.isEmpty, "the rows that scrolled away were unbound")
    XCTAssertTrue(Set(unbound).isSubset(of: firstShown), "each unbind had the model its row showed: \(unbound)")
  }
}

private final class DogCell: LabelCell, ModelTransfer {
  func update(with model: Dog) { show("dog \(model.name)") }
}

private final class CarrotCell: LabelCell, ModelTransfer {
  func update(with model: Carrot) { show("carrot cell \(model.length)") }
}
