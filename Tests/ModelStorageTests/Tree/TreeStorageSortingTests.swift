import Foundation
import ModelStorage
import XCTest

/// `TreeStorage.childOrder`: every loaded level sorted within its parent, one change per level,
/// and the order kept as children load, are set and change.
final class TreeStorageSortingTests: XCTestCase {
  /// A node is a name and a size; a name ending in "/" is a folder with children `x`, `y`, `z`
  /// of sizes 3, 1, 2 (in that order).
  private struct Node { let name: String, size: Int }

  private func makeStorage() -> TreeStorage<String> {
    TreeStorage<String>(
      roots: [Node(name: "b/", size: 5), Node(name: "a", size: 9), Node(name: "c/", size: 1)],
      id: { ($0 as! Node).name }, isExpandable: { ($0 as! Node).name.hasSuffix("/") },
      children: { parent in
        let name = (parent as! Node).name
        return [Node(name: name + "x", size: 3), Node(name: name + "y", size: 1), Node(name: name + "z", size: 2)]
      })
  }

  private func bySize(_ first: Any, _ second: Any) -> Bool { (first as! Node).size < (second as! Node).size }

  func testSortingSortsEveryLoadedLevelAndReportsEachOnce() {
    let storage = makeStorage()
    _ = storage.childIDs(of: "b/")
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    storage.childOrder = bySize
    XCTAssertEqual(storage.rootIDs, ["c/", "b/", "a"])
    XCTAssertEqual(storage.loadedChildIDs(of: "b/"), ["b/y", "b/z", "b/x"])
    XCTAssertEqual(
      changes,
      [
        .children(parent: nil, old: ["b/", "a", "c/"], new: ["c/", "b/", "a"]),
        .children(parent: "b/", old: ["b/x", "b/y", "b/z"], new: ["b/y", "b/z", "b/x"]),
      ])
    XCTAssertEqual(storage.indexPath(of: "b/x"), IndexPath(indexes: [1, 2]))
    XCTAssertNil(storage.loadedChildIDs(of: "c/"), "nothing loads to sort")
  }

  func testChildrenLoadedOrSetLaterTakeTheOrder() {
    let storage = makeStorage()
    storage.childOrder = bySize
    XCTAssertEqual(storage.childIDs(of: "c/"), ["c/y", "c/z", "c/x"])
    storage.setChildren([Node(name: "c/p", size: 7), Node(name: "c/y", size: 1), Node(name: "c/q", size: 0)], of: "c/")
    XCTAssertEqual(storage.loadedChildIDs(of: "c/"), ["c/q", "c/y", "c/p"])
    XCTAssertEqual(storage.indexPath(of: "c/p"), IndexPath(indexes: [0, 2]))
  }

  func testAnUpdateMovesTheNodeToItsPlaceAfterReportingIt() {
    let storage = makeStorage()
    storage.childOrder = bySize
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    storage.update(Node(name: "a", size: 0))
    XCTAssertEqual(storage.rootIDs, ["a", "c/", "b/"])
    XCTAssertEqual(changes, [.updated("a"), .children(parent: nil, old: ["c/", "b/", "a"], new: ["a", "c/", "b/"])])
  }

  func testEqualKeysKeepTheirOrderAndClearingKeepsTheCurrentOrder() {
    let storage = makeStorage()
    storage.childOrder = { _, _ in false }
    XCTAssertEqual(storage.rootIDs, ["b/", "a", "c/"])
    storage.childOrder = bySize
    storage.childOrder = nil
    XCTAssertNil(storage.childOrder)
    XCTAssertEqual(storage.rootIDs, ["c/", "b/", "a"])
  }
}
