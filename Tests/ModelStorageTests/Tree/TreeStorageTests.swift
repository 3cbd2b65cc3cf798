import Foundation
import ModelStorage
import XCTest

/// `TreeStorage` without GTK: children load once, on demand; identity survives moves; changes
/// are reported as one `children` change per parent; the identity splice and expansion state.
final class TreeStorageTests: XCTestCase {
  /// Nodes are strings; a name ending in "/" is a folder whose children are `name + "0"`, `name + "1"`.
  private func makeStorage(_ roots: [String]) -> TreeStorage<String> {
    TreeStorage<String>(
      roots: roots, id: { $0 as! String }, isExpandable: { ($0 as! String).hasSuffix("/") },
      children: { ["\($0 as! String)0", "\($0 as! String)1/"] })
  }

  func testChildrenLoadOnceAndOnlyForParents() {
    let storage = makeStorage(["a/", "b"])
    XCTAssertTrue(storage.isExpandable("a/"))
    XCTAssertFalse(storage.isExpandable("b"))
    XCTAssertNil(storage.loadedChildIDs(of: "a/"))
    XCTAssertEqual(storage.childrenProviderCalls, 0)
    XCTAssertEqual(storage.childIDs(of: "a/"), ["a/0", "a/1/"])
    XCTAssertEqual(storage.childIDs(of: "a/"), ["a/0", "a/1/"])
    XCTAssertEqual(storage.childIDs(of: "b"), [])
    XCTAssertEqual(storage.childrenProviderCalls, 1)
    XCTAssertEqual(storage.indexPath(of: "a/1/"), IndexPath(indexes: [0, 1]))
    XCTAssertTrue(storage.isDescendant("a/1/", of: "a/"))
    XCTAssertFalse(storage.isDescendant("a/", of: "a/1/"))
  }

  func testSetRootsReportsOneChangeAndKeepsLoadedChildrenOfSurvivors() {
    let storage = makeStorage(["a/", "b"])
    _ = storage.childIDs(of: "a/")
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    storage.setRoots(["c", "a/"])
    XCTAssertEqual(changes, [.children(parent: nil, old: ["a/", "b"], new: ["c", "a/"])])
    XCTAssertEqual(storage.loadedChildIDs(of: "a/"), ["a/0", "a/1/"])
    XCTAssertFalse(storage.contains("b"))
    XCTAssertEqual(storage.indexPath(of: "a/0"), IndexPath(indexes: [1, 0]))
  }

  func testMoveAcrossParentsKeepsTheSubtree() {
    let storage = makeStorage(["a/", "b/"])
    _ = storage.childIDs(of: "a/")
    _ = storage.childIDs(of: "a/1/")
    _ = storage.childIDs(of: "b/")
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    storage.setChildren(["b/0", "a/1/"], of: "b/")
    XCTAssertEqual(
      changes,
      [
        .children(parent: "a/", old: ["a/0", "a/1/"], new: ["a/0"]),
        .children(parent: "b/", old: ["b/0", "b/1/"], new: ["b/0", "a/1/"]),
      ])
    XCTAssertEqual(storage.parent(of: "a/1/"), "b/")
    XCTAssertEqual(storage.loadedChildIDs(of: "a/1/"), ["a/1/0", "a/1/1/"])
  }

  func testMoveNodesKeepsOrderAndSubtreesAndRefusesCycles() {
    let reported = LockedAnomalies()
    let storage = makeStorage(["a/", "b", "c/"])
    storage.anomalyHandler = ModelStorageAnomalyHandler(action: { reported.append($0) })
    _ = storage.childIDs(of: "a/")
    _ = storage.childIDs(of: "a/1/")
    XCTAssertEqual(storage.id(of: "b"), "b")
    // Two nodes, one a descendant of the other: the descendant stays inside its ancestor.
    XCTAssertTrue(storage.moveNodes(["b", "a/1/", "a/1/0"], toParent: "c/", at: 1))
    XCTAssertEqual(storage.childIDs(of: "c/"), ["c/0", "b", "a/1/", "c/1/"])
    XCTAssertEqual(storage.loadedChildIDs(of: "a/1/"), ["a/1/0", "a/1/1/"], "the subtree moved with it")
    XCTAssertEqual(storage.rootIDs, ["a/", "c/"])
    // Within the same parent: the index counts the children that stay.
    XCTAssertTrue(storage.moveNodes(["c/0"], toParent: "c/", at: 3))
    XCTAssertEqual(storage.childIDs(of: "c/"), ["b", "a/1/", "c/1/", "c/0"])
    XCTAssertTrue(storage.moveNodes(["c/"], toParent: nil, at: 0))
    XCTAssertEqual(storage.rootIDs, ["c/", "a/"])
    // Into itself or its own subtree, or an unknown node: reported, nothing moves.
    XCTAssertFalse(storage.moveNodes(["c/"], toParent: "a/1/", at: 0))
    XCTAssertFalse(storage.moveNodes(["c/"], toParent: "c/", at: 0))
    XCTAssertFalse(storage.moveNodes(["zz"], toParent: nil, at: 0))
    XCTAssertEqual(storage.rootIDs, ["c/", "a/"])
    XCTAssertEqual(
      reported.all,
      [
        .invalidUpdate("tree node c/ cannot move into its own subtree"),
        .invalidUpdate("tree node c/ cannot move into its own subtree"), .itemNotFound("tree node zz"),
      ])
  }

