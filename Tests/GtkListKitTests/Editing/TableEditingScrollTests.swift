import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// Editing a row the user scrolled away from: GTK keeps the focused row's widgets while it is out
/// of view (unmapped), and an edit must not start there, out of sight.
@MainActor
final class TableEditingScrollTests: GtkTestCase {
  func testEditingTheFocusedRowScrolledAwayBringsItBackAndEditsOnScreen() async throws {
    let fixture = EditingTable(makeTracks(300))
    defer { fixture.window.close() }
    fixture.focusRow(0)
    fixture.table.scroll(to: IndexPath(item: 299, section: 0), at: .bottom)
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertEqual(fixture.shownRows.last?.first, "Song 299", "scrolled to the end")
    XCTAssertFalse(fixture.shownRows.contains { $0.first == "Song 0" }, "row 0 is out of view")

    XCTAssertTrue(fixture.table.editing.beginEditing(at: IndexPath(item: 0, section: 0), columnID: "title"))
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 0" }, "editing track 0")
    let label = try XCTUnwrap(fixture.editingLabel)
    XCTAssertNotEqual(gtk_widget_get_mapped(label), 0, "the edited cell is on screen")
    let list = try XCTUnwrap(WidgetTree.rowList(ofTable: fixture.table.columnView))
    let frame = WidgetTree.bounds(of: label, in: list)
    XCTAssertTrue(frame.y >= 0 && frame.y + frame.height <= Double(gtk_widget_get_height(list)), "\(frame)")
    // Its text is selected (GTK selects on focus) and the cursor does not blink over it: frames
    // go by without GtkText's "unexpected blinking selection" warning (GtkTestCase fails on it).
    GtkTestEnvironment.settle(fixture.window)
    fixture.table.editing.cancelEditing()
    XCTAssertEqual(fixture.log.commits, [])
  }

  func testScrollingAnEditAwayAndBackKeepsWhatWasTypedUnselected() async throws {
    let fixture = EditingTable(makeTracks(300))
    defer { fixture.window.close() }
    XCTAssertTrue(fixture.table.editing.beginEditing(at: IndexPath(item: 2, section: 0), columnID: "title"))
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song 2" })
    let text = try XCTUnwrap(fixture.focus)
    gtk_editable_set_text(OpaquePointer(text), "Mine")  // what the user typed: a caret, no selection
    GtkTestEnvironment.settle(fixture.window)

    // GTK hides the row and, after the next frame, gives its cell the focus again (GtkText's
    // select-on-focus); the frames after that would blink a cursor over the selection.
    fixture.table.scroll(to: IndexPath(item: 299, section: 0), at: .bottom)
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertEqual(gtk_widget_get_mapped(text), 0, "the edited row is out of view")
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertTrue(fixture.table.editing.isEditing, "scrolling does not end the edit")

    fixture.table.scroll(to: IndexPath(item: 2, section: 0), at: .top)
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertEqual(fixture.editedText, "Mine", "the typed text is still being edited")
    var start: Int32 = 0, end: Int32 = 0
    XCTAssertEqual(gtk_editable_get_selection_bounds(OpaquePointer(text), &start, &end), 0, "selected \(start)-\(end)")
    XCTAssertTrue(fixture.table.editing.commitEditing())
    XCTAssertEqual(fixture.track(2)?.title, "Mine")
  }
}
