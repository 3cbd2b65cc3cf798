import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// Editing a list's rows in place with real keys (xdotool) in a real window, as a file manager's
/// rename: F2 or Enter starts, Enter commits into the memory storage, Escape cancels, the focus
/// comes back to the row, a refusal keeps the cell editing with its message, Ctrl+Z undoes, and a
/// storage change to the edited row never makes the commit land on another row.
@MainActor
final class ListEditingTests: GtkTestCase {
  override func setUp() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
  }

  func testF2StartsEnterCommitsKeepsSelectionAndFocusAndCtrlZUndoes() async throws {
    let fixture = EditingList()
    defer { fixture.window.close() }
    fixture.list.select(IndexPath(item: 1, section: 0))
    fixture.startTyping("Blue Train", inRowOf: 1)
    XCTAssertTrue(fixture.list.editing.isEditing)
    XCTAssertEqual(fixture.list.editing.editingIndexPath, IndexPath(item: 1, section: 0))
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.track(1)?.title == "Blue Train" }, "Enter commits into the storage")
    XCTAssertFalse(fixture.list.editing.isEditing)
    XCTAssertEqual(fixture.log.commits, ["title 1 Blue Train 1"])
    XCTAssertEqual(fixture.tracks.filter { $0.title == "Blue Train" }.map(\.id), [1])
    fixture.waitFor { fixture.shownRows.count > 1 && fixture.shownRows[1] == "Blue Train" }
    XCTAssertEqual(fixture.shownRows[1], "Blue Train", "GTK shows the written value")
    XCTAssertTrue(fixture.waitFor { fixture.focusIsOnRow(1, of: fixture.list.core) }, "the focus is back on the row")
    XCTAssertEqual(fixture.list.selectedIndexPaths, [IndexPath(item: 1, section: 0)], "the selection stays")

    fixture.press("ctrl+z")
    XCTAssertTrue(fixture.waitFor { fixture.track(1)?.title == "Song 1" }, "Ctrl+Z writes the old value back")
    XCTAssertTrue(fixture.list.editing.canRedo)
    fixture.press("ctrl+shift+z")
    XCTAssertTrue(fixture.waitFor { fixture.track(1)?.title == "Blue Train" }, "Ctrl+Shift+Z redoes")

    // The arrows work from the row again: Down moves on, and Enter edits the next row.
    fixture.press("Down")
    XCTAssertTrue(fixture.waitFor { fixture.focusIsOnRow(2, of: fixture.list.core) }, "Down moves to the next row")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 2" }, "Enter starts editing the focused row")
    fixture.press("Escape")
    XCTAssertTrue(fixture.waitFor { !fixture.list.editing.isEditing })
  }

  func testEscapeCancelsWithoutWriting() async throws {
    let fixture = EditingList()
    defer { fixture.window.close() }
    fixture.startTyping("Thrown away", inRowOf: 2)
    fixture.press("Escape")
    XCTAssertTrue(fixture.waitFor { !fixture.list.editing.isEditing }, "Escape ends editing")
    XCTAssertNil(fixture.editedText)
    XCTAssertEqual(fixture.track(2)?.title, "Song 2")
    XCTAssertEqual(fixture.log.cancels, ["title 2 2"])
    XCTAssertEqual(fixture.log.commits, [])
    fixture.waitFor { fixture.shownRows[2] == "Song 2" }
    XCTAssertEqual(fixture.shownRows[2], "Song 2", "GTK shows the stored value again")
    XCTAssertTrue(fixture.waitFor { fixture.focusIsOnRow(2, of: fixture.list.core) }, "the focus is back on the row")
    XCTAssertFalse(fixture.list.editing.canUndo)

    fixture.focusRow(5)  // shouldEdit says no for track 5
    fixture.press("F2")
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertFalse(fixture.list.editing.isEditing)
    XCTAssertNil(fixture.editedText)
  }

  func testARefusedValueKeepsTheCellEditingWithItsMessage() async throws {
    let fixture = EditingList()
    defer { fixture.window.close() }
    fixture.startTyping("x", inRowOf: 3)
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
    XCTAssertFalse(fixture.list.editing.isEditing)
    XCTAssertEqual(fixture.titles(otherThan: 3), makeTracks(6).filter { $0.id != 3 }.map(\.title))
  }

  func testTabCommitsAndEditsTheNextRow() async throws {
    let fixture = EditingList()
    defer { fixture.window.close() }
    fixture.startTyping("First", inRowOf: 0)
    fixture.press("Tab")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 1" }, "Tab commits and edits the next row")
    XCTAssertEqual(fixture.track(0)?.title, "First")
    XCTAssertEqual(fixture.list.editing.editingIndexPath, IndexPath(item: 1, section: 0))
    fixture.press("shift+Tab")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "First" }, "Shift+Tab edits the previous row")
    fixture.press("Escape")
    XCTAssertTrue(fixture.waitFor { !fixture.list.editing.isEditing })
    XCTAssertEqual(fixture.log.commits, ["title 0 First 0"], "an unchanged text commits nothing")
  }

  func testAClickOnTheLabelStartsEditing() async throws {
    let fixture = EditingList()
    defer { fixture.window.close() }
    let cell = try XCTUnwrap(
      fixture.list.editing.editorCell(atPosition: 4, columnID: InPlaceEditing.rowColumnID(Track.self)))
    let point = try XCTUnwrap(fixture.window.point(ofCenterOf: cell.widget))
    RealInput.xdotool(["windowfocus", "--sync", "\(fixture.window.x11WindowID)"])
    RealInput.click(window: fixture.window.x11WindowID, x: point.x, y: point.y)
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 4" }, "GTK's click starts editing")
    XCTAssertEqual(fixture.list.editing.editingIndexPath, IndexPath(item: 4, section: 0))
    fixture.press("End")  // GTK selects the whole text as editing starts
    fixture.type("!")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.track(4)?.title == "Song 4!" })
  }

  func testAReorderWhileEditingNeverWritesAnotherRow() async throws {
    let fixture = EditingList()
    defer { fixture.window.close() }
    fixture.startTyping("Moved", inRowOf: 1)
    fixture.list.memoryStorage.setItems(Array(fixture.tracks.reversed()))  // track 1 goes from row 1 to row 4
    GtkTestEnvironment.settle(fixture.window)
    fixture.press("Return")
    GtkTestEnvironment.settle(fixture.window)
    fixture.waitFor { !fixture.list.editing.isEditing }
    XCTAssertEqual(fixture.titles(otherThan: 1), makeTracks(6).filter { $0.id != 1 }.map(\.title), "no other row")
    let title = try XCTUnwrap(fixture.track(1)).title
    // Either the edit followed its item or it was cancelled as its row showed another item.
    if title == "Moved" {
      XCTAssertEqual(fixture.log.commits, ["title 1 Moved 4"], "committed at the item's new place")
    } else {
      XCTAssertEqual(title, "Song 1")
      XCTAssertEqual(fixture.log.cancels.first?.hasPrefix("title 1 "), true, "\(fixture.log.cancels)")
    }
  }

  func testARemovalWhileEditingWritesNothing() async throws {
    let fixture = EditingList()
    defer { fixture.window.close() }
    fixture.startTyping("Gone", inRowOf: 3)
    fixture.list.memoryStorage.removeItem(try XCTUnwrap(fixture.track(3)))
    GtkTestEnvironment.settle(fixture.window)
    fixture.press("Return")
    // GTK commits an edit whose field lost the focus 100 ms later: wait for it either way.
    XCTAssertTrue(fixture.waitFor { !fixture.list.editing.isEditing })
    try await Task.sleep(for: .milliseconds(250))
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertEqual(fixture.tracks.map(\.title), makeTracks(6).filter { $0.id != 3 }.map(\.title))
    XCTAssertEqual(fixture.log.cancels, ["title 3 -1"], "didCancel without an index path: the item left")
    XCTAssertFalse(fixture.list.editing.canUndo)
  }
}
