import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import ModelStorage
import XCTest

/// A table's section headers span the row on every GTK: a real GtkColumnView in a real window,
/// read back from what GTK allocated, drew and picks.
@MainActor
final class TableSectionHeaderTests: GtkTestCase {
  private static let title = "a section title much wider than the first column"

  /// Three columns as wide as their cells ask, and the last one takes the spare width.
  private func sectionedTable(sections: Int, songsPerSection: Int) -> ColumnViewManager {
    let table = ColumnViewManager()
    table.registerHeader(HeaderView.self)
    for id in ["title", "plays", "rest"] {
      table.addColumn(id, title: id) { column in
        column.expands = id == "rest"
        column.register(SongFieldCell.self, for: Song.self) { cell, song, _ in cell.show("\(id) \(song.id)") }
      }
    }
    table.memoryStorage.setItems(
      (0..<sections).map { section in
        (0..<songsPerSection).map { Song(id: section * 1000 + $0, title: "t", plays: 0) } as [Any]
      })
    table.memoryStorage.setSectionHeaderModels((0..<sections).map { "\($0) \(Self.title)" })
    return table
  }

  /// GTK's rows in the table's list, each with the heading it shows (`nil`: an item row).
  private func shownRows(of table: ColumnViewManager) -> [(row: WidgetPointer, heading: WidgetPointer?)] {
    guard let list = WidgetTree.rowList(ofTable: table.columnView) else { return [] }
    return WidgetTree.children(of: list).filter {
      gtk_widget_get_child_visible($0) != 0 && gtk_widget_get_height($0) > 0 && !WidgetTree.children(of: $0).isEmpty
    }.map { row in
      let heading = WidgetTree.descendants(of: row).first {
        gtk_accessible_get_accessible_role(OpaquePointer($0)) == GTK_ACCESSIBLE_ROLE_HEADING
      }
      return (row, heading)
    }
  }

  /// A header's title is laid out across its row, drawn past its cell and reached by the pointer
  /// there; an item row's cells clip and take the pointer as GTK made them.
  private func assertRowsSpanAsShown(
    _ table: ColumnViewManager, _ context: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let rows = shownRows(of: table)
    XCTAssertGreaterThan(rows.count, 3, context, file: file, line: line)
    for (row, heading) in rows {
      let cells = WidgetTree.children(of: row)
      guard let heading else {
        for cell in cells {
          XCTAssertEqual(
            gtk_widget_get_overflow(cell), GTK_OVERFLOW_HIDDEN, "item cells clip: \(context)", file: file, line: line)
          XCTAssertNotEqual(
            gtk_widget_get_can_target(cell), 0, "item cells take the pointer: \(context)", file: file, line: line)
        }
        continue
      }
      let rowWidth = Double(gtk_widget_get_width(row))
      let start = WidgetTree.bounds(of: heading, in: row).x
      guard let label = WidgetTree.descendants(of: heading).first(where: { cgtk_label($0) != nil }) else {
        return XCTFail("a header without its label: \(context)", file: file, line: line)
      }
      let frame = WidgetTree.bounds(of: label, in: row)
      XCTAssertEqual(frame.x, start, accuracy: 0.5, context, file: file, line: line)
      XCTAssertEqual(
        frame.x + frame.width, rowWidth - start, accuracy: 1, "spans the row: \(context)", file: file, line: line)
      let cell = gtk_widget_get_parent(heading)
      XCTAssertEqual(gtk_widget_get_overflow(cell), GTK_OVERFLOW_VISIBLE, context, file: file, line: line)
      let picked = gtk_widget_pick(row, rowWidth * 0.75, frame.y + frame.height / 2, GTK_PICK_DEFAULT)
      XCTAssertEqual(
        picked, label, "the pointer past the first column reaches the title: \(context)", file: file, line: line)
    }
  }

