import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Moving through a table from the keyboard, with real keys. The rows hold the focus on every
/// GTK: GTK 4.12+ moves between cells only when they are focusable (`GtkColumnViewCell:focusable`
/// defaults to `FALSE`) and the table does not make them so yet, so Left and Right leave the focus
/// on its row there too; Up and Down move rows.
@MainActor
final class ColumnViewCellKeyboardTests: GtkTestCase {
  /// The texts of the focused widget, joined ("a 1 | b 1 | c 1" for a whole row).
  private func focusedText(_ window: TestWindow) -> String? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)) else { return nil }
    return WidgetTree.texts(in: focus).joined(separator: " | ")
  }

  private func press(_ key: String, _ window: TestWindow, expect: String, line: UInt = #line) {
    XCTAssertTrue(RealInput.press(key, window: window.x11WindowID), line: line)
    GtkTestEnvironment.pump(timeout: 2) { self.focusedText(window) == expect }
    XCTAssertEqual(focusedText(window), expect, "focus after \(key)", line: line)
  }

  func testTheRowHoldsTheFocusLeftAndRightKeepItUpAndDownMoveRows() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = ColumnViewManager()
    for name in ["a", "b", "c"] {
      table.addColumn(name, title: name.uppercased()) { column in
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(name) \(song.id)") }
      }
    }
    table.memoryStorage.setItems(makeSongs(4))
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    let row = try XCTUnwrap(table.core.itemWidget(atFlatPosition: 1))
    XCTAssertNotEqual(gtk_widget_grab_focus(row), 0)
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(focusedText(window), "a 1 | b 1 | c 1")
    press("Right", window, expect: "a 1 | b 1 | c 1")
    press("Down", window, expect: "a 2 | b 2 | c 2")
    press("Left", window, expect: "a 2 | b 2 | c 2")
    press("Up", window, expect: "a 1 | b 1 | c 1")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 1, section: 0)], "the moves selected the row")
  }
}
