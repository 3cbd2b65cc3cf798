import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A filtered tree in a real window, read back from the rows GTK shows: matches and their
/// ancestors, expanded; the user's expansion and selection back when the filter is cleared; a
/// node added while filtered shows; asynchronous children are filtered as they arrive.
@MainActor
final class TreeListFilterTests: GtkTestCase {
  private func makeManager() -> TreeListManager<String> {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t", "notes"])
    fixture.folder("a/s", ["f", "notes2"])
    fixture.folder("c", ["x"])
    let manager = TreeListManager(
      storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b"), Folder(path: "c")]))
    manager.register(FolderCell.self)
    manager.register(FileCell.self)
    return manager
  }

  private let notes: (Any) -> Bool = { TreeFixture.path($0).contains("notes") }

  func testFilterShowsMatchesUnderExpandedAncestorsAndClearingRestores() async throws {
    let manager = makeManager()
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    manager.expand("a/s")  // loads a/s
    manager.collapse("a/s")
    manager.expand("c")
    manager.select("a/t")
    GtkTestEnvironment.settle(window.widget)
    let before = [
      "0 folder a -", "1 folder a/s +", "1 file a/t", "1 file a/notes", "0 file b", "0 folder c -", "1 file c/x",
    ]
    XCTAssertEqual(TreeProbe.rows(manager.listView), before)

    manager.setFilter(notes)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertTrue(manager.isFiltered)
    XCTAssertEqual(
      TreeProbe.rows(manager.listView), ["0 folder a -", "1 folder a/s -", "2 file a/s/notes2", "1 file a/notes"],
      "matches and their ancestors, expanded")
    XCTAssertEqual(manager.selectedIDs, [], "the selected a/t is hidden")

    manager.storage.setChildren([Folder(path: "c/notes3")], of: "c")  // a match added while filtered
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView).suffix(2), ["0 folder c -", "1 folder c/notes3 +"])
    manager.select("a/notes")
    GtkTestEnvironment.settle(window.widget)

    manager.setFilter(nil)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertFalse(manager.isFiltered)
    XCTAssertEqual(
      TreeProbe.rows(manager.listView),
      [
        "0 folder a -", "1 folder a/s +", "1 file a/t", "1 file a/notes", "0 file b", "0 folder c -",
        "1 folder c/notes3 +",
      ],
      "the user's expansion back: a/s collapsed again")
    XCTAssertEqual(manager.selectedID, "a/notes", "a selection made while filtered stays")
    XCTAssertEqual(TreeProbe.viewRowCount(manager.listView), 7)
  }

  func testSelectionOfAShownRowSurvivesAndAHiddenOneComesBack() async throws {
    let manager = makeManager()
    manager.selectionMode = .multiple
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    manager.select(["a/t", "a/notes"])
    GtkTestEnvironment.settle(window.widget)
    manager.setFilter(notes)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.selectedIDs, ["a/notes"], "the shown row stays selected")
    manager.setFilter { TreeFixture.path($0).contains("t") }  // another filter
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a -", "1 file a/t", "1 file a/notes"])
    manager.setFilter(nil)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(Set(manager.selectedIDs), ["a/t", "a/notes"])
    XCTAssertEqual(TreeProbe.rows(manager.listView).count, 6)
  }

  func testAsyncChildrenAreFilteredAsTheyArriveAndNothingIsLost() async throws {
    let folders = GatedFolders()
    let storage = TreeFixture.asyncStorage(roots: [Folder(path: "a"), File(path: "b")]) { try await folders.load($0) }
    let manager = TreeListManager(storage: storage)
    manager.register(FolderCell.self)
    manager.register(FileCell.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    XCTAssertTrue(manager.expand("a"))
    GtkTestEnvironment.settle(window.widget)
    manager.setFilter { $0 is Folder || TreeFixture.path($0).contains("notes") }
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(
      TreeProbe.rows(manager.listView), ["0 folder a -", "1 Loading…"], "a matches itself; its load goes on")
    _ = await waitFor { await folders.isWaiting("a") }
    await folders.finish("a", ["t", "notes", "z/"])
    let arrived = await waitFor { TreeProbe.rows(manager.listView).count == 3 }
    XCTAssertTrue(arrived)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a -", "1 file a/notes", "1 folder a/z +"])
    manager.setFilter(nil)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(storage.loadedChildIDs(of: "a"), ["a/t", "a/notes", "a/z"])
    XCTAssertEqual(
      TreeProbe.rows(manager.listView), ["0 folder a -", "1 file a/t", "1 file a/notes", "1 folder a/z +", "0 file b"])
  }

}
