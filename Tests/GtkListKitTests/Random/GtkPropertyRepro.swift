import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// The first defect GtkPropertyTests found, reduced: a list of 3 sections × 150 items, scrolled
/// to [2,75]; deleting section 1 left ~100 stale entries in the manager's bound rows, so
/// `cell(at:)` returned, for [1,23]...[1,149], off-screen cells still showing removed items.
/// GTK 4.8 kept the rows of removed items alive, unmapped, with their old position: the removal
/// starts inside rows without widgets, which 4.8 miscounts (see ``RemovalStart``, which now starts
/// it after the last realized row). A row is also bound only while our model holds its item object.
@MainActor
final class GtkPropertyRepro: GtkTestCase {
  func testLargeRemovalBeforeViewportLeavesNoStaleCells() async throws {
    let manager = ListViewManager()
    manager.register(EvenItemCell.self)
    let sections = (0..<3).map { s in (1...150).map { SoakItem(id: s * 150 + $0, version: 0) } }
    manager.memoryStorage.setItems(sections as [[Any]])
    let window = TestWindow(width: 480, height: 360, child: manager.widget.ptr)
    defer { window.close() }
    manager.scroll(to: IndexPath(item: 75, section: 2))
    GtkTestEnvironment.settle(window.widget)
    try manager.memoryStorage.deleteSections(IndexSet(integer: 1))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertNil(manager.rowWidgetDivergence)
    let remaining = [sections[0], sections[2]]
    for (path, cell) in manager.realizedItemCells {
      XCTAssertEqual((cell as? SoakCell)?.shown, remaining[path.section][path.item], "cell at \(path)")
    }
    let stale = try XCTUnwrap((manager.cell(at: IndexPath(item: 23, section: 1)) as? SoakCell)?.shown)
    XCTAssertEqual(stale.id, 324, "cell(at: [1,23])")
  }
}
