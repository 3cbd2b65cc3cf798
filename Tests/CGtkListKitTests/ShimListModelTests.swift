import CGtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// The shim's GListModel in a real GtkListView, in a real window (run under Xvfb).
@MainActor
final class ShimListModelTests: GtkTestCase {
  func testMillionItemsSetUpFewRowsAndFewItemObjects() async throws {
    let createdBefore = ListModel.itemsCreated
    let fixture = LabelListFixture(texts: (0..<1_000_000).map { "Row \($0)" })
    let window = TestWindow(width: 400, height: 600, child: fixture.scrolledWindow)
    defer { window.close() }

    XCTAssertGreaterThan(fixture.setups, 0, "the view set up no rows")
    XCTAssertLessThanOrEqual(fixture.setups, 205, "GTK set up \(fixture.setups) rows for 1M items")
    let created = ListModel.itemsCreated - createdBefore
    XCTAssertGreaterThan(created, 0)
    XCTAssertLessThan(created, 1_000, "\(created) item objects were created for 1M storage items")
    XCTAssertEqual(WidgetTree.visibleTexts(of: fixture.view).first, "Row 0")

    // Jump to the end: still few rows, and the last row is shown.
    fixture.scroll(to: 999_999)
    GtkTestEnvironment.settle(window.widget)
    // Measured here: GTK 4.8 makes one more row (206) when the anchor jumps to the end; the
    // rows are recycled, not made per item.
    XCTAssertLessThanOrEqual(fixture.setups, 210)
    XCTAssertEqual(WidgetTree.visibleTexts(of: fixture.view).last, "Row 999999")
    XCTAssertLessThan(ListModel.itemsCreated - createdBefore, 2_000)
  }

  func testSamePositionGivesSamePointerWhileHeld() async throws {
    let fixture = LabelListFixture(texts: (0..<1_000).map { "Row \($0)" })
    let window = TestWindow(child: fixture.scrolledWindow)
    defer { window.close() }
    let model = fixture.model.gListModel

    // A row GTK holds: g_list_model_get_item gives the very object bound to the row.
    let first = g_list_model_get_item(model, 3)
    let second = g_list_model_get_item(model, 3)
    XCTAssertNotNil(first)
    XCTAssertEqual(first, second)
    XCTAssertEqual(fixture.model.cachedItem(at: 3), first)
    XCTAssertEqual(ListModel.position(ofItem: first), 3)
    g_object_unref(first)
    g_object_unref(second)

    // A row GTK does not hold: the same object while the test holds a reference.
    let far = g_list_model_get_item(model, 900)
    let farAgain = g_list_model_get_item(model, 900)
    XCTAssertEqual(far, farAgain)
    let other = g_list_model_get_item(model, 901)
    XCTAssertNotEqual(far, other, "two positions must never share an object")
    g_object_unref(farAgain)
    g_object_unref(other)

    // Released, the object is gone from the cache.
    let aliveBefore = ListModel.itemsAlive
    g_object_unref(far)
    XCTAssertEqual(ListModel.itemsAlive, aliveBefore - 1)
    XCTAssertNil(fixture.model.cachedItem(at: 900))
    XCTAssertNil(g_list_model_get_item(model, 1_000), "past the end gives NULL")
  }

  func testItemsChangedUpdatesWhatTheViewShows() async throws {
    let fixture = LabelListFixture(texts: (0..<500).map { "Row \($0)" })
    let window = TestWindow(child: fixture.scrolledWindow)
    defer { window.close() }
    XCTAssertEqual(Array(WidgetTree.visibleTexts(of: fixture.view).prefix(3)), ["Row 0", "Row 1", "Row 2"])

    // Replace rows 1 and 2, insert one before them.
    fixture.texts.replaceSubrange(1..<3, with: ["New A", "New B", "New C"])
    fixture.model.splice(at: 1, removed: 2, added: 3)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(
      Array(WidgetTree.visibleTexts(of: fixture.view).prefix(5)), ["Row 0", "New A", "New B", "New C", "Row 3"])

    // Remove the first row.
    fixture.texts.removeFirst()
    fixture.model.splice(at: 0, removed: 1, added: 0)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: fixture.view).first, "New A")
    XCTAssertEqual(g_list_model_get_n_items(fixture.model.gListModel), 500)
  }

  func testMoveAsOneSpliceKeepsObjectAndSelection() async throws {
    let fixture = LabelListFixture(texts: (0..<300).map { "Row \($0)" })
    let window = TestWindow(child: fixture.scrolledWindow)
    defer { window.close() }
    fixture.select(5)
    GtkTestEnvironment.settle(window.widget)
    let selectedObject = fixture.model.cachedItem(at: 5)
    XCTAssertNotNil(selectedObject)

    // Move row 5 to position 1: one splice over 1...5, every row of the range kept.
    let moved = fixture.texts.remove(at: 5)
    fixture.texts.insert(moved, at: 1)
    let kept = [(old: 1, new: 2), (old: 2, new: 3), (old: 3, new: 4), (old: 4, new: 5), (old: 5, new: 1)]
    fixture.model.splice(at: 1, removed: 5, added: 5, kept: kept)
    GtkTestEnvironment.settle(window.widget)

    XCTAssertEqual(fixture.selectedPosition, 1, "the selection followed the moved row")
    XCTAssertEqual(fixture.model.cachedItem(at: 1), selectedObject, "the moved row kept its object")
    XCTAssertEqual(ListModel.position(ofItem: selectedObject), 1)
    XCTAssertEqual(Array(WidgetTree.visibleTexts(of: fixture.view).prefix(3)), ["Row 0", "Row 5", "Row 1"])
  }

  func testRemoveThenInsertLosesSelectionWhichIsWhyMovesAreOneSplice() async throws {
    let fixture = LabelListFixture(texts: (0..<300).map { "Row \($0)" })
    let window = TestWindow(child: fixture.scrolledWindow)
    defer { window.close() }
    fixture.select(5)
    let moved = fixture.texts.remove(at: 5)
    fixture.model.splice(at: 5, removed: 1, added: 0)
    fixture.texts.insert(moved, at: 1)
    fixture.model.splice(at: 1, removed: 0, added: 1)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertNotEqual(fixture.selectedPosition, 1, "GTK 4.8 fact: remove-then-insert drops the selection")
  }
}
