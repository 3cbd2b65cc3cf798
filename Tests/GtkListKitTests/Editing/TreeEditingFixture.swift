import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A node of the tree editing tests: its name edits in place, its id (a path) stays.
struct NamedNode: Identifiable, Equatable {
  let id: String
  var name: String
  var isFolder = false
}

/// A tree whose node names edit in place (the tree's `editableText`), in a window: folder `a`
/// (folder `a/s` holding `a/s/f`, and `a/t`), then `b`, with `a` and `a/s` expanded.
@MainActor
struct EditingTree: EditingFixture {
  let tree: TreeListManager<String>
  let log = EditLog()
  let window: TestWindow

  init() {
    let storage = Self.makeStorage()
    tree = TreeListManager(storage: storage)
    let log = log
    tree.editableText(\NamedNode.name) { editing in
      editing.didCommit { node, name, indexPath in
        log.commits.append("\(node.id) \(name) \(indexPath.map { "\($0)" }.joined(separator: "."))")
        return name.isEmpty ? .refuse("A name cannot be empty") : .accept
      }
      editing.didCancel { node, _ in log.cancels.append(node.id) }
    }
    tree.expand("a")
    tree.expand("a/s")  // known once its parent's children loaded
    window = TestWindow(width: 400, height: 400, child: tree.widget)
    GtkTestEnvironment.settle(window)
  }

  /// The tree of the tests: `a` (`a/s` holding `a/s/f`, and `a/t`), then `b`.
  static func makeStorage() -> TreeStorage<String> {
    let contents = [
      "a": [NamedNode(id: "a/s", name: "s", isFolder: true), NamedNode(id: "a/t", name: "t")],
      "a/s": [NamedNode(id: "a/s/f", name: "f")],
    ]
    return TreeStorage<String>(
      roots: [NamedNode(id: "a", name: "a", isFolder: true), NamedNode(id: "b", name: "b")],
      isExpandable: { $0.isFolder }, children: { contents[$0.id] ?? [] })
  }

  /// The name of node `id` in the storage.
  func name(_ id: String) -> String? { (tree.storage.model(for: id) as? NamedNode)?.name }

  /// The rows GTK shows, as ``TreeProbe/rows(_:)`` describes them, with the label each draws.
  var shownRows: [String] {
    WidgetTree.visibleRows(of: tree.listView).compactMap { row in
      guard let described = TreeProbe.describe(row), let depth = described.split(separator: " ").first else {
        return nil
      }
      let mark = described.hasSuffix(" -") ? " -" : described.hasSuffix(" +") ? " +" : ""
      return "\(depth) \(drawnLabel(in: row))\(mark)"
    }
  }

  /// The row of node `id`, if it shows.
  func position(of id: String) -> Int? { tree.row(for: id)?.position }

  /// Focuses the row of node `id`, starts editing it with F2 and types `text` over its name.
  func startTyping(_ text: String, inRowOf id: String) {
    guard let position = position(of: id) else { return XCTFail("no row for \(id)") }
    focusFlatRow(position, of: tree.core)
    press("F2")
    XCTAssertTrue(waitFor { editedText == name(id) }, "F2 edits \(id)")
    press("ctrl+a")
    type(text)
    XCTAssertTrue(waitFor { editedText == text })
  }
}
