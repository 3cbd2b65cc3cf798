import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Items dragged with the real pointer between a list and a table side by side: each drop moves
/// the item from one manager's `MemoryStorage` to the other's, at the row it was dropped on.
@MainActor
final class ColumnViewDropTests: GtkTestCase {
  private func posts(_ ids: Range<Int>) -> [Post] { ids.map { Post(id: $0, title: "t") } }

  private func ids(_ manager: ListBaseManager) -> [Int] {
    (manager.memoryStorage.items(inSection: 0) as? [Post] ?? []).map(\.id)
  }

  /// A list and a table that both let their rows be dragged and take rows from the other.
  private func views() -> (list: ListViewManager, table: ColumnViewManager, box: WidgetPointer) {
    let list = ListViewManager()
    list.register(PostCell.self) { mapping in mapping.canMove { _, _, _ in true } }
    list.acceptsItemsFromOtherViews = true
    list.memoryStorage.setItems(posts(0..<5))
    let table = ColumnViewManager()
    table.addColumn("post", title: "Post") { column in
      column.register(PostCell.self) { mapping in mapping.canMove { _, _, _ in true } }
    }
    table.addColumn("pin", title: "Pin") { column in column.register(PinnedPostCell.self) }
    table.acceptsItemsFromOtherViews = true
    table.memoryStorage.setItems(posts(10..<15))
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    for manager in [list as ListBaseManager, table] {
      gtk_widget_set_hexpand(manager.widget.ptr, 1)
      gtk_box_append(cgtk_box(box), manager.widget.ptr)
    }
    return (list, table, box)
  }

  /// The centre of the widget showing `text` in `view`, and the height of its row.
  private func point(of text: String, in view: GtkWidgetReference, window: TestWindow) throws -> (
    x: Int, y: Int, height: Int
  ) {
    let label = try XCTUnwrap(
      WidgetTree.descendants(of: view).first {
        WidgetTree.labels(in: $0) == [text] && WidgetTree.typeName($0) == "GtkLabel"
      },
      "no label \(text)")
    let point = try XCTUnwrap(window.point(ofCenterOf: label))
    return (point.x, point.y, Int(gtk_widget_get_height(gtk_widget_get_parent(label))))
  }

  func testAnItemDraggedFromAListIntoATableAndBackMovesBetweenTheStorages() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (list, table, box) = views()
    let window = TestWindow(width: 900, height: 400, child: GtkWidgetReference(box))
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)

    // List row 2 onto the lower part of table row 1 (post 11): it goes after it.
    let from = try point(of: "post 2: t", in: list.listView, window: window)
    let onto = try point(of: "pinned 11", in: table.columnView, window: window)
    XCTAssertTrue(RealInput.drag(in: window, from: (from.x, from.y), to: (onto.x, onto.y + onto.height * 3 / 8)))
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { self.ids(table).count == 6 })
    XCTAssertEqual(ids(list), [0, 1, 3, 4])
    XCTAssertEqual(ids(table), [10, 11, 2, 12, 13, 14])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(
      WidgetTree.visibleTableRows(of: table.columnView)[2], ["post 2: t", "pinned 2"], "both its cells show")

    // Table row 4 (post 13), dragged by its first column's cell, onto the upper part of list row 0.
    let back = try point(of: "post 13: t", in: table.columnView, window: window)
    let top = try point(of: "post 0: t", in: list.listView, window: window)
    XCTAssertTrue(RealInput.drag(in: window, from: (back.x, back.y), to: (top.x, top.y - top.height * 3 / 8)))
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { self.ids(list).count == 5 })
    XCTAssertEqual(ids(list), [13, 0, 1, 3, 4])
    XCTAssertEqual(ids(table), [10, 11, 2, 12, 14])
    XCTAssertEqual(Set(ids(list) + ids(table)), Set(Array(0..<5) + Array(10..<15)), "nothing lost, nothing doubled")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(WidgetTree.visibleTexts(of: list.listView).first, "post 13: t")
  }

  func testAnItemDroppedOnATableThatTakesNoneFromOtherViewsStaysWhereItWas() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (list, table, box) = views()
    table.acceptsItemsFromOtherViews = false
    let window = TestWindow(width: 900, height: 400, child: GtkWidgetReference(box))
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    let from = try point(of: "post 1: t", in: list.listView, window: window)
    let onto = try point(of: "pinned 12", in: table.columnView, window: window)
    XCTAssertTrue(RealInput.drag(in: window, from: (from.x, from.y), to: (onto.x, onto.y)))
    _ = GtkTestEnvironment.pump(timeout: 0.5) { false }
    XCTAssertEqual(ids(list), Array(0..<5))
    XCTAssertEqual(ids(table), Array(10..<15))
  }
}
