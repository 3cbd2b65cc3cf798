import Foundation
import XCTest

@testable import GtkListKit

/// Type-to-find's matching without a display: GLib's folding, prefixes, repeated letters,
/// wrapping, and a random check against a plain scan.
@MainActor
final class FindQueryTests: XCTestCase {
  private let fold = TextFolding.fold

  func testFoldingIgnoresCaseCompatibilityFormsAndAccents() {
    let query = FindQuery(typed: "strasse", fold: fold)
    XCTAssertTrue(query.matches("Straße 12", fold: fold))
    XCTAssertTrue(FindQuery(typed: "FI", fold: fold).matches("ﬁsh", fold: fold))
    XCTAssertTrue(FindQuery(typed: "e", fold: fold).matches("Émile", fold: fold))
    XCTAssertTrue(FindQuery(typed: "é", fold: fold).matches("Émile", fold: fold))
    XCTAssertFalse(FindQuery(typed: "é", fold: fold).matches("eve", fold: fold))
    XCTAssertTrue(FindQuery(typed: "ΣΟ", fold: fold).matches("σοφία", fold: fold))
    XCTAssertFalse(query.matches("Stras", fold: fold))
  }

  func testFirstLetterStartsAfterTheFocusALongerPrefixAtIt() {
    let keys = ["apple", "Banana", "blueberry", "cherry", "banner"]
    func find(_ typed: String, from focus: Int?) -> Int? {
      FindQuery(typed: typed, fold: fold).search(count: keys.count, focus: focus, key: { keys[$0] }, fold: fold)
    }
    XCTAssertEqual(find("b", from: 0), 1)
    XCTAssertEqual(find("b", from: 1), 2, "a first letter moves on from a row that has it")
    XCTAssertEqual(find("ba", from: 1), 1, "a longer prefix stays on the focused row")
    XCTAssertEqual(find("bb", from: 2), 4, "a repeated letter steps through the rows starting with it")
    XCTAssertEqual(find("bbb", from: 4), 1, "and wraps")
    XCTAssertEqual(find("bann", from: 1), 4)
    XCTAssertEqual(find("c", from: nil), 3, "no focus: from the top")
    XCTAssertNil(find("z", from: 0))
    XCTAssertEqual(find("apple", from: 3), 0, "wraps to the top")
  }

  func testRowsWithoutAKeyAreSkipped() {
    let keys: [String?] = [nil, "b", nil, "b"]
    let query = FindQuery(typed: "b", fold: fold)
    XCTAssertEqual(query.search(count: 4, focus: 1, key: { keys[$0] }, fold: fold), 3)
    XCTAssertNil(query.search(count: 0, focus: nil, key: { _ in "b" }, fold: fold))
  }

  func testTimeoutStartsANewPrefix() async throws {
    let finder = TypeToFind()
    finder.timeout = .milliseconds(200)
    XCTAssertEqual(finder.type("b", fold: fold).prefix, "b")
    XCTAssertTrue(finder.isTyping)
    XCTAssertEqual(finder.type("A", fold: fold).prefix, "ba")
    try await Task.sleep(for: .milliseconds(300))
    XCTAssertFalse(finder.isTyping)
    XCTAssertEqual(finder.type("c", fold: fold), FindQuery(typed: "c", fold: fold))
    XCTAssertEqual(finder.typed, "c")
  }

  /// Random keys and prefixes: the search finds the first match at or after its start in
  /// wrapped order, as a plain scan over lowercased ASCII does.
  func testRandomSearchesAgreeWithAPlainScan() {
    var generator = SystemRandomNumberGenerator()
    let letters = Array("abcAB")
    for _ in 0..<300 {
      let keys = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        String((0..<Int.random(in: 0...3, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
      }
      let typed = String((1...Int.random(in: 1...3, using: &generator)).map { _ in letters.randomElement()! })
      let focus = keys.isEmpty || Bool.random(using: &generator) ? nil : Int.random(in: 0..<keys.count)
      let query = FindQuery(typed: typed, fold: fold)
      let found = query.search(count: keys.count, focus: focus, key: { keys[$0] }, fold: fold)
      let lower = typed.lowercased()
      let repeated = lower.count > 1 && Set(lower).count == 1
      let prefix = repeated ? String(lower.first!) : lower
      let start = focus.map { repeated || lower.count == 1 ? $0 + 1 : $0 } ?? 0
      let expected = keys.indices.lazy.map { (start + $0) % keys.count }.first {
        keys[$0].lowercased().hasPrefix(prefix)
      }
      XCTAssertEqual(found, expected, "keys \(keys) typed \(typed) focus \(String(describing: focus))")
    }
  }
}
