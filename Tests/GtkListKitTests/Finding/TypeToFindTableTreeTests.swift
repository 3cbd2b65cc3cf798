import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Type-to-find in a table (the first visible column with a key is read) and in a tree (its
/// visible rows only), with real key presses.
@MainActor
final class TypeToFindTableTreeTests: GtkTestCase {
  private func focused(_ table: ColumnViewManager, _ window: TestWindow) -> Int? {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)),
      let (_, position) = table.core.presentation.focusedItem(focus, in: table.core.host.view)
    else { return nil }
    return table.indexPath(atPosition: position)?.item
  }

  func testTableReadsTheFirstVisibleColumnWithAKey() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = ColumnViewManager()
    for name in ["title", "plays"] {
      table.addColumn(name, title: name) { column in
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in
          cell.show(name == "title" ? song.title : "\(song.plays)")
        }
        if name == "title" { column.findKey { (song: Song) in song.title } }
        if name == "plays" { column.findKey { (song: Song) in "\(song.plays)" } }
      }
    }
    table.memoryStorage.setItems([
      Song(id: 0, title: "alpha", plays: 5), Song(id: 1, title: "beta", plays: 3),
      Song(id: 2, title: "gamma", plays: 9),
    ])
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    let row = try XCTUnwrap(table.core.itemWidget(atFlatPosition: 0))
    XCTAssertNotEqual(gtk_widget_grab_focus(row), 0)
    GtkTestEnvironment.settle(window)

    TypeToFindListTests.type(["g"], window)
    GtkTestEnvironment.pump(timeout: 2) { self.focused(table, window) == 2 }
    XCTAssertEqual(focused(table, window), 2)
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 2, section: 0)])
    try await TypeToFindListTests.pause()
    table.column("title")?.isVisible = false
    GtkTestEnvironment.settle(window)
    TypeToFindListTests.type(["3"], window)
    GtkTestEnvironment.pump(timeout: 2) { self.focused(table, window) == 1 }
    XCTAssertEqual(focused(table, window), 1, "the plays column's key, once the title column is hidden")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 1, section: 0)])
  }

  func testTreeSearchesItsVisibleRows() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let fixture = TreeFixture()
    fixture.folder("docs", ["dev", "zeta"])
    let manager = TreeListManager(
      storage: fixture.makeStorage(roots: [Folder(path: "apps"), Folder(path: "docs"), File(path: "readme")]))
    let name = { (path: String) in String(path.split(separator: "/").last ?? "") }
    manager.register(FolderCell.self) { mapping in mapping.findKey { name($0.path) } }
    manager.register(FileCell.self) { mapping in mapping.findKey { name($0.path) } }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    let first = try XCTUnwrap(WidgetTree.visibleRows(of: manager.listView).first)
    XCTAssertNotEqual(gtk_widget_grab_focus(first), 0)
    GtkTestEnvironment.settle(window.widget)

    TypeToFindListTests.type(["z"], window)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.focused(window), "0 folder apps +", "zeta is in a collapsed folder: not found")
    try await TypeToFindListTests.pause()
    manager.expand("docs")
    GtkTestEnvironment.settle(window.widget)
    TypeToFindListTests.type(["z"], window)
    GtkTestEnvironment.pump(timeout: 2) { TreeProbe.focused(window) == "1 file docs/zeta" }
    XCTAssertEqual(TreeProbe.focused(window), "1 file docs/zeta")
    XCTAssertEqual(manager.selectedID, "docs/zeta")
    try await TypeToFindListTests.pause()
    TypeToFindListTests.type(["d", "d"], window)  // wraps to docs, then steps to dev
    GtkTestEnvironment.pump(timeout: 2) { TreeProbe.focused(window) == "1 file docs/dev" }
    XCTAssertEqual(TreeProbe.focused(window), "1 file docs/dev")
    XCTAssertEqual(manager.selectedID, "docs/dev")
  }
}
