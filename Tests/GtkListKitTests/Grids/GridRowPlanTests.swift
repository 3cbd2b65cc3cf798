import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// The sectioned grid's row plan, pure: only the rows of changed sections are re-sent.
final class GridRowPlanTests: XCTestCase {
  private func layout(_ counts: [Int], columns: Int = 3) -> GridRowLayout {
    GridRowLayout(flat: FlatLayout(itemCounts: counts, headers: counts.map { _ in true }), columns: columns)
  }

  func testInsertInMiddleSectionResendsOnlyThatSection() {
    // Sections of 6 items, 3 columns: each section is 1 header + 2 item rows = 3 rows.
    let old = layout([6, 6, 6]), new = layout([6, 7, 6])
    // Flat: section 1 starts at 7 (header), items 8..<14; insert at item 6 of section 1 -> flat 14.
    let plan = ItemsChangedPlan(splices: [ItemsChangedSplice(position: 14, removed: 0, added: 1)])
    let rows = GridRowPlan.translate(plan, from: old, to: new)
    // Section 1 rows: header 3, items 4 (0-2) and 5 (3-5); the new item 6 makes row 6.
    // Section 2's rows are untouched.
    XCTAssertEqual(rows.splices.map(\.description), ["6-0+1"])
  }

  func testChangeInFirstSectionLeavesLaterSectionsAlone() {
    let old = layout([4, 4, 4]), new = layout([3, 4, 4])
    let plan = ItemsChangedPlan(splices: [ItemsChangedSplice(position: 1, removed: 1, added: 0)])
    let rows = GridRowPlan.translate(plan, from: old, to: new)
    // Section 0: old header + 2 rows, new header + 1 row.
    XCTAssertEqual(rows.splices.map(\.description), ["1-2+1"])
  }

  func testItemMovedAcrossHeaderlessSectionBoundaryReflows() {
    // No header rows: the flat list is the same, but the grid rows are not.
    let old = GridRowLayout(flat: FlatLayout(itemCounts: [2, 2]), columns: 3)
    let new = GridRowLayout(flat: FlatLayout(itemCounts: [3, 1]), columns: 3)
    let rows = GridRowPlan.translate(ItemsChangedPlan(), from: old, to: new)
    XCTAssertEqual(rows.splices.map(\.description), ["0-2+2"])
  }

  func testRebindsOutsideTheSpliceMapToTheirRows() {
    let old = layout([6, 6]), new = layout([6, 6])
    let rows = GridRowPlan.translate(ItemsChangedPlan(rebinds: [1, 2, 12]), from: old, to: new)
    XCTAssertEqual(rows.splices, [])
    XCTAssertEqual(rows.rebinds, [1, 5])
  }
}