  func testUpdateInPlaceAndDuplicatesAreReported() {
    let reported = LockedAnomalies()
    let storage = TreeStorage<String>(
      roots: ["a/"], id: { String(($0 as! String).prefix(2)) }, isExpandable: { ($0 as! String).hasSuffix("/") },
      children: { _ in ["x1", "x2", "x1"] })
    storage.anomalyHandler = ModelStorageAnomalyHandler(action: { reported.append($0) })
    XCTAssertEqual(storage.childIDs(of: "a/"), ["x1", "x2"])
    XCTAssertEqual(reported.all, [.duplicateIdentifiers(count: 1)])
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    storage.update("a/ now a leaf")
    XCTAssertEqual(changes, [.updated("a/")])
    XCTAssertNil(storage.loadedChildIDs(of: "a/"))
    XCTAssertFalse(storage.contains("x1"))
    storage.setChildren([], of: "zz")
    XCTAssertEqual(reported.all.last, .itemNotFound("tree node zz"))
  }

  func testReloadAsksTheProviderAgainOnlyForLoadedNodes() {
    var generation = 0
    let storage = TreeStorage<String>(
      roots: ["a/", "b/"], id: { $0 as! String }, isExpandable: { ($0 as! String).hasSuffix("/") },
      children: { ["\($0 as! String)\(generation)"] })
    _ = storage.childIDs(of: "a/")
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    generation = 1
    storage.reloadChildren(of: "a/")
    storage.reloadChildren(of: "b/")  // never loaded: loads when expanded
    XCTAssertEqual(changes, [.children(parent: "a/", old: ["a/0"], new: ["a/1"])])
    XCTAssertEqual(storage.childrenProviderCalls, 2)
    XCTAssertNil(storage.loadedChildIDs(of: "b/"))
  }

  private struct Node: Identifiable {
    let id: Int
    var kids: [Node] = []
  }

  func testIdentifiableNodesAndModelsWithoutIdentity() {
    let reported = LockedAnomalies()
    let storage = TreeStorage<Int>(
      roots: [Node(id: 1, kids: [Node(id: 2)]), Node(id: 3)], isExpandable: { !$0.kids.isEmpty }, children: \.kids)
    storage.anomalyHandler = ModelStorageAnomalyHandler(action: { reported.append($0) })
    XCTAssertEqual(storage.rootIDs, [1, 3])
    XCTAssertTrue(storage.isExpandable(1))
    XCTAssertEqual(storage.childIDs(of: 1), [2])
    storage.setRoots([Node(id: 3), "not a node", Node(id: 1)])
    XCTAssertEqual(storage.rootIDs, [3, 1])
    storage.update(42)
    XCTAssertEqual(
      reported.all,
      [.itemNotFound("an identity for a model of type String"), .itemNotFound("an identity for a model of type Int")])
  }

  func testIdentitySplice() {
    XCTAssertNil(TreeSplice.plan(from: [1, 2, 3], to: [1, 2, 3]))
    XCTAssertEqual(TreeSplice.plan(from: [1, 2, 3], to: [1, 3]), TreeSplice(position: 1, removed: 1, added: 0))
    XCTAssertEqual(TreeSplice.plan(from: [1, 3], to: [1, 2, 3]), TreeSplice(position: 1, removed: 0, added: 1))
    XCTAssertEqual(TreeSplice.plan(from: [1, 2, 3], to: [3, 2, 1]), TreeSplice(position: 0, removed: 3, added: 3))
    XCTAssertEqual(TreeSplice.plan(from: [], to: [1]), TreeSplice(position: 0, removed: 0, added: 1))
    XCTAssertEqual(TreeSplice.plan(from: [1, 1], to: [1]), TreeSplice(position: 1, removed: 1, added: 0))
  }

  func testExpansionStatePoliciesAndCoding() throws {
    var state = TreeExpansionState(expandedIDs: ["a", "a/b", "a/b/c", "d"])
    var remembered = state
    remembered.collapse("a", policy: .rememberDescendants) { $0.hasPrefix("a/") }
    XCTAssertEqual(remembered.expandedIDs, ["a/b", "a/b/c", "d"])
    state.collapse("a", policy: .forgetDescendants) { $0.hasPrefix("a/") }
    XCTAssertEqual(state.expandedIDs, ["d"])
    let data = try JSONEncoder().encode(remembered)
    XCTAssertEqual(try JSONDecoder().decode(TreeExpansionState<String>.self, from: data), remembered)
  }
}

/// Anomalies collected from the handler's `@Sendable` action.
private final class LockedAnomalies: @unchecked Sendable {
  private let lock = NSLock()
  private var anomalies: [ModelStorageAnomaly] = []
  func append(_ anomaly: ModelStorageAnomaly) { lock.withLock { anomalies.append(anomaly) } }
  var all: [ModelStorageAnomaly] { lock.withLock { anomalies } }
}
