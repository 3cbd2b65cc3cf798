import CGtkListKit
import Foundation
import GtkListKitTestSupport
import XCTest

@testable import GtkListKit

/// An edit belongs to its item, not to the row it started in: a storage change to that row while
/// the user types (an update, a reorder, a removal) never makes the commit land on another item.
@MainActor
final class TableEditingIdentityTests: GtkTestCase {
  override func setUp() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
  }

  private func startTyping(_ text: String, inRowOf id: Int, _ fixture: EditingTable) {
    guard let item = fixture.tracks.firstIndex(where: { $0.id == id }) else { return XCTFail("no track \(id)") }
    fixture.focusRow(item)
    fixture.press("F2")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "Song \(id)" }, "editing track \(id)")
    fixture.press("ctrl+a")
    fixture.type(text)
    XCTAssertTrue(fixture.waitFor { fixture.editedText == text })
  }

  /// Titles of every track but `id`, which must not change.
  private func others(than id: Int, _ fixture: EditingTable) -> [String] {
    fixture.tracks.filter { $0.id != id }.sorted { $0.id < $1.id }.map(\.title)
  }

  func testAnUpdateOfTheEditedRowKeepsTheTextAndTheCommitGoesToThatItem() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    startTyping("Mine", inRowOf: 2, fixture)
    var updated = try XCTUnwrap(fixture.track(2))
    updated.plays = 999
    try fixture.table.memoryStorage.replaceItem(at: IndexPath(item: 2, section: 0), with: updated)
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertEqual(fixture.editedText, "Mine", "the typed text survives an update of its row")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.track(2)?.title == "Mine" })
    XCTAssertEqual(fixture.track(2)?.plays, 999, "the write keeps the update")
    XCTAssertEqual(others(than: 2, fixture), makeTracks(6).filter { $0.id != 2 }.map(\.title))
  }

  func testAReorderWhileEditingNeverWritesAnotherRow() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    startTyping("Moved", inRowOf: 1, fixture)
    fixture.table.memoryStorage.setItems(Array(fixture.tracks.reversed()))  // track 1 goes from row 1 to row 4
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertEqual(fixture.tracks.map(\.id), [5, 4, 3, 2, 1, 0])
    fixture.press("Return")
    GtkTestEnvironment.settle(fixture.window)
    fixture.waitFor { !fixture.table.editing.isEditing }
    XCTAssertEqual(others(than: 1, fixture), makeTracks(6).filter { $0.id != 1 }.map(\.title), "no other row written")
    let title = try XCTUnwrap(fixture.track(1)).title
    // Either the edit followed its item (its row widget moved with it) or it was cancelled as
    // its row started showing another item: both keep the other rows intact.
    if title == "Moved" {
      XCTAssertEqual(fixture.log.commits, ["title 1 Moved 4"], "committed at the item's new place")
    } else {
      XCTAssertEqual(title, "Song 1")
      XCTAssertEqual(fixture.log.cancels.first?.hasPrefix("title 1 "), true, "\(fixture.log.cancels)")
    }
    XCTAssertEqual(fixture.tracks.filter { $0.title == "Moved" }.map(\.id), title == "Moved" ? [1] : [])
  }

  func testARemovalWhileEditingWritesNothing() async throws {
    let fixture = EditingTable()
    defer { fixture.window.close() }
    startTyping("Gone", inRowOf: 3, fixture)
    fixture.table.memoryStorage.removeItem(try XCTUnwrap(fixture.track(3)))
    GtkTestEnvironment.settle(fixture.window)
    fixture.press("Return")
    // GTK commits an edit whose field lost the focus 100 ms later: wait for it either way.
    XCTAssertTrue(fixture.waitFor { !fixture.table.editing.isEditing })
    try await Task.sleep(for: .milliseconds(250))
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertFalse(fixture.tracks.contains { $0.title == "Gone" }, "\(fixture.tracks.map(\.title))")
    XCTAssertEqual(fixture.tracks.map(\.title), makeTracks(6).filter { $0.id != 3 }.map(\.title))
    XCTAssertEqual(fixture.log.cancels, ["title 3 -1"], "didCancel without an index path: the item left")
    XCTAssertFalse(fixture.table.editing.canUndo)
  }
}
