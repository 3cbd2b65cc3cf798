import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Expansion kept by identity: across removal and re-insertion, moves, collapses of a parent
/// (both policies), saved and restored as JSON; expansion events; expanding a subtree on a budget.
@MainActor
final class TreeListExpansionTests: GtkTestCase {
  private func makeFixture() -> TreeFixture {
    let fixture = TreeFixture()
    fixture.folder("a", ["s/", "t"])
    fixture.folder("a/s", ["f"])
    return fixture
  }

  private func makeManager(_ fixture: TreeFixture) -> TreeListManager<String> {
    let manager = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "a"), File(path: "b")]))
    manager.register(FolderCell.self)
    manager.register(FileCell.self)
    return manager
  }

  private let expandedRows = ["0 folder a -", "1 folder a/s -", "2 file a/s/f", "1 file a/t", "0 file b"]

  func testExpandedSubtreeSurvivesRemovalReinsertionAndMove() async throws {
    let manager = makeManager(makeFixture())
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    manager.expand("a/s")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), expandedRows)
    manager.storage.setRoots([File(path: "b")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 file b"])
    manager.storage.setRoots([Folder(path: "a"), File(path: "b")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), expandedRows, "re-inserted: expanded again, subtree too")
    manager.storage.setRoots([File(path: "b"), Folder(path: "a")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(
      TreeProbe.rows(manager.listView),
      ["0 file b", "0 folder a -", "1 folder a/s -", "2 file a/s/f", "1 file a/t"], "moved: still expanded")
  }

  func testDescendantsFollowThePolicyAcrossAParentsCollapse() async throws {
    for policy in [TreeExpansionPolicy.rememberDescendants, .forgetDescendants] {
      let manager = makeManager(makeFixture())
      manager.expansionPolicy = policy
      let window = TestWindow(child: manager.widget)
      manager.expand("a")
      manager.expand("a/s")
      manager.collapse("a")
      GtkTestEnvironment.settle(window.widget)
      XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a +", "0 file b"])
      manager.expand("a")
      GtkTestEnvironment.settle(window.widget)
      let expected =
        policy == .rememberDescendants ? expandedRows : ["0 folder a -", "1 folder a/s +", "1 file a/t", "0 file b"]
      XCTAssertEqual(TreeProbe.rows(manager.listView), expected, "\(policy)")
      window.close()
    }
  }

  func testExpansionStateRoundTripsThroughJSON() async throws {
    let first = makeManager(makeFixture())
    let window = TestWindow(child: first.widget)
    defer { window.close() }
    first.expand("a")
    first.expand("a/s")
    let saved = try JSONEncoder().encode(first.expansionState)
    let second = makeManager(makeFixture())
    second.expansionState = try JSONDecoder().decode(TreeExpansionState<String>.self, from: saved)
    window.setChild(second.widget)
    XCTAssertEqual(TreeProbe.rows(second.listView), expandedRows, "restored before the view was shown")
    second.expansionState = TreeExpansionState()
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(second.listView), ["0 folder a +", "0 file b"])
    second.expansionState = try JSONDecoder().decode(TreeExpansionState<String>.self, from: saved)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(second.listView), expandedRows, "restored on screen")
  }

  func testExpandingBeforeTheViewIsMadeExpandsWhenItIsShown() async throws {
    let manager = makeManager(makeFixture())
    XCTAssertEqual(manager.expandSubtree(of: "a", maxNodes: 10), 2, "a and a/s, in the state only")
    XCTAssertEqual(manager.expansionState.expandedIDs, ["a", "a/s"])
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    XCTAssertEqual(TreeProbe.rows(manager.listView), expandedRows)
  }

  func testExpansionEventsAreTypedAndSkipRestorations() async throws {
    let manager = makeManager(makeFixture())
    var log: [String] = []
    manager.didExpand(Folder.self) { folder, id in log.append("expand \(folder.path) \(id)") }
    manager.didCollapse(Folder.self) { folder, _ in log.append("collapse \(folder.path)") }
    manager.didExpand(File.self) { file, _ in log.append("never: a file \(file.path)") }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    manager.expand("a/s")
    manager.collapse("a")
    manager.expand("a")  // a/s comes back expanded: a restoration, no event for it
    manager.storage.setRoots([File(path: "b")])
    manager.storage.setRoots([Folder(path: "a"), File(path: "b")])
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(log, ["expand a a", "expand a/s a/s", "collapse a", "expand a a"])
    XCTAssertEqual(TreeProbe.rows(manager.listView), expandedRows)
  }

  func testExpandSubtreeStopsAtItsBudget() async throws {
    let fixture = TreeFixture()
    // A binary tree of depth 6 under "r".
    func fill(_ path: String, depth: Int) {
      guard depth > 0 else { return fixture.folder(path, []) }
      fixture.folder(path, ["l/", "r/"])
      fill(path + "/l", depth: depth - 1)
      fill(path + "/r", depth: depth - 1)
    }
    fill("r", depth: 6)
    let manager = TreeListManager(storage: fixture.makeStorage(roots: [Folder(path: "r")]))
    manager.register(FolderCell.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    XCTAssertEqual(manager.expandSubtree(of: "r", maxNodes: 7), 7)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(manager.storage.childrenProviderCalls, 7, "only the expanded nodes' children were loaded")
    XCTAssertEqual(manager.expansionState.expandedIDs.count, 7)
    XCTAssertTrue(manager.isExpanded("r/l/l"))
    XCTAssertFalse(manager.isExpanded("r/l/l/l"), "breadth first: the 4th level is past the budget")
    XCTAssertEqual(
      TreeProbe.rows(manager.listView).prefix(4),
      ["0 folder r -", "1 folder r/l -", "2 folder r/l/l -", "3 folder r/l/l/l +"])
  }
}
