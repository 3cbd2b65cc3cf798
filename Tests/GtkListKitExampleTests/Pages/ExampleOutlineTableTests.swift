import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKitExample

/// The Outline page found by typing, and shown as a tree in a table (the List / Table switch),
/// over the folder tree of `OutlineTestFolder`.
@MainActor
final class ExampleOutlineTableTests: GtkTestCase {
  /// The page over a new test folder, its listing read and drawn (real input is needed).
  private func openPage() async throws -> (OutlineTestFolder, ExampleWindow) {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let folder = try OutlineTestFolder()
    let window = folder.open(applicationID: "org.gtklistkit.ExampleOutlineTableTests")
    await OutlineTestFolder.settle(window)
    return (folder, window)
  }

  /// Typing a name's first letters in the tree, with real keys, goes to the next entry whose
  /// name starts with them (focus and selection), as in Files; a new word starts after a pause.
  func testTypingANamesFirstLettersGoesToIt() async throws {
    let (folder, window) = try await openPage()
    defer { folder.close(window) }
    let (root, page) = (folder.root, window.outlinePage)
    let id = RealInput.x11WindowID(of: window.window)
    let alpha = try XCTUnwrap(WidgetTree.visibleRows(of: page.manager.listView).dropFirst().first)
    let frame = WidgetTree.bounds(of: alpha, in: window.window)
    RealInput.click(window: id, x: Int(frame.x + frame.width / 2), y: Int(frame.y + frame.height / 2))
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.selectedIDs == ["\(root)/alpha"] }
    XCTAssertEqual(page.manager.selectedIDs, ["\(root)/alpha"], "the click selected alpha")
    XCTAssertTrue(RealInput.xdotool(["type", "--delay", "30", "fi"]))
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.selectedIDs == ["\(root)/file2.txt"] }
    XCTAssertEqual(page.manager.selectedIDs, ["\(root)/file2.txt"], "\"fi\" went to the first file name with it")
    XCTAssertTrue(RealInput.xdotool(["type", "--delay", "30", "le1"]))
    _ = GtkTestEnvironment.pump(timeout: 2) { page.manager.selectedIDs == ["\(root)/file10.txt"] }
    XCTAssertEqual(page.manager.selectedIDs, ["\(root)/file10.txt"], "\"file1\" went on to file10.txt")
    let focused = gtk_widget_get_root(window.window).flatMap { gtk_root_get_focus($0) }.map {
      WidgetTree.labels(in: $0)
    }
    XCTAssertEqual(focused?.first, "file10.txt", "the focus moved too (the row has the name, then the size)")
  }

  /// The List / Table switch with real clicks: the table shows the same folder as a tree (the
  /// triangle in the Name column, Size and Type beside it), opened where the list was; Enter
  /// opens a folder in it, a click on Size sorts each folder's entries, Ctrl+F filters the
  /// table's tree, and the list is left as it was.
  func testTheTableShowsTheTreeWithSizesAndSortsEachFolder() async throws {
    let (folder, window) = try await openPage()
    defer { folder.close(window) }
    let (root, page) = (folder.root, window.outlinePage)
    page.manager.expand("\(root)/alpha")
    await OutlineTestFolder.settle(window)
    let listRows = OutlineTestFolder.rows(page)
    let id = RealInput.x11WindowID(of: window.window)
    func click(_ widget: some GtkWidgetConvertible) {
      let frame = WidgetTree.bounds(of: widget, in: window.window)
      RealInput.click(window: id, x: Int(frame.x + frame.width / 2), y: Int(frame.y + frame.height / 2))
    }
    let tableButton = try XCTUnwrap(
      WidgetTree.descendants(of: page.widget).first {
        WidgetTree.typeName($0) == "GtkToggleButton" && WidgetTree.labels(in: $0) == ["Table"]
      })
    click(tableButton)
    _ = GtkTestEnvironment.pump(timeout: 2) { page.showsTable }
    XCTAssertTrue(page.showsTable, "the click showed the table")
    let tree = try XCTUnwrap(page.tableTree)
    let loaded = await MainActorPump.until { !tree.storage.isLoadingChildren(of: "\(root)/alpha") }
    XCTAssertTrue(loaded)
    GtkTestEnvironment.waitForFrames(1, of: window.window)
    // Name and size (the Type column's words come from the system's MIME database).
    let texts = {
      WidgetTree.visibleTableRows(of: page.table.columnView).map {
        $0.prefix(2).filter { !$0.isEmpty }.joined(separator: " | ")
      }
    }
    let names = { texts().map { $0.components(separatedBy: " | ")[0] } }
    XCTAssertEqual(
      Array(texts().prefix(7)),
      [root, "alpha", "nested", "a.txt | 1 byte", "b.txt | 1 byte", "big", "locked"],
      "the tree as the list had it open, a file's size beside it")

    // Enter on the focused row (alpha, clicked) closes it, as in the list.
    let tableRows = WidgetTree.visibleRows(of: try XCTUnwrap(WidgetTree.rowList(ofTable: page.table.columnView)))
    click(try XCTUnwrap(tableRows.dropFirst().first))
    XCTAssertTrue(RealInput.press("Return", window: id))
    _ = GtkTestEnvironment.pump(timeout: 2) { !tree.expansionState.isExpanded("\(root)/alpha") }
    XCTAssertFalse(tree.expansionState.isExpanded("\(root)/alpha"), "Enter closed alpha in the table")
    XCTAssertTrue(page.manager.expansionState.isExpanded("\(root)/alpha"), "the list keeps its own")

    let size = try XCTUnwrap(
      WidgetTree.headerWidgets(ofTable: page.table.columnView).first { WidgetTree.labels(in: $0) == ["Size"] })
    click(size)
    GtkTestEnvironment.waitForFrames(1, of: window.window)
    XCTAssertEqual(page.table.sortOrder, [ColumnSort("size")])
    XCTAssertEqual(
      names(), [root, "alpha", "big", "locked", "file2.txt", "file10.txt", "zeta.txt"],
      "the root's entries by size: folders (no size), then the files, ties in their order")
    _ = GtkTestEnvironment.pump(timeout: 0.6) { false }  // not a double click
    click(size)
    GtkTestEnvironment.waitForFrames(1, of: window.window)
    XCTAssertEqual(page.table.sortOrder, [ColumnSort("size", ascending: false)])
    XCTAssertEqual(Array(names().prefix(2)), [root, "zeta.txt"], "descending: the largest first")

    XCTAssertTrue(RealInput.press("ctrl+f", window: id))
    gtk_editable_set_text(OpaquePointer(page.search.entry), "zeta")
    _ = GtkTestEnvironment.pump(timeout: 3) { names() == [root, "zeta.txt"] }
    XCTAssertEqual(names(), [root, "zeta.txt"], "Ctrl+F filtered the table's tree")
    XCTAssertEqual(WidgetTree.labels(in: page.search.count), ["1 match in 2 listed folders"])
    page.showTable(false)
    await OutlineTestFolder.settle(window)
    XCTAssertEqual(OutlineTestFolder.rows(page), listRows, "the list is as it was, not filtered")
  }
}
