import Foundation
import ModelStorage
import XCTest

@testable import GtkListKit

/// Where the keyboard takes the focus, for both presentations, without a display: the moves
/// are the presentations' own logic over their layouts (the GTK side, focusing the widget and
/// selecting, is tested in real windows by KeyboardSelectionTests and GridKeyboardTests).
final class NavigationUnitTests: XCTestCase {
  /// Two sections, each with a header; the second has a footer. Flat rows:
  /// 0 header, 1-5 items (0,0)...(0,4), 6 header, 7-9 items (1,0)...(1,2), 10 footer.
  private let flat = FlatLayout(itemCounts: [5, 3], headers: [true, true], footers: [false, true])

  func testListMovesSkipHeaderAndFooterRows() {
    XCTAssertEqual(flat.listTarget(of: .along(rows: 1), from: 5), 7, "down over the header")
    XCTAssertEqual(flat.listTarget(of: .along(rows: -1), from: 7), 5, "up over the header")
    XCTAssertEqual(flat.listTarget(of: .along(rows: -1), from: 1), 1, "nothing above the first item")
    XCTAssertEqual(flat.listTarget(of: .along(rows: 1), from: 9), 9, "the footer is not an item")
    XCTAssertEqual(flat.listTarget(of: .first, from: 8), 1)
    XCTAssertEqual(flat.listTarget(of: .last, from: 1), 9)
    XCTAssertEqual(flat.listTarget(of: .along(rows: 5), from: 1), 7, "a page lands past the header")
    XCTAssertEqual(flat.listTarget(of: .along(rows: -100), from: 9), 1)
    XCTAssertNil(flat.listTarget(of: .across(items: 1), from: 1), "left and right are GTK's in a list")
    XCTAssertNil(FlatLayout(itemCounts: []).listTarget(of: .along(rows: 1), from: 0))
  }

  func testGridMovesGoThroughItemsAndAcrossStrips() {
    // Three columns. Rows: 0 header, 1 items 0-2, 2 items 3-4, 3 header, 4 items 0-2, 5 footer.
    let grid = GridRowLayout(flat: flat, columns: 3)
    XCTAssertEqual(grid.target(of: .across(items: 1), from: 3), 4, "right within a strip")
    XCTAssertEqual(grid.target(of: .across(items: 1), from: 5), 7, "right from the last item: next section")
    XCTAssertEqual(grid.target(of: .across(items: -1), from: 4), 3, "left from a strip's first: the row above")
    XCTAssertEqual(grid.target(of: .across(items: -1), from: 1), 1, "nothing before the first item")
    XCTAssertEqual(grid.target(of: .along(rows: 1), from: 2), 5, "down: same column, item (0,4)")
    XCTAssertEqual(grid.target(of: .along(rows: 1), from: 3), 5, "down into a shorter strip: its last tile")
    XCTAssertEqual(grid.target(of: .along(rows: 1), from: 5), 8, "down over the header, column 1")
    XCTAssertEqual(grid.target(of: .along(rows: -1), from: 9), 5, "up over the header: column 2 clamps")
    XCTAssertEqual(grid.target(of: .along(rows: 1), from: 8), 8, "nothing below the last strip")
    XCTAssertEqual(grid.target(of: .along(rows: 10), from: 1), 7, "a page goes as far as there are strips")
    XCTAssertEqual(grid.target(of: .first, from: 9), 1)
    XCTAssertEqual(grid.target(of: .last, from: 1), 9)
    XCTAssertNil(grid.target(of: .along(rows: 1), from: 0), "a header row is not an item")
  }

  func testEveryMoveFromEveryItemLandsOnAnItemInBothPresentations() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let sections = Int.random(in: 0...4, using: &generator)
      let counts = (0..<sections).map { _ in Int.random(in: 0...7, using: &generator) }
      let headers = counts.map { _ in Bool.random(using: &generator) }
      let footers = counts.map { _ in Bool.random(using: &generator) }
      let flat = FlatLayout(itemCounts: counts, headers: headers, footers: footers)
      let grid = GridRowLayout(flat: flat, columns: Int.random(in: 1...4, using: &generator))
      let moves: [FocusMove] = [
        .first, .last, .along(rows: 1), .along(rows: -1), .along(rows: 3), .across(items: 1), .across(items: -1),
      ]
      for position in 0..<flat.count where flat.isItem(position) {
        for move in moves {
          if let target = flat.listTarget(of: move, from: position) {
            XCTAssertTrue(flat.isItem(target), "\(move) from \(position)")
          }
          let target = grid.target(of: move, from: position)
          XCTAssertNotNil(target, "\(move) from \(position)")
          if let target { XCTAssertTrue(flat.isItem(target), "\(move) from \(position) in \(counts)") }
        }
      }
    }
  }
}
