import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Renaming a tree's nodes in place with real keys (xdotool) in a real window: F2 starts, the
/// arrows, `+` and `-` type in the field while editing and expand, collapse and move again
/// after, Enter replaces the node's model in the tree storage with the row's expansion and
/// selection kept, Ctrl+Z undoes, and an edit whose row moves never writes another node.
@MainActor
final class TreeEditingTests: GtkTestCase {
  override func setUp() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
  }

  private let expanded = ["0 a -", "1 s -", "2 f", "1 t", "0 b"]

  func testF2RenamesANodeTheTreeKeysTypeWhileEditingAndWorkAfter() async throws {
    let fixture = EditingTree()
    defer { fixture.window.close() }
    XCTAssertEqual(fixture.shownRows, expanded)
    fixture.tree.select("a/t")
    fixture.startTyping("tee", inRowOf: "a/t")
    fixture.press("Left")
    fixture.press("plus")
    fixture.press("minus")
    fixture.press("Right")
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "te+-e" }, "Left, Right, + and - are the field's")
    // The edited row (3) draws its text field; the others stay as they were.
    let others = fixture.shownRows.enumerated().filter { $0.offset != 3 }.map(\.element)
    XCTAssertEqual(others, expanded.filter { $0 != "1 t" }, "no expansion change")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.name("a/t") == "te+-e" }, "Enter writes the tree storage")
    XCTAssertEqual(fixture.log.commits, ["a/t te+-e 0.1"], "the node's path from the roots")
    XCTAssertEqual(fixture.shownRows, ["0 a -", "1 s -", "2 f", "1 te+-e", "0 b"], "the rows stay expanded")
    XCTAssertEqual(fixture.tree.expansionState.expandedIDs, ["a", "a/s"])
    XCTAssertEqual(fixture.tree.selectedID, "a/t", "the selection stays")
    XCTAssertTrue(fixture.waitFor { fixture.focusIsOnRow(3, of: fixture.tree.core) }, "the focus is back on the row")

    // Not editing, Left moves to the parent and collapses it, as ever.
    fixture.press("Left")
    XCTAssertTrue(fixture.waitFor { fixture.focusIsOnRow(0, of: fixture.tree.core) }, "Left moves to the parent")
    fixture.press("Left")
    XCTAssertTrue(fixture.waitFor { fixture.shownRows == ["0 a +", "0 b"] }, "Left collapses")
    fixture.press("ctrl+z")
    XCTAssertTrue(fixture.waitFor { fixture.name("a/t") == "t" }, "Ctrl+Z writes the old name back")
  }

  func testRenamingAnExpandedFolderKeepsItExpandedEscapeAndARefusal() async throws {
    let fixture = EditingTree()
    defer { fixture.window.close() }
    XCTAssertTrue(fixture.tree.beginEditing("a/s"))
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "s" }, "beginEditing edits the node's row")
    fixture.press("BackSpace")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.shownError?.tooltip == "A name cannot be empty" }, "refused in the cell")
    XCTAssertEqual(fixture.editedText, "", "still editing after the refusal")
    fixture.type("src")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.name("a/s") == "src" })
    XCTAssertTrue(fixture.tree.isExpanded("a/s"), "the renamed folder stays expanded")
    XCTAssertEqual(fixture.shownRows, ["0 a -", "1 src -", "2 f", "1 t", "0 b"])

    fixture.startTyping("nothing", inRowOf: "b")
    fixture.press("Escape")
    XCTAssertTrue(fixture.waitFor { !fixture.tree.editing.isEditing })
    XCTAssertEqual(fixture.name("b"), "b")
    XCTAssertEqual(fixture.log.cancels, ["b"])
  }

  func testACollapseAboveTheEditedRowNeverWritesAnotherNode() async throws {
    let fixture = EditingTree()
    defer { fixture.window.close() }
    fixture.startTyping("moved", inRowOf: "b")  // row 4
    fixture.tree.collapse("a")  // b's row is now row 1
    GtkTestEnvironment.settle(fixture.window)
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { !fixture.tree.editing.isEditing })
    try await Task.sleep(for: .milliseconds(250))
    GtkTestEnvironment.settle(fixture.window)
    for (id, name) in [("a", "a"), ("a/s", "s"), ("a/s/f", "f"), ("a/t", "t")] {
      XCTAssertEqual(fixture.name(id), name, "\(id) is not written")
    }
    // Either the edit followed its node or it was cancelled as its row showed another node.
    XCTAssertTrue(["moved", "b"].contains(fixture.name("b") ?? ""))
    XCTAssertEqual(fixture.log.commits.allSatisfy { $0.hasPrefix("b ") }, true, "\(fixture.log.commits)")
  }

  func testTheExpanderStaysClickableAfterARename() async throws {
    let fixture = EditingTree()
    defer { fixture.window.close() }
    XCTAssertTrue(fixture.tree.beginEditing("a/s"))
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "s" })
    fixture.type("rc")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { fixture.name("a/s") == "rc" })
    let row = try XCTUnwrap(fixture.tree.core.itemWidget(atFlatPosition: 1))
    let expander = try XCTUnwrap(WidgetTree.children(of: row).first)
    // After the indentation's icons (one per level), the triangle.
    let triangle = try XCTUnwrap(
      WidgetTree.children(of: expander).last { WidgetTree.typeName($0) == "GtkBuiltinIcon" })
    let point = try XCTUnwrap(fixture.window.point(ofCenterOf: triangle))
    RealInput.click(window: fixture.window.x11WindowID, x: point.x, y: point.y)
    XCTAssertTrue(
      fixture.waitFor { fixture.shownRows == ["0 a -", "1 rc +", "1 t", "0 b"] },
      "the triangle collapses: \(fixture.shownRows)")
    XCTAssertFalse(fixture.tree.editing.isEditing, "a click on the triangle edits nothing")
  }
}
