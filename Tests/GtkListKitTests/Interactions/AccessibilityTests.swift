import CGtkListKit
import CGtkListKitTesting
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Accessible names, roles and selected state of rows, headers and tiles: through GTK's own
/// accessible API in process, and as a screen reader sees them over AT-SPI (a fresh process of
/// this test bundle shows the fixture on its own accessibility bus; pyatspi reads the tree).
@MainActor
final class AccessibilityTests: GtkTestCase {
  static let fixtureTitle = "GtkListKit a11y fixture"

  private func makeList() -> ListViewManager {
    let manager = ListViewManager()
    manager.register(PostCell.self) { mapping in
      mapping.accessibleLabel { _, post, _ in "Post number \(post.id)" }
    }
    manager.register(AdCell.self)
    manager.register(SwatchCell.self)
    manager.registerHeader(HeaderView.self)
    manager.memoryStorage.setItems(
      [[Post(id: 0, title: "a"), Post(id: 1, title: "b"), Ad(sponsor: "acme"), Swatch(colour: "teal")]] as [[Any]])
    manager.memoryStorage.setSectionHeaderModels(["News"])
    return manager
  }

  private func makeGrid() -> GridViewManager {
    let manager = GridViewManager()
    manager.itemWidth = 120
    manager.register(PhotoCell.self)
    manager.registerHeader(HeaderView.self)
    manager.memoryStorage.setItems([(0..<5).map { Photo(name: "a\($0)") }, (0..<3).map { Photo(name: "b\($0)") }])
    manager.memoryStorage.setSectionHeaderModels(["Alpha", "Beta"])
    return manager
  }

