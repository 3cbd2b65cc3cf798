import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A table from the keyboard with real key presses: rows as in a list (header rows of sections
/// skipped), Enter activates, Space selects.
@MainActor
final class ColumnViewKeyboardTests: GtkTestCase {
  private func focused(_ table: ColumnViewManager, _ window: TestWindow) -> IndexPath? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)),
      let (_, position) = table.core.presentation.focusedItem(focus, in: table.core.host.view)
    else { return nil }
    return table.indexPath(atPosition: position) ?? IndexPath(item: -1, section: -1)
  }

  private func press(
    _ key: String, _ window: TestWindow, expect: IndexPath, _ table: ColumnViewManager, line: UInt = #line
  ) {
    RealInput.press(key, window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { self.focused(table, window) == expect }
    XCTAssertEqual(focused(table, window), expect, "after \(key)", line: line)
  }

  func testArrowsSkipHeaderRowsEnterActivatesSpaceSelects() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = ColumnViewManager()
    var activated: [IndexPath] = []
    table.registerHeader(HeaderView.self)
    for name in ["a", "b"] {
      table.addColumn(name, title: name.uppercased()) { column in
        column.register(
          SongFieldCell.self, for: Song.self,
          mapping: { mapping in
            if name == "a" { mapping.activate { _, _, indexPath in activated.append(indexPath) } }
          }
        ) { cell, song, _ in cell.show("\(name) \(song.id)") }
      }
    }
    table.memoryStorage.setItems([makeSongs(3), Array(makeSongs(6)[3...])] as [[Any]])
    table.memoryStorage.setSectionHeaderModels(["A", "B"])
    let window = TestWindow(width: 500, height: 500, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView).first, ["header A", ""])

    let row = try XCTUnwrap(table.core.itemWidget(atFlatPosition: 3))  // section 0, item 2
    XCTAssertNotEqual(gtk_widget_grab_focus(row), 0)
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(focused(table, window), IndexPath(item: 2, section: 0))
    press("Down", window, expect: IndexPath(item: 0, section: 1), table)  // over the header "B"
    press("Up", window, expect: IndexPath(item: 2, section: 0), table)
    press("Home", window, expect: IndexPath(item: 0, section: 0), table)
    press("End", window, expect: IndexPath(item: 2, section: 1), table)
    RealInput.press("Return", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { !activated.isEmpty }
    XCTAssertEqual(activated, [IndexPath(item: 2, section: 1)])
    RealInput.press("space", window: window.x11WindowID)
    GtkTestEnvironment.pump(timeout: 2) { !table.selectedIndexPaths.isEmpty }
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 2, section: 1)])
  }
}
