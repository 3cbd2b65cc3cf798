import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// A sectioned grid's presentation (``SectionedGridRows``) without a display: full-width header
/// and footer rows, and strips of up to `columns` item tiles.
@MainActor
final class SectionedGridRowsPresentationTests: XCTestCase {
  // [5, 3] in 3 columns. Flat: 0 header, 1-5 items (0,0)-(0,4), 6 header, 7-9 items (1,0)-(1,2).
  // GTK rows: 0 header, 1 items 0-2, 2 items 3-4, 3 header, 4 items 0-2.

  func testRowCountIsHeaderRowsPlusStripsOfColumnsTiles() async {
    let grid = Presentations.grid([5, 3], columns: 3).presentation
    XCTAssertEqual(grid.rowCount, 5)
    XCTAssertEqual(grid.columns, 3)
    XCTAssertEqual(Presentations.grid([2], columns: 3, footers: true).presentation.rowCount, 3, "header, strip, footer")
    XCTAssertEqual(Presentations.grid([0, 1], columns: 3).presentation.rowCount, 3, "an empty section has no strip")
  }

  func testGtkRowOfAFlatRowIsTheStripHoldingIt() async {
    let grid = Presentations.grid([5, 3], columns: 3).presentation
    XCTAssertEqual(grid.row(ofFlatPosition: 0), 0, "the first header")
    XCTAssertEqual(grid.row(ofFlatPosition: 3), 1, "item (0,2): the first strip")
    XCTAssertEqual(grid.row(ofFlatPosition: 5), 2, "item (0,4): the second strip")
    XCTAssertEqual(grid.row(ofFlatPosition: 6), 3, "the second header")
    XCTAssertEqual(grid.row(ofFlatPosition: 9), 4)
    XCTAssertNil(grid.row(ofFlatPosition: 10))
  }

  /// A 3-column grid of sections `old` (with headers), the GTK rows of `splices` that make it
  /// `new`, and the grid after them.
  private func translated(_ splices: [ItemsChangedSplice], from old: [Int], to new: [Int]) -> (
    rows: ItemsChangedPlan, grid: SectionedGridRows
  ) {
    let grid = Presentations.grid(old, columns: 3).presentation
    let plan = ItemsChangedPlan(splices: splices)
    return (grid.translate(plan, from: .sections(old, headers: true), to: .sections(new, headers: true)), grid)
  }

  func testAnInsertThatStartsAStripAddsOnlyThatRow() async {
    let (rows, grid) = translated([ItemsChangedSplice(position: 10, removed: 0, added: 1)], from: [5, 3], to: [5, 4])
    XCTAssertEqual(rows.splices.map(\.description), ["5-0+1"], "section 0's rows are not re-sent")
    XCTAssertEqual(grid.rowCount, 6)
  }

  func testARemovalResendsTheStripsOfItsSectionOnly() async {
    let (rows, grid) = translated([ItemsChangedSplice(position: 1, removed: 1, added: 0)], from: [5, 3], to: [4, 3])
    XCTAssertEqual(rows.splices.map(\.description), ["1-2+2"], "both strips of section 0 shift; section 1 stays")
    XCTAssertEqual(grid.rowCount, 5)
  }

  func testAMoveAcrossSectionsResendsTheRowsFromTheFirstChangedStrip() async {
    // Before: 0 header, 1 items 0-2, 2 item 3, 3 header, 4 items 0-2.
    // After:  0 header, 1 items 0-2, 2 header, 3 items 0-2, 4 item 3.
    let move = [
      ItemsChangedSplice(position: 4, removed: 1, added: 0), ItemsChangedSplice(position: 5, removed: 0, added: 1),
    ]
    let (rows, grid) = translated(move, from: [4, 3], to: [3, 4])
    XCTAssertEqual(rows.splices.reduce(0) { $0 + $1.added - $1.removed }, 0, "as many rows as before")
    XCTAssertGreaterThanOrEqual(rows.splices.first?.position ?? -1, 2, "section 0's full strip stays")
    XCTAssertEqual(grid.row(ofFlatPosition: 4), 2, "the second header moved up a row")
    XCTAssertEqual(grid.row(ofFlatPosition: 8), 4, "item (1,3) starts a strip")
  }

  func testAnInsertBeforeTheSelectionMovesIt() async {
    let fixture = Presentations.grid([5, 3], columns: 3)
    XCTAssertTrue(fixture.manager.select(IndexPath(item: 1, section: 0)))
    XCTAssertEqual(fixture.presentation.selection.selectedPositions, [2])
    let plan = ItemsChangedPlan(splices: [ItemsChangedSplice(position: 1, removed: 0, added: 1)])
    _ = fixture.presentation.translate(plan, from: fixture.layout, to: .sections([6, 3], headers: true))
    XCTAssertEqual(fixture.presentation.selection.selectedPositions, [3])
  }

  func testANewColumnCountReloadsTheStrips() async {
    let fixture = Presentations.grid([5, 3], columns: 3)
    fixture.manager.setColumns(min: 2, max: 2)
    XCTAssertEqual(fixture.presentation.columns, 2)
    XCTAssertEqual(fixture.presentation.rowCount, 7, "header, 3 strips, header, 2 strips")
    XCTAssertEqual(fixture.presentation.row(ofFlatPosition: 5), 3, "item (0,4) in the third strip")
  }

  func testTheGridMovesTheFocusItselfForEveryKey() async {
    let grid = Presentations.grid([5, 3], columns: 3).presentation
    XCTAssertTrue(grid.navigates(.along(rows: 1)))
    XCTAssertTrue(grid.navigates(.across(items: 1)), "GTK moves between list rows only, not tiles")
  }

  func testArrowKeysGoThroughTilesAndOverHeaderRows() async {
    let grid = Presentations.grid([5, 3], columns: 3).presentation
    XCTAssertEqual(grid.target(of: .along(rows: 1), from: 2), 5, "down: item (0,1) to (0,4)")
    XCTAssertEqual(grid.target(of: .along(rows: 1), from: 5), 8, "down over the header: (1,1)")
    XCTAssertEqual(grid.target(of: .along(rows: -1), from: 7), 4, "up over the header: (0,3)")
    XCTAssertEqual(grid.target(of: .across(items: 1), from: 5), 7, "right from the section's last tile")
    XCTAssertEqual(grid.target(of: .across(items: -1), from: 4), 3, "left from a strip's first tile")
    XCTAssertEqual(grid.target(of: .last, from: 1), 9)
    XCTAssertNil(grid.target(of: .along(rows: 1), from: 6), "a header row is not an item")
  }
}