  private func tile(_ manager: GridViewManager, _ indexPath: IndexPath) throws -> WidgetPointer {
    try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(manager.cell(at: indexPath)).widget.ptr))
  }

  /// A table of two columns of posts.
  private func makeTable() -> ColumnViewManager {
    let table = ColumnViewManager()
    table.addColumn("title", title: "Title") { column in
      column.register(PlainTextCell.self, for: Post.self) { cell, post, _ in cell.show("title \(post.title)") }
    }
    table.addColumn("id", title: "Id") { column in
      column.register(PlainTextCell.self, for: Post.self) { cell, post, _ in cell.show("id \(post.id)") }
    }
    table.memoryStorage.setItems([Post(id: 7, title: "x"), Post(id: 8, title: "y")])
    return table
  }

  /// The list, the sectioned grid and a table side by side in one window.
  private func showListAndGrid() -> (ListViewManager, GridViewManager, TestWindow) {
    let list = makeList()
    let grid = makeGrid()
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_set_hexpand(list.widget.ptr, 1)
    gtk_widget_set_hexpand(grid.widget.ptr, 1)
    gtk_box_append(cgtk_box(box), list.widget.ptr)
    gtk_box_append(cgtk_box(box), grid.widget.ptr)
    let table = makeTable()
    gtk_widget_set_hexpand(table.widget.ptr, 1)
    gtk_box_append(cgtk_box(box), table.widget.ptr)
    table.select(IndexPath(item: 1, section: 0))
    tables.append(table)
    let tree = makeTree()
    gtk_widget_set_hexpand(tree.widget.ptr, 1)
    gtk_box_append(cgtk_box(box), tree.widget.ptr)
    trees.append(tree)
    let treeTable = makeTreeTable()
    gtk_widget_set_hexpand(treeTable.widget.ptr, 1)
    gtk_box_append(cgtk_box(box), treeTable.widget.ptr)
    return (list, grid, TestWindow(width: 1600, height: 400, child: GtkWidgetReference(box)))
  }

  /// A tree: folder a (expanded) holding folder a/s and file a/t, and file b.
  private func makeTree() -> TreeListManager<String> {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t"])
    let tree = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b")]))
    tree.register(FolderCell.self)
    tree.register(FileCell.self)
    tree.expand("a")
    return tree
  }

  /// A tree in a table: folder tt/ (expanded) holding folder tt/s/ and file tt/u, and file tv.
  private func makeTreeTable() -> ColumnViewManager {
    let fixture = EntryFixture()
    fixture.folder("tt/", [("s/", 2), ("u", 3)])
    let (table, tree) = fixture.makeTable(roots: [Entry(path: "tt/", size: 1), Entry(path: "tv", size: 4)])
    tree.expand("tt/")
    tables.append(table)
    treeTables.append(tree)
    return table
  }

  /// Tables and trees shown by the fixture (kept alive while it shows).
  private var tables: [ColumnViewManager] = []
  private var trees: [TreeListManager<String>] = []
  private var treeTables: [TreeListManager<String>] = []

  func testRowsHeadersAndTilesHaveNamesRolesAndSelectedState() async throws {
    let (list, grid, window) = showListAndGrid()
    defer { window.close() }

    // List: a header row holds a heading named by its model; item rows are named.
    let rows = WidgetTree.visibleRows(of: list.listView.ptr)
    XCTAssertEqual(rows.count, 5)
    let heading = try XCTUnwrap(
      WidgetTree.descendants(of: rows[0]).first {
        gtk_accessible_get_accessible_role(OpaquePointer($0)) == GTK_ACCESSIBLE_ROLE_HEADING
      })
    XCTAssertNotEqual(cgtk_accessible_is_labelled_by(heading), 0, "named by the header cell's label")
    XCTAssertNotEqual(cgtk_accessible_label_is(rows[2], "Post number 1"), 0, "the accessibleLabel closure")
    XCTAssertNotEqual(cgtk_accessible_is_labelled_by(rows[3]), 0, "default: the labels the cell shows")
    XCTAssertEqual(cgtk_accessible_is_labelled_by(rows[2]), 0, "an accessibleLabel closure replaces them")
    XCTAssertNotEqual(
      cgtk_accessible_label_is(rows[4], #"Swatch(colour: "teal")"#), 0, "a cell without text: the model's description")

    // Sectioned grid: tiles are grid cells with a name and the selected state.
    let first = try tile(grid, IndexPath(item: 1, section: 0))
    XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(first)), GTK_ACCESSIBLE_ROLE_GRID_CELL)
    XCTAssertNotEqual(cgtk_accessible_is_labelled_by(first), 0)
    XCTAssertNotEqual(cgtk_accessible_selected_is(first, 0), 0)
    grid.select(IndexPath(item: 1, section: 0))
    XCTAssertNotEqual(cgtk_accessible_selected_is(first, 1), 0)
    let gridHeading = try XCTUnwrap(
      WidgetTree.descendants(of: WidgetTree.visibleRows(of: grid.gridView.ptr)[0]).first {
        gtk_accessible_get_accessible_role(OpaquePointer($0)) == GTK_ACCESSIBLE_ROLE_HEADING
      })
    XCTAssertNotEqual(cgtk_accessible_is_labelled_by(gridHeading), 0)
  }

  /// The window the AT-SPI test reads, shown by the test's own child process.
  private func showFixtureWindow() {
    let (list, grid, window) = showListAndGrid()
    defer { window.close() }
    gtk_window_set_title(window.window, Self.fixtureTitle)
    list.select(IndexPath(item: 1, section: 0))
    grid.select(IndexPath(item: 2, section: 1))
    let done = ProcessInfo.processInfo.environment["GTKLISTKIT_ATSPI_DONE"] ?? "/nonexistent"
    GtkTestEnvironment.pump(timeout: 30) { FileManager.default.fileExists(atPath: done) }
  }

  func testAtSpiTreeHasNamesRolesAndSelectedState() async throws {
    // The child process the test starts runs this same test as the fixture.
    if ProcessInfo.processInfo.environment["GTKLISTKIT_ATSPI_FIXTURE"] == "1" { return showFixtureWindow() }
    let launcher = "/usr/libexec/at-spi-bus-launcher"
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: launcher)
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session")
        && ProcessInfo.processInfo.environment["DISPLAY"] != nil,
      "at-spi2-core, dbus and an X display are needed (scripts/setup.sh installs them)")
    let bundle = CommandLine.arguments[0]
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../scripts/atspi_tree.py"
    ).standardized.path
    let done = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-atspi-\(getpid())").path
    try? FileManager.default.removeItem(atPath: done)
    let shell = """
      \(launcher) --launch-immediately & sleep 0.5
      GTKLISTKIT_ATSPI_FIXTURE=1 GTKLISTKIT_ATSPI_DONE='\(done)' '\(bundle)' \
        'GtkListKitTests.AccessibilityTests/testAtSpiTreeHasNamesRolesAndSelectedState' >/dev/null 2>&1 &
      /usr/bin/python3 '\(script)' '\(Self.fixtureTitle)'; status=$?
      touch '\(done)'; wait %2; exit $status
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
    process.arguments = ["--", "/bin/bash", "-c", shell]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: done)
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    XCTAssertEqual(process.terminationStatus, 0, lines.joined(separator: "\n"))
    // Each line: role|name|selected (1 or 0)|level|expanded (1, 0, or empty: not expandable).
    let nodes = lines.map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
      .filter { $0.count == 5 }
    func node(_ role: String, _ name: String) -> [String]? { nodes.first { $0[0] == role && $0[1] == name } }
    XCTAssertNotNil(node("heading", "header News"), lines.joined(separator: "\n"))
    XCTAssertEqual(node("list item", "Post number 1")?[2], "1", "the selected list row")
    XCTAssertEqual(node("list item", "Post number 0")?[2], "0")
    XCTAssertNotNil(node("list item", "ad acme"), "named by the text the cell shows")
    XCTAssertNotNil(node("list item", #"Swatch(colour: "teal")"#), "a cell without text: the model's description")
    XCTAssertNotNil(node("heading", "header Alpha"))
    XCTAssertEqual(node("table cell", "photo b2")?[2], "1", "the selected tile")
    XCTAssertEqual(node("table cell", "photo a0")?[2], "0")
    XCTAssertNil(node("table cell", "GtkBox"), "empty tiles past a section's end are hidden")
    // A table: rows named by their cells' texts, cells by their own; the selected row and its cells.
    XCTAssertEqual(node("table row", "title y id 8")?[2], "1", lines.suffix(30).joined(separator: "\n"))
    XCTAssertEqual(node("table row", "title x id 7")?[2], "0")
    XCTAssertEqual(node("table cell", "id 8")?[2], "1")
    XCTAssertEqual(node("table cell", "title x")?[2], "0")
    // A tree: each row is a tree item that tells whether a folder is expanded, and its level
    // where GTK's AT-SPI exports accessible properties as attributes (GTK 4.8 exports only
    // "toolkit"; the level is checked in process there, see TreeAccessibilityTests).
    let exportsLevel = gtk_get_minor_version() >= 18
    func tree(_ name: String, role: String = "tree item", level: String, expanded: String, line: UInt = #line) {
      let found = node(role, name)
      XCTAssertNotNil(found, "\(role) \(name)", line: line)
      XCTAssertEqual(found?[4], expanded, "\(name) expanded", line: line)
      XCTAssertEqual(found?[3], exportsLevel ? level : "", "\(name) level", line: line)
    }
    tree("folder a", level: "1", expanded: "1")
    tree("folder a/s", level: "2", expanded: "0")
    tree("file a/t", level: "2", expanded: "")
    // A tree in a table: its rows are table rows (a tree grid's) with the level and state.
    tree("tt 1", role: "table row", level: "1", expanded: "1")
    tree("s 2", role: "table row", level: "2", expanded: "0")
    tree("u 3", role: "table row", level: "2", expanded: "")
    tree("tv 4", role: "table row", level: "1", expanded: "")
    tree("file b", level: "1", expanded: "")
  }
}

/// A label cell shown by a handler (table columns).
final class PlainTextCell: LabelCell {}

/// A model whose cell shows no text (a colour swatch).
struct Swatch { let colour: String }

/// A drawing area: nothing for the accessible name to read.
final class SwatchCell: ListCell, ModelTransfer {
  let widget: WidgetPointer = gtk_drawing_area_new()!
  init() {}
  func update(with model: Swatch) {}
}
