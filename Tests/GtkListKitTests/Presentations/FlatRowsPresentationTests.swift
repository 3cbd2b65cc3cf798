import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// A list's presentation (``FlatRows``) without a display: one GTK row per flat row.
@MainActor
final class FlatRowsPresentationTests: XCTestCase {
  func testRowCountIsItemsPlusHeaderAndFooterRows() async {
    let fixture = Presentations.list([3, 2], headers: true, footers: true)
    XCTAssertEqual(fixture.presentation.rowCount, 9, "5 items, 2 headers, 2 footers")
    XCTAssertNil(fixture.manager.core.presentations.strips, "one item per row: no strips")
    XCTAssertEqual(Presentations.list([3, 2]).presentation.rowCount, 5)
  }

  func testGtkRowOfAFlatRowIsItsPositionAndNothingPastTheEnd() async {
    let fixture = Presentations.list([3, 2], headers: true)
    XCTAssertEqual(fixture.presentation.row(ofFlatPosition: 0), 0)
    XCTAssertEqual(fixture.presentation.row(ofFlatPosition: 6), 6)
    XCTAssertNil(fixture.presentation.row(ofFlatPosition: 7))
  }

  func testTranslateLeavesInsertsRemovalsAndMovesInFlatPositions() async {
    // [3, 2] with headers: 0 header, 1-3 items (0,0)-(0,2), 4 header, 5-6 items (1,0)-(1,1).
    let fixture = Presentations.list([3, 2], headers: true)
    let old = fixture.layout
    let plans: [(ItemsChangedPlan, FlatLayout)] = [
      (
        ItemsChangedPlan(splices: [ItemsChangedSplice(position: 6, removed: 0, added: 1)]),
        .sections([3, 3], headers: true)
      ),
      (
        ItemsChangedPlan(splices: [ItemsChangedSplice(position: 1, removed: 1, added: 0)]),
        .sections([2, 2], headers: true)
      ),
      (
        ItemsChangedPlan(splices: [ItemsChangedSplice(position: 1, removed: 5, added: 5)], rebinds: [2]),
        .sections([3, 2], headers: true)
      ),
    ]
    for (plan, new) in plans {
      XCTAssertEqual(fixture.presentation.translate(plan, from: old, to: new), plan, "one GTK row per flat row")
    }
  }

  func testHeaderRowsAppearWhenTheHeaderModelsCome() async {
    let fixture = Presentations.list([2, 2], headers: false)
    fixture.manager.registerHeader(HeaderView.self)
    fixture.manager.memoryStorage.setSectionHeaderModels(["S0", "S1"])
    XCTAssertEqual(fixture.presentation.rowCount, 6)
    XCTAssertEqual(fixture.layout.row(at: 3), .header(section: 1))
  }

  func testListLeavesArrowKeysToGtkUnlessHeaderRowsAreInTheWay() async {
    XCTAssertFalse(Presentations.list([3, 2]).presentation.navigates(.along(rows: 1)))
    let sectioned = Presentations.list([3, 2], headers: true).presentation
    XCTAssertTrue(sectioned.navigates(.along(rows: 1)), "GTK 4.8 stops at a header row")
    XCTAssertFalse(sectioned.navigates(.across(items: 1)), "left and right stay GTK's")
  }

  func testDownFromASectionsLastItemSkipsTheFooterAndTheNextHeader() async {
    // Rows: 0 header, 1-3 items, 4 footer, 5 header, 6-7 items, 8 footer.
    let list = Presentations.list([3, 2], headers: true, footers: true).presentation
    XCTAssertEqual(list.target(of: .along(rows: 1), from: 3), 6)
    XCTAssertEqual(list.target(of: .along(rows: -1), from: 6), 3)
    XCTAssertEqual(list.target(of: .first, from: 7), 1)
    XCTAssertEqual(list.target(of: .last, from: 1), 7)
    XCTAssertNil(list.target(of: .across(items: 1), from: 1))
  }
}
