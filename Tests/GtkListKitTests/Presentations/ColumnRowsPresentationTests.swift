import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// A table's presentation (``ColumnRows``) without a display: a table row is a flat row, however
/// many columns show it.
@MainActor
final class ColumnRowsPresentationTests: XCTestCase {
  func testRowCountIsTheFlatRowsWhateverTheColumns() async {
    let fixture = Presentations.table([3, 2], headers: true)
    XCTAssertEqual(fixture.presentation.rowCount, 7)
    fixture.manager.addColumn("kind", title: "Kind")
    fixture.manager.removeColumn("name")
    XCTAssertEqual(fixture.presentation.rowCount, 7)
    XCTAssertNil(fixture.manager.core.presentations.strips, "rows, not strips")
  }

  func testGtkRowOfAFlatRowIsItsPosition() async {
    let table = Presentations.table([3, 2], headers: true, footers: true).presentation
    XCTAssertEqual(table.row(ofFlatPosition: 4), 4)
    XCTAssertEqual(table.row(ofFlatPosition: 8), 8)
    XCTAssertNil(table.row(ofFlatPosition: 9))
  }

  func testTranslateLeavesThePlanInFlatPositions() async {
    // Rows: 0 header, 1-3 items (0,0)-(0,2), 4 header, 5-6 items (1,0)-(1,1).
    let fixture = Presentations.table([3, 2], headers: true)
    let plan = ItemsChangedPlan(splices: [ItemsChangedSplice(position: 5, removed: 0, added: 1)], rebinds: [1])
    let rows = fixture.presentation.translate(plan, from: fixture.layout, to: .sections([3, 3], headers: true))
    XCTAssertEqual(rows, plan, "a table row is a flat row")
  }

  func testASortIsMovesOverTheSameRows() async {
    let fixture = Presentations.table([4])
    fixture.manager.column("size")?.sortable(by: \Int.self)
    fixture.manager.sortOrder = [ColumnSort("size", ascending: false)]
    XCTAssertEqual(fixture.presentation.rowCount, 4, "sorting adds and removes no rows")
    XCTAssertEqual(fixture.manager.memoryStorage.item(at: IndexPath(item: 0, section: 0)) as? Int, 3)
  }

  func testUpAndDownSkipHeaderRowsAndLeftRightStayGtks() async {
    // Rows: 0 header, 1-3 items, 4 header, 5-6 items.
    let table = Presentations.table([3, 2], headers: true).presentation
    XCTAssertTrue(table.navigates(.along(rows: 1)))
    XCTAssertFalse(table.navigates(.across(items: 1)), "GTK moves between a table's cells")
    XCTAssertEqual(table.target(of: .along(rows: 1), from: 3), 5)
    XCTAssertEqual(table.target(of: .along(rows: -1), from: 5), 3)
    XCTAssertEqual(table.target(of: .first, from: 6), 1)
    XCTAssertFalse(Presentations.table([3]).presentation.navigates(.along(rows: 1)), "no header row: GTK's")
  }
}
