import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// The row arithmetic of a sectioned grid (no display needed).
final class GridRowLayoutTests: XCTestCase {
  func testRowsOfSectionsWithHeadersFootersAndPartialStrips() {
    let flat = FlatLayout(itemCounts: [10, 0, 7], headers: [true, true, false], footers: [false, true, true])
    let rows = GridRowLayout(flat: flat, columns: 4)
    // Section 0: header + 3 strips; section 1: header + footer; section 2: 2 strips + footer.
    XCTAssertEqual(rows.count, 4 + 2 + 3)
    XCTAssertEqual(rows.row(at: 0), .header(section: 0))
    XCTAssertEqual(rows.row(at: 1), .items(section: 0, range: 0..<4))
    XCTAssertEqual(rows.row(at: 3), .items(section: 0, range: 8..<10))
    XCTAssertEqual(rows.row(at: 4), .header(section: 1))
    XCTAssertEqual(rows.row(at: 5), .footer(section: 1))
    XCTAssertEqual(rows.row(at: 6), .items(section: 2, range: 0..<4))
    XCTAssertEqual(rows.row(at: 7), .items(section: 2, range: 4..<7))
    XCTAssertEqual(rows.row(at: 8), .footer(section: 2))
    XCTAssertNil(rows.row(at: 9))
    XCTAssertNil(rows.row(at: -1))
  }

  func testPositionsOfItemsAndAffectedRows() {
    let flat = FlatLayout(itemCounts: [10, 7], headers: [true, true])
    let rows = GridRowLayout(flat: flat, columns: 3)
    XCTAssertEqual(rows.position(of: IndexPath(item: 0, section: 0))?.row, 1)
    XCTAssertEqual(rows.position(of: IndexPath(item: 5, section: 0))?.row, 2)
    XCTAssertEqual(rows.position(of: IndexPath(item: 5, section: 0))?.column, 2)
    XCTAssertEqual(rows.position(of: IndexPath(item: 6, section: 1))?.row, 5 + 1 + 2)
    XCTAssertNil(rows.position(of: IndexPath(item: 7, section: 1)))
    XCTAssertNil(rows.position(of: IndexPath(item: 0, section: 2)))
    XCTAssertEqual(rows.position(ofHeaderInSection: 1), 5)
    // Flat position 11 is section 1's header (after header 0 and 10 items); flat 12 its first item.
    XCTAssertEqual(rows.firstRow(affectedByFlatPosition: 11), 5)
    XCTAssertEqual(rows.firstRow(affectedByFlatPosition: 12), 6)
    XCTAssertEqual(rows.firstRow(affectedByFlatPosition: 6), 2)
    XCTAssertEqual(rows.firstRow(affectedByFlatPosition: 999), rows.count)
  }

  func testEveryItemAppearsExactlyOnceAtAnyColumnCount() {
    let flat = FlatLayout(
      itemCounts: [0, 13, 1, 40], headers: [true, false, true, true], footers: [true, true, false, false])
    for columns in 1...9 {
      let rows = GridRowLayout(flat: flat, columns: columns)
      var seen: [IndexPath] = []
      for position in 0..<rows.count {
        if case .items(let section, let range) = rows.row(at: position) {
          XCTAssertLessThanOrEqual(range.count, columns)
          seen += range.map { IndexPath(item: $0, section: section) }
        }
      }
      let expected = (0..<4).flatMap { section in
        (0..<flat.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
      }
      XCTAssertEqual(seen, expected, "columns \(columns)")
      for indexPath in expected {
        let position = rows.position(of: indexPath)!
        guard case .items(_, let range) = rows.row(at: position.row) else { return XCTFail("not an items row") }
        XCTAssertEqual(range.lowerBound + position.column, indexPath.item)
      }
    }
  }
}
