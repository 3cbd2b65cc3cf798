import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Toggles and choices commit as the user changes them; a storage that is not the manager's
/// memory storage (a database's, here a `SingleSectionStorage` the "database" refreshes) is
/// written through the app's writer, undo included.
@MainActor
final class TableEditingStorageTests: GtkTestCase {
  override func setUp() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
  }

  func testF2TogglesAndAPickCommitsAChoice() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    fixture.table.editing.currentColumnID = nil
    XCTAssertTrue(fixture.table.editing.beginEditing(at: IndexPath(item: 4, section: 0), columnID: "liked"))
    XCTAssertTrue(fixture.waitFor { fixture.track(4)?.liked == true }, "beginEditing on a toggle toggles")
    // GTK 4.8 gives a focused row's focus to its first focusable cell (the title): focus the
    // check button itself, as a click or Tab does; F2 edits the focused cell.
    let toggle = try XCTUnwrap(fixture.table.editing.editorCell(atPosition: 4, columnID: "liked") as? ToggleEditorCell)
    XCTAssertNotEqual(gtk_widget_grab_focus(toggle.widget), 0)
    fixture.press("F2")
    XCTAssertTrue(fixture.waitFor { fixture.track(4)?.liked == false }, "F2 toggles back")
    XCTAssertEqual(fixture.log.commits, ["liked 4 true", "liked 4 false"])
    fixture.press("ctrl+z")
    XCTAssertTrue(fixture.waitFor { fixture.track(4)?.liked == true }, "Ctrl+Z undoes a toggle")

    XCTAssertTrue(fixture.table.editing.beginEditing(at: IndexPath(item: 2, section: 0), columnID: "genre"))
    let choice = try XCTUnwrap(fixture.table.editing.editorCell(atPosition: 2, columnID: "genre") as? ChoiceEditorCell)
    XCTAssertTrue(fixture.waitFor { choice.isOpen }, "F2 or beginEditing opens the drop-down's list")
    fixture.press("Down")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.track(2)?.genre == "Jazz" }, "picking Jazz writes it")
    XCTAssertFalse(choice.isOpen)
    XCTAssertEqual(fixture.tracks.filter { $0.genre == "Jazz" }.map(\.id), [2])
  }

  func testAWriterWritesAnotherStorageAndUndoGoesThroughIt() async throws {
    let table = ColumnViewManager()
    let database = SingleSectionStorage(items: makeTracks(4))
    var writes: [String] = []
    table.addColumn("title", title: "Title") { column in
      column.editableText(\Track.title) { editing in
        editing.write { track, title in
          writes.append("\(track.id) \(title)")
          // The "database" commits later and the storage observes it.
          MainLoop.after(milliseconds: 30) {
            database.setItems(
              database.items.map {
                $0.id == track.id
                  ? Track(id: $0.id, title: title, plays: $0.plays, liked: $0.liked, genre: $0.genre) : $0
              })
          }
        }
      }
    }
    table.addColumn("plays", title: "Plays") { column in column.editableNumber(\Track.plays) }
    table.storage = database
    let recorder = AnomalyRecorder(table.anomalyHandler)
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(table.editing.beginEditing(at: IndexPath(item: 1, section: 0), columnID: "title"))
    GtkTestEnvironment.settle(window)
    RealInput.press("ctrl+a", window: window.x11WindowID)
    RealInput.xdotool(["type", "--delay", "30", "Saved"])
    RealInput.press("Return", window: window.x11WindowID)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { database.items[1].title == "Saved" })
    XCTAssertEqual(writes, ["1 Saved"])
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView)[1].first, "Saved")
    XCTAssertTrue(table.editing.undo())
    XCTAssertEqual(writes, ["1 Saved", "1 Song 1"], "undo writes the old value through the writer")
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { database.items[1].title == "Song 1" })

    // A column without a writer cannot write a storage that is not the memory storage.
    XCTAssertTrue(table.editing.beginEditing(at: IndexPath(item: 0, section: 0), columnID: "plays"))
    GtkTestEnvironment.settle(window)
    RealInput.press("ctrl+a", window: window.x11WindowID)
    RealInput.xdotool(["type", "--delay", "30", "7"])
    RealInput.press("Return", window: window.x11WindowID)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { !recorder.anomalies.isEmpty })
    XCTAssertEqual(recorder.anomalies, [.storageCannotEdit(column: "plays", storage: "SingleSectionStorage<Track>")])
    XCTAssertEqual(database.items[0].plays, 0)
    GtkTestEnvironment.pump(timeout: 1) { WidgetTree.visibleTableRows(of: table.columnView)[0].last == "0" }
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView)[0].last, "0", "the stored value shows again")
  }
}
