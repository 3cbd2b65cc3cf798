import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A tree in a table edits in its columns, and an accepted value replaces the node's model in
/// the tree's storage (no writer needed, no anomaly), the expansion kept; events report node paths.
@MainActor
final class TreeTableEditingTests: GtkTestCase {
  /// The window of a tree in a table, read as the other editing tests read theirs.
  private struct Fixture: EditingFixture {
    let window: TestWindow
  }

  override func setUp() async throws {
    try XCTSkipUnless(RealInput.isAvailable, "xdotool and an X display are needed for real input")
  }

  func testAnEditedCellWritesTheTreeStorage() async throws {
    let table = ColumnViewManager()
    let log = EditLog()
    table.addColumn("name", title: "Name") { column in
      column.expands = true
      column.editableText(\NamedNode.name) { editing in
        editing.didCommit { node, name, path in
          log.commits.append("\(node.id) \(name) \(path.map { "\($0)" }.joined(separator: "."))")
          return .accept
        }
      }
    }
    let tree = table.showTree(EditingTree.makeStorage(), expanderColumn: "name")
    tree.expand("a")
    let fixture = Fixture(window: TestWindow(width: 500, height: 400, child: table.widget))
    defer { fixture.window.close() }
    GtkTestEnvironment.settle(fixture.window)
    XCTAssertTrue(tree.editing === table.editing, "the tree's editing is the table's")
    XCTAssertTrue(tree.beginEditing("a/t"))
    XCTAssertTrue(fixture.waitFor { fixture.editedText == "t" })
    fixture.press("ctrl+a")
    fixture.type("tee")
    fixture.press("Return")
    XCTAssertTrue(fixture.waitFor { (tree.storage.model(for: "a/t") as? NamedNode)?.name == "tee" })
    XCTAssertEqual(log.commits, ["a/t tee 0.1"], "the node's path from the roots")
    XCTAssertTrue(tree.isExpanded("a"))
    table.editing.undo()
    XCTAssertEqual((tree.storage.model(for: "a/t") as? NamedNode)?.name, "t", "undo writes the tree storage")
  }
}
