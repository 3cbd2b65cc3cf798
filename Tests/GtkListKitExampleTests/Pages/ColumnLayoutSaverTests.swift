import CGtkListKit
import Foundation
import GtkListKit
import GtkListKitTestSupport
import XCTest

@testable import GtkListKitExample

/// The example saves a table's layout once it is quiet: a column resized by dragging its
/// header's edge with the real pointer writes the file once, not once a frame.
@MainActor
final class ColumnLayoutSaverTests: GtkTestCase {
  private struct Row { let name: String }
  private final class NameCell: ListCell {
    let widget = gtk_label_new(nil)!
    init() {}
  }

  /// The layout file of the running test, removed before and after it.
  private var path: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-layout-\(getpid()).json").path
  }

  private func table() -> ColumnViewManager {
    let table = ColumnViewManager()
    for id in ["name", "other"] {
      table.addColumn(id, title: id.capitalized) { column in
        column.fixedWidth = 120
        column.isResizable = true
        column.register(NameCell.self, for: Row.self) { cell, row, _ in
          gtk_label_set_text(OpaquePointer(cell.widget), row.name)
        }
      }
    }
    table.memoryStorage.setItems((0..<5).map { Row(name: "row \($0)") })
    return table
  }

  private var saved: ColumnLayout? {
    FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(ColumnLayout.self, from: $0) }
  }

  func testAResizeDragWritesTheLayoutOnceItIsQuiet() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    try? FileManager.default.removeItem(atPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let table = table()
    let saver = ColumnLayoutSaver(file: SavedColumnLayout(path: path))
    saver.follow(table)
    var changes = 0
    table.columnLayoutDidChange { _ in changes += 1 }
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    let header = try XCTUnwrap(WidgetTree.headerWidgets(ofTable: table.columnView).first)
    let frame = WidgetTree.bounds(of: header, in: window.widget)
    let edge = (x: Int(frame.x + frame.width) - 2, y: Int(frame.y + frame.height / 2))

    var writesMidway = -1
    XCTAssertTrue(
      RealInput.drag(in: window, from: edge, to: (edge.x + 120, edge.y), steps: 12) { writesMidway = saver.writes })
    XCTAssertGreaterThan(table.column("name")?.fixedWidth ?? 0, 180, "the drag widened the column")
    XCTAssertGreaterThan(changes, 3, "the width changed on many frames")
    XCTAssertEqual(writesMidway, 0, "nothing written while the drag went on")
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 2) { saver.writes > 0 })
    _ = GtkTestEnvironment.pump(timeout: 0.7) { false }
    XCTAssertEqual(saver.writes, 1, "one write for the whole drag")
    XCTAssertEqual(saved?.columns.first?.width, table.column("name")?.fixedWidth)
  }

  func testAChangeNotYetWrittenIsWrittenWhenTheWindowCloses() async throws {
    try? FileManager.default.removeItem(atPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let table = table()
    let saver = ColumnLayoutSaver(file: SavedColumnLayout(path: path), quiet: .seconds(60))
    saver.follow(table)
    let window = TestWindow(width: 600, height: 300, child: table.widget)
    GtkTestEnvironment.settle(window)
    for width in stride(from: 130, through: 200, by: 10) {
      table.column("other")?.fixedWidth = width
      _ = GtkTestEnvironment.pump(timeout: 0.02) { false }
    }
    XCTAssertEqual(saver.writes, 0)
    XCTAssertNil(saved)
    window.close()
    XCTAssertEqual(saver.writes, 1)
    XCTAssertEqual(saved?.columns.map(\.width), [120, 200])
  }
}
