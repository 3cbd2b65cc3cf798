import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// A tree's presentation (``TreeRows``) without a display: one GTK row per row of the flattened
/// tree, expanded children included. Roots: "/a" (files 1, 2, 3), "/b" (file 4), "/c".
@MainActor
final class TreeRowsPresentationTests: XCTestCase {
  func testRowCountFollowsExpansion() async {
    let fixture = Presentations.tree()
    XCTAssertEqual(fixture.presentation.rowCount, 3, "the roots, collapsed")
    XCTAssertTrue(fixture.manager.expand("/a"))
    XCTAssertEqual(fixture.presentation.rowCount, 6)
    fixture.manager.collapse("/a")
    XCTAssertEqual(fixture.presentation.rowCount, 3)
  }

  func testExpandedChildrenAreFlatRowsAfterTheirParent() async {
    let fixture = Presentations.tree()
    XCTAssertTrue(fixture.manager.expand("/b"))
    XCTAssertEqual(fixture.presentation.rowCount, 4)
    XCTAssertEqual(fixture.manager.core.source.eventIndexPath(at: 2), IndexPath(indexes: [1, 0]), "/b's file")
    XCTAssertEqual(fixture.manager.core.source.eventIndexPath(at: 3), IndexPath(indexes: [2]), "/c")
  }

  func testGtkRowOfAFlatRowIsItsPosition() async {
    let fixture = Presentations.tree()
    XCTAssertTrue(fixture.manager.expand("/a"))
    XCTAssertEqual(fixture.presentation.row(ofFlatPosition: 5), 5)
    XCTAssertNil(fixture.presentation.row(ofFlatPosition: 6))
  }

  func testEveryRowIsAnItemSoArrowKeysStayGtks() async {
    let fixture = Presentations.tree()
    XCTAssertTrue(fixture.manager.expand("/a"))
    let tree = fixture.presentation
    XCTAssertFalse(tree.navigates(.along(rows: 1)), "no header rows in a tree")
    XCTAssertEqual(tree.target(of: .along(rows: 1), from: 3), 4, "from /a's last file to /b")
    XCTAssertEqual(tree.target(of: .last, from: 0), 5)
    XCTAssertEqual(tree.target(of: .along(rows: 10), from: 0), 5, "a page stops at the last row")
  }

  func testTranslateLeavesThePlanInFlatPositions() async {
    let fixture = Presentations.tree()
    let plan = ItemsChangedPlan(splices: [ItemsChangedSplice(position: 1, removed: 0, added: 3)])
    XCTAssertEqual(fixture.presentation.translate(plan, from: fixture.layout, to: fixture.layout), plan)
  }
}
