import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Moving through a table's rows from the keyboard, with real keys: the row holds the focus, Up
/// and Down move rows, and Left and Right (no focusable cell to move to) leave the row focused,
/// on every GTK.
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

  /// A table of columns a, b, c over 4 songs, its row 1 focused by a real click, as a person
  /// does (GTK's list then moves on from there).
  private func focusedTable(cellsAreFocusable: Bool = false) throws -> (ColumnViewManager, TestWindow) {
    let table = ColumnViewManager()
    table.cellsAreFocusable = cellsAreFocusable
    for name in ["a", "b", "c"] {
      table.addColumn(name, title: name.uppercased()) { column in
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(name) \(song.id)") }
      }
    }
    table.memoryStorage.setItems(makeSongs(4))
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    GtkTestEnvironment.settle(window)
    let row = try XCTUnwrap(table.core.itemWidget(atFlatPosition: 1))
    let point = try XCTUnwrap(window.point(ofCenterOf: row))
    XCTAssertTrue(RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, button: 1))
    GtkTestEnvironment.pump(timeout: 2) { self.focusedText(window) == "a 1 | b 1 | c 1" }
    XCTAssertEqual(focusedText(window), "a 1 | b 1 | c 1")
    return (table, window)
  }

  func testTheRowHoldsTheFocusAndUpAndDownMoveRows() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (table, window) = try focusedTable()
    defer { window.close() }
    press("Down", window, expect: "a 2 | b 2 | c 2")
    press("Down", window, expect: "a 3 | b 3 | c 3")
    press("Up", window, expect: "a 2 | b 2 | c 2")
    press("Up", window, expect: "a 1 | b 1 | c 1")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 1, section: 0)], "the moves selected the row")
  }

  /// Left and Right have no cell to move to (the cells are not focusable): the row keeps the
  /// focus, and Up and Down go on moving rows after them. GTK 4.12+ remembers a focus column
  /// only when a cell takes the focus.
  func testLeftAndRightLeaveTheRowFocusedAndUpAndDownStillMoveRows() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (table, window) = try focusedTable()
    defer { window.close() }
    press("Right", window, expect: "a 1 | b 1 | c 1")
    press("Down", window, expect: "a 2 | b 2 | c 2")
    press("Left", window, expect: "a 2 | b 2 | c 2")
    press("Up", window, expect: "a 1 | b 1 | c 1")
    press("Right", window, expect: "a 1 | b 1 | c 1")
    press("Right", window, expect: "a 1 | b 1 | c 1")
    press("Down", window, expect: "a 2 | b 2 | c 2")
    press("Down", window, expect: "a 3 | b 3 | c 3")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 3, section: 0)], "the moves selected the row")
  }

  /// With focusable cells (GTK 4.12+), a click focuses the row and Right enters its first cell;
  /// Left and Right then move from cell to cell, and Up and Down keep the column, selecting the
  /// row. GTK 4.8 cannot focus a cell: the row keeps the focus, as without the setting.
  func testFocusableCellsMoveTheFocusFromCellToCellWhereGtkOffersIt() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let (table, window) = try focusedTable(cellsAreFocusable: true)
    defer { window.close() }
    guard ColumnViewManager.supportsCellFocus else {
      press("Right", window, expect: "a 1 | b 1 | c 1")
      press("Down", window, expect: "a 2 | b 2 | c 2")
      XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 2, section: 0)])
      return
    }
    press("Right", window, expect: "a 1")
    press("Right", window, expect: "b 1")
    press("Right", window, expect: "c 1")
    press("Down", window, expect: "c 2")
    press("Down", window, expect: "c 3")
    press("Left", window, expect: "b 3")
    press("Up", window, expect: "b 2")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 2, section: 0)], "Up and Down selected the row")
    table.cellsAreFocusable = false
    GtkTestEnvironment.settle(window)
    press("Down", window, expect: "a 3 | b 3 | c 3")
  }
}
