import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// Editing table cells in place with real key presses (xdotool) in a real window: Enter or F2
/// starts, Enter commits into the storage, Escape cancels, Tab walks the editable cells, a
/// refusal keeps the cell editing with its message, Ctrl+Z undoes. What GTK shows is read back.
@MainActor
final class TableEditingKeyTests: GtkTestCase {
  override func setUp() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
  }

  func testEnterStartsTypingEnterCommitsToMemoryAndCtrlZUndoes() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    fixture.focusRow(1)
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 1" }, "Enter starts editing the title")
    XCTAssertTrue(fixture.table.editing.isEditing)
    XCTAssertEqual(fixture.table.editing.editingCell?.columnID, "title")
    fixture.press("ctrl+a")
    fixture.type("Blue Train")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Blue Train" })
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.track(1)?.title == "Blue Train" }, "Enter commits into the storage")
    XCTAssertFalse(fixture.table.editing.isEditing)
    XCTAssertNil(fixture.editedText)
    XCTAssertEqual(fixture.log.commits, ["title 1 Blue Train 1"])
    fixture.waitFor { fixture.shownRows.count > 1 && fixture.shownRows[1].first == "Blue Train" }
    XCTAssertEqual(fixture.shownRows[1].first, "Blue Train", "GTK shows the written value")
    XCTAssertEqual(fixture.tracks.filter { $0.title == "Blue Train" }.map(\.id), [1])

    fixture.press("ctrl+z")
    XCTAssertTrue(fixture.waitFor { fixture.track(1)?.title == "Song 1" }, "Ctrl+Z writes the old value back")
    fixture.waitFor { fixture.shownRows[1].first == "Song 1" }
    XCTAssertEqual(fixture.shownRows[1].first, "Song 1")
    XCTAssertTrue(fixture.table.editing.canRedo)
    fixture.press("ctrl+shift+z")
    XCTAssertTrue(fixture.waitFor { fixture.track(1)?.title == "Blue Train" }, "Ctrl+Shift+Z redoes")
  }

  func testF2StartsAndEscapeCancelsWithoutWriting() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    fixture.focusRow(2)
    fixture.press("F2")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 2" }, "F2 starts editing")
    fixture.press("ctrl+a")
    fixture.type("Thrown away")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Thrown away" })
    fixture.press("Escape")
    XCTAssertTrue(fixture.waitFor { !fixture.table.editing.isEditing }, "Escape ends editing")
    XCTAssertNil(fixture.editedText)
    XCTAssertEqual(fixture.track(2)?.title, "Song 2")
    XCTAssertEqual(fixture.log.cancels, ["title 2 2"])
    XCTAssertEqual(fixture.log.commits, [])
    fixture.waitFor { fixture.shownRows[2].first == "Song 2" }
    XCTAssertEqual(fixture.shownRows[2].first, "Song 2", "GTK shows the stored value again")
    XCTAssertFalse(fixture.table.editing.canUndo)
  }

  func testShouldEditRefusesARow() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    fixture.focusRow(5)  // shouldEdit says no for track 5
    fixture.press("F2")
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertFalse(fixture.table.editing.isEditing)
    XCTAssertNil(fixture.editedText)
  }

  func testTabWalksTheEditableCellsAndOnToTheNextRow() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    fixture.focusRow(0)
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 0" })
    fixture.press("ctrl+a")
    fixture.type("First")
    fixture.press("Tab")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "0" }, "Tab commits and edits the plays cell")
    XCTAssertEqual(fixture.track(0)?.title, "First")
    XCTAssertEqual(fixture.table.editing.editingCell?.columnID, "plays")
    fixture.press("ctrl+a")
    fixture.type("42")
    fixture.press("Tab")
    XCTAssertTrue(fixture.waitFor { fixture.track(0)?.plays == 42 }, "Tab commits the number")
    XCTAssertFalse(fixture.table.editing.isEditing)
    // A toggle cell takes the focus as Tab arrives; Space toggles it into the storage.
    XCTAssertTrue(fixture.waitFor { fixture.focus.map { WidgetTree.typeName($0) } == "GtkCheckButton" })
    fixture.press("space")
    XCTAssertTrue(fixture.waitFor { fixture.track(0)?.liked == true }, "Space toggles the focused check button")
    XCTAssertEqual(fixture.log.commits, ["title 0 First 0", "plays 0 42", "liked 0 true"])

    // With the text columns alone shown, Tab from a row's last one goes on to the next row.
    fixture.table.column("liked")?.isVisible = false
    fixture.table.column("genre")?.isVisible = false
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertTrue(fixture.table.editing.beginEditing(at: IndexPath(item: 0, section: 0), columnID: "plays"))
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "42" })
    fixture.press("Tab")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 1" }, "Tab wraps to the next row's first cell")
    XCTAssertEqual(fixture.table.editing.editingCell?.indexPath, IndexPath(item: 1, section: 0))
    fixture.press("shift+Tab")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "42" }, "Shift+Tab goes back to the previous row's last")
    XCTAssertEqual(fixture.table.editing.editingCell?.indexPath, IndexPath(item: 0, section: 0))
    fixture.press("shift+Tab")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "First" }, "Shift+Tab edits the previous cell")
    fixture.press("Escape")
    XCTAssertTrue(fixture.waitFor { !fixture.table.editing.isEditing })
    XCTAssertEqual(fixture.log.cancels, ["title 0 0"])
  }

  func testARefusedValueKeepsTheCellEditingWithItsMessage() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    fixture.focusRow(3)
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 3" })
    fixture.press("ctrl+a")
    fixture.press("BackSpace")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "" })
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.log.commits == ["title 3  3"] })
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertEqual(fixture.editedText, "", "still editing after the refusal")
    XCTAssertEqual(fixture.shownError?.error, true, "error style")
    XCTAssertEqual(fixture.shownError?.tooltip, "A title cannot be empty")
    XCTAssertEqual(fixture.track(3)?.title, "Song 3")
    fixture.type("Fixed")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.track(3)?.title == "Fixed" })
    XCTAssertFalse(fixture.table.editing.isEditing)

    // A number column refuses text before the app is asked.
    fixture.focusRow(3)
    fixture.press("F2")
    fixture.press("Tab")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "30" })
    fixture.press("ctrl+a")
    fixture.type("lots")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.shownError?.tooltip == "Not a number" })
    XCTAssertEqual(fixture.editedText, "lots")
    XCTAssertEqual(fixture.track(3)?.plays, 30)
    XCTAssertFalse(fixture.log.commits.contains { $0.hasPrefix("plays") }, "didCommit is not asked for non-numbers")
  }

  /// With focusable cells (GTK 4.12+), F2 edits the focused cell's column and Space toggles a
  /// focused toggle cell; on GTK 4.8 the row keeps the focus and F2 edits the current column.
  func testF2EditsTheFocusedCellWhenCellsTakeTheFocus() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    fixture.table.cellsAreFocusable = true
    fixture.focusRow(1)
    fixture.press("Right")
    fixture.press("Right")
    fixture.press("F2")
    let cells = ColumnViewManager.supportsCellFocus
    XCTAssertTrue(fixture.waitFor { fixture.editedText == (cells ? "10" : "Song 1") }, "F2 edits the focused cell")
    XCTAssertEqual(fixture.table.editing.editingCell?.columnID, cells ? "plays" : "title")
    fixture.press("Escape")
    XCTAssertTrue(fixture.waitFor { !fixture.table.editing.isEditing })
    guard cells else { return }
    fixture.focusRow(2)
    // GTK remembers the column of the earlier edit: Left walks back to the row (Left on the
    // first cell focuses it), and Right then enters the cells from the first.
    for _ in 0..<4 where fixture.focus.map({ WidgetTree.typeName($0) }) != "GtkColumnViewRowWidget" {
      fixture.press("Left")
      GtkTestEnvironment.settle(fixture.window)
    }
    for _ in 0..<3 { fixture.press("Right") }
    let focusedCellShows = { fixture.focus.flatMap { gtk_widget_get_first_child($0) }.map { WidgetTree.typeName($0) } }
    XCTAssertTrue(fixture.waitFor { focusedCellShows() == "GtkCheckButton" }, "the liked cell holds the focus")
    fixture.press("space")
    XCTAssertTrue(fixture.waitFor { fixture.track(2)?.liked == true }, "Space toggles the focused toggle cell")
    XCTAssertEqual(fixture.log.commits, ["liked 2 true"])
  }
}