  func testAHeaderSpansTheRowFollowsItsWidthAndLeavesTheFirstColumnItsWidth() async throws {
    let table = sectionedTable(sections: 3, songsPerSection: 3)
    let window = TestWindow(width: 640, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    assertRowsSpanAsShown(table, "first frame")

    let rows = shownRows(of: table)
    let item = try XCTUnwrap(rows.first { $0.heading == nil }).row
    let firstCell = try XCTUnwrap(
      WidgetTree.children(of: item).min {
        WidgetTree.bounds(of: $0, in: item).x < WidgetTree.bounds(of: $1, in: item).x
      })
    // The column is as wide as its item cells ask ("title 2" in GTK's default font), far less
    // than the header's title.
    let firstWidth = WidgetTree.bounds(of: firstCell, in: item).width
    XCTAssertLessThan(firstWidth, 150, "the title does not widen its column")
    let header = try XCTUnwrap(rows.first { $0.heading != nil })
    XCTAssertGreaterThan(WidgetTree.bounds(of: try XCTUnwrap(header.heading), in: header.row).width, 0)

    // Drawn past the first column: the header row's pixels right of it are not blank.
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-table-header.png").path
    try WidgetSnapshot.save(header.row, to: path)
    XCTAssertGreaterThan(
      try colours(in: path, fromX: Int(firstWidth) + 20), 2, "the title is drawn past the first column")

    // Wider: only the last column grows, so GTK allocates the first column's cells no new
    // width; the header follows its row all the same.
    let before = Double(gtk_widget_get_width(header.row))
    gtk_widget_set_size_request(table.widget.ptr, 1000, 400)
    XCTAssertTrue(GtkTestEnvironment.pump { Double(gtk_widget_get_width(header.row)) > before + 200 })
    GtkTestEnvironment.settle(window)
    assertRowsSpanAsShown(table, "after the window grew")
  }

  func testHeadersKeepSpanningAsRowsAreRecycledAndColumnsHideAndReturn() async throws {
    let table = sectionedTable(sections: 150, songsPerSection: 4)
    let window = TestWindow(width: 640, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    var random = SeededGenerator(seed: 45)
    for step in 0..<40 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        // The header moves to the next shown column, and back.
        let title = try XCTUnwrap(table.column("title"))
        title.isVisible.toggle()
      case 1:
        try? table.memoryStorage.removeItems(at: [IndexPath(item: 0, section: Int.random(in: 0..<20, using: &random))])
      default:
        let section = Int.random(in: 0..<150, using: &random)
        table.scroll(to: IndexPath(item: Int.random(in: 0..<3, using: &random), section: section))
      }
      GtkTestEnvironment.settle(window)
      assertRowsSpanAsShown(table, "step \(step)")
    }
  }

  func testAHeaderRowBesideAFixedWidthColumnGivesEveryCellAChild() async throws {
    let table = sectionedTable(sections: 3, songsPerSection: 2)
    // GTK 4.12+ measures the child of a fixed-width column's cell without checking it has one:
    // an empty cell there was a critical (fatal in tests) at the first layout.
    try XCTUnwrap(table.column("plays")).fixedWidth = 90
    let window = TestWindow(width: 640, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    let headers = shownRows(of: table).filter { $0.heading != nil }
    XCTAssertEqual(headers.count, 3)
    for (row, _) in headers {
      let cells = WidgetTree.children(of: row)
      XCTAssertEqual(cells.count, 3)
      XCTAssertTrue(cells.allSatisfy { gtk_widget_get_first_child($0) != nil }, "no cell of a header row is empty")
      XCTAssertEqual(WidgetTree.drawnTexts(in: row).filter { !$0.isEmpty }.count, 1, "only the title is drawn")
    }
    assertRowsSpanAsShown(table, "beside a fixed-width column")
  }

  /// Distinct colours of the PNG at `path` in its pixel columns from `x` on.
  private func colours(in path: String, fromX x: Int) throws -> Int {
    var error: UnsafeMutablePointer<GError>?
    let texture = try XCTUnwrap(gdk_texture_new_from_filename(path, &error))
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBytes { raw in
      gdk_texture_download(texture, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
    }
    return Set((0..<height).flatMap { row in pixels[(row * width + min(x, width))..<(row * width + width)] }).count
  }
}
