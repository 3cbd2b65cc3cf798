import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// What lists do, in a table, with the real pointer: a tooltip per cell, a context menu for the
/// row from any cell, a row dragged by any of its cells.
@MainActor
final class ColumnViewInteractionTests: GtkTestCase {
  private func table(
    _ count: Int = 12, mapping: @escaping (ViewModelMapping<SongFieldCell, Song>) -> Void = { _ in }
  ) -> ColumnViewManager {
    let table = ColumnViewManager()
    for name in ["a", "b"] {
      table.addColumn(name, title: name.uppercased()) { column in
        column.register(SongFieldCell.self, for: Song.self, mapping: mapping) { cell, song, _ in
          cell.show("\(name) \(song.id)")
        }
      }
    }
    table.memoryStorage.setItems(makeSongs(count))
    return table
  }

  private func center(of item: Int, column: Int, in table: ColumnViewManager, window: TestWindow) throws -> (
    x: Int, y: Int, height: Int
  ) {
    // The cell widget of `column` in the row of `item`: its label's parent is GTK's cell.
    let label = try XCTUnwrap(
      WidgetTree.descendants(of: table.columnView).first { widget in
        WidgetTree.typeName(widget) == "GtkLabel" && WidgetTree.labels(in: widget) == ["\(["a", "b"][column]) \(item)"]
      })
    let point = try XCTUnwrap(window.point(ofCenterOf: label))
    return (point.x, point.y, Int(gtk_widget_get_height(gtk_widget_get_parent(label))))
  }

  private func ids(_ table: ColumnViewManager) -> [Int] {
    (table.memoryStorage.items(inSection: 0) ?? []).compactMap { ($0 as? Song)?.id }
  }

  func testTooltipIsAskedOfTheCellUnderThePointer() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = ColumnViewManager()
    var asked: [String] = []
    for name in ["a", "b"] {
      table.addColumn(name, title: name.uppercased()) { column in
        column.register(
          SongFieldCell.self, for: Song.self,
          mapping: { mapping in
            mapping.queryTooltip { _, song, _ in
              asked.append("\(name)\(song.id)")
              return .text("\(name) tip")
            }
          }
        ) { cell, song, _ in cell.show("\(name) \(song.id)") }
      }
    }
    table.memoryStorage.setItems(makeSongs(12))
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    let point = try center(of: 4, column: 1, in: table, window: window)
    RealInput.move(window: window.x11WindowID, x: point.x, y: point.y)
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 5) { asked.contains("b4") }, "\(asked)")
    XCTAssertFalse(asked.contains("a4"), "only the hovered cell's column is asked: \(asked)")
  }

  func testRightClickOnAnyCellOpensTheRowsMenu() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    var asked: [Int] = []
    let table = table { mapping in
      mapping.contextMenu { _, song, _ in
        asked.append(song.id)
        return ContextMenu(sections: [[ContextMenu.Item("Delete", action: "row.delete")]])
      }
    }
    let window = TestWindow(width: 500, height: 400, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    let point = try center(of: 5, column: 1, in: table, window: window)
    RealInput.click(window: window.x11WindowID, x: point.x, y: point.y, button: 3)
    XCTAssertTrue(
      GtkTestEnvironment.pump(timeout: 3) {
        ListProbe(table).contextMenuPopover.map { gtk_widget_get_mapped($0.ptr) != 0 } ?? false
      })
    XCTAssertEqual(asked.first, 5)
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 5, section: 0)], "right click selects the row first")
  }

  func testARowDraggedByACellMovesInTheStorageKeepingTheSelection() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
    let table = table { mapping in mapping.canMove { _, _, _ in true } }
    let window = TestWindow(width: 500, height: 500, child: table.widget)
    defer { window.close() }
    GtkTestEnvironment.settle(window)
    XCTAssertTrue(table.select(IndexPath(item: 1, section: 0)))
    let from = try center(of: 1, column: 1, in: table, window: window)
    let to = try center(of: 4, column: 0, in: table, window: window)
    XCTAssertTrue(RealInput.drag(in: window, from: (from.x, from.y), to: (to.x, to.y + to.height * 3 / 8)))
    XCTAssertTrue(GtkTestEnvironment.pump(timeout: 3) { self.ids(table) != Array(0..<12) })
    XCTAssertEqual(ids(table), [0, 2, 3, 4, 1, 5, 6, 7, 8, 9, 10, 11], "dropped after row 4")
    XCTAssertEqual(table.selectedIndexPaths, [IndexPath(item: 4, section: 0)], "the selection followed")
    GtkTestEnvironment.settle(window)
    XCTAssertEqual(WidgetTree.visibleTableRows(of: table.columnView)[4], ["a 1", "b 1"])
  }
}
