import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Moving between a table's cells from the keyboard where GTK offers it (4.12+: each cell takes
/// the focus; Left/Right move along the row, and Tab with the cell tab behavior), and whole rows
/// where it does not (4.8: the row holds the focus, Left/Right leave it there), with real keys.
@MainActor
final class ColumnViewCellKeyboardTests: GtkTestCase {
  /// The text of the focused cell (4.12+), or of the whole focused row ("a 1 | b 1"; 4.8).
  private func focusedText(_ window: TestWindow) -> String? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)) else { return nil }
    return WidgetTree.texts(in: focus).joined(separator: " | ")
  }

  private func press(_ key: String, _ window: TestWindow, expect: String, line: UInt = #line) {
    XCTAssertTrue(RealInput.press(key, window: window.x11WindowID), line: line)
    GtkTestEnvironment.pump(timeout: 2) { self.focusedText(window) == expect }
    XCTAssertEqual(focusedText(window), expect, "focus after \(key)", line: line)
  }

  func testArrowsAndTabMoveBetweenCellsWhereGtkHasCellFocusElseRows() async throws {
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
    let cellFocus = gtk_get_minor_version() >= 12
    XCTAssertEqual(cgtk_column_view_set_tab_cell(table.columnView.ptr) != 0, cellFocus, "GTK 4.12 has tab behaviors")
    GtkTestEnvironment.settle(window)
    let row = try XCTUnwrap(table.core.itemWidget(atFlatPosition: 1))
    XCTAssertNotEqual(gtk_widget_grab_focus(row), 0)
    GtkTestEnvironment.settle(window)
    if cellFocus {
      // The row gives the focus to a cell; the arrows and Tab walk the row's cells, Down keeps
      // the column.
      press("Right", window, expect: "b 1")
      press("Right", window, expect: "c 1")
      press("Left", window, expect: "b 1")
      press("Down", window, expect: "b 2")
      press("Tab", window, expect: "c 2")
      press("shift+Tab", window, expect: "b 2")
      XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 2, section: 0)], "Down selected the row")
    } else {
      // GTK 4.8: the row holds the focus; Left and Right leave it, Up and Down move rows.
      XCTAssertEqual(focusedText(window), "a 1 | b 1 | c 1")
      press("Right", window, expect: "a 1 | b 1 | c 1")
      press("Down", window, expect: "a 2 | b 2 | c 2")
      press("Left", window, expect: "a 2 | b 2 | c 2")
      press("Up", window, expect: "a 1 | b 1 | c 1")
      XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 1, section: 0)], "the moves selected the row")
    }
  }
}
