import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Children loaded asynchronously in a tree in a table: the tree's column shows the loading
/// row, the other columns nothing, and the children replace it in their sorted order.
@MainActor
final class TreeTableAsyncTests: GtkTestCase {
  func testAsyncChildrenShowALoadingRowThenArriveSorted() async throws {
    let folders = GatedFolders()
    let storage = TreeFixture.asyncStorage(roots: [Folder(path: "a"), File(path: "b")]) { try await folders.load($0) }
    let table = ColumnViewManager()
    table.addColumn("name", title: "Name") { column in
      column.register(FolderCell.self)
      column.register(FileCell.self)
      column.sortable(by: \File.path)
    }
    table.addColumn("kind", title: "Kind") { column in
      column.register(EntryFieldCell.self, for: Folder.self) { cell, _, _ in cell.show("dir") }
      column.register(EntryFieldCell.self, for: File.self) { cell, _, _ in cell.show("file") }
    }
    let tree = table.showTree(storage, expanderColumn: "name")
    table.sortOrder = [ColumnSort("name", ascending: false)]
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window.widget)
    tree.expand("a")
    GtkTestEnvironment.settle(window.widget)
    // The loading row: "Loading…" in the tree's column, an empty text in the other.
    XCTAssertEqual(TreeTableProbe.rows(table), ["0 folder a dir -", "1 Loading… ", "0 file b file"])
    let waiting = await waitFor { await folders.isWaiting("a") }
    XCTAssertTrue(waiting)
    await folders.finish("a", ["s/", "t", "u"])
    let want = ["0 folder a dir -", "1 folder a/s dir +", "1 file a/u file", "1 file a/t file", "0 file b file"]
    let arrived = await waitFor { TreeTableProbe.rows(table) == want }
    XCTAssertTrue(arrived, "\(TreeTableProbe.rows(table))")
  }
}
