import Foundation
import ModelStorage
import XCTest

/// Children loaded in one batch: identities read from `Identifiable` nodes (no `identify` per
/// child), repeated identities in one load, nodes arriving from another parent, and loads
/// after reloads (each `insertRecords` call tells its own repeats from earlier records).
final class TreeStorageBatchTests: XCTestCase {
  private struct Node: Identifiable {
    let id: Int
    var kids: [Int] = []
  }

  /// Node `id`'s children are the `kids` of `table[id]`.
  private final class Table: @unchecked Sendable {
    var kids: [Int: [Int]] = [:]
  }

  private func makeStorage(_ table: Table, roots: [Int]) -> TreeStorage<Int> {
    TreeStorage<Int>(
      roots: roots.map { Node(id: $0) }, isExpandable: { table.kids[$0.id] != nil },
      children: { (table.kids[$0.id] ?? []).map { Node(id: $0) } })
  }

  func testRepeatedIdentitiesAmongLazilyLoadedIdentifiableChildrenAreReported() {
    let table = Table()
    table.kids = [1: [10, 11, 10, 12, 11, 10], 2: []]
    let storage = makeStorage(table, roots: [1, 2])
    let reported = AnomalyLog()
    storage.anomalyHandler = reported.handler()
    XCTAssertNil(storage.loadedChildIDs(of: 1), "asking expandability loads nothing")
    XCTAssertTrue(storage.isExpandable(1))
    XCTAssertNil(storage.loadedChildIDs(of: 1))
    XCTAssertEqual(storage.childIDs(of: 1), [10, 11, 12], "first occurrences, in order")
    XCTAssertEqual(reported.all, [.duplicateIdentifiers(count: 3)])
    XCTAssertEqual(storage.indexPath(of: 12), IndexPath(indexes: [0, 2]))
    XCTAssertEqual(storage.parent(of: 11), 1)
    // Loaded again: the same identities update in place, a repeat is still one.
    table.kids[1] = [12, 10, 12]
    storage.reloadChildren(of: 1)
    XCTAssertEqual(storage.loadedChildIDs(of: 1), [12, 10])
    XCTAssertEqual(storage.indexPath(of: 10), IndexPath(indexes: [0, 1]))
    XCTAssertFalse(storage.contains(11))
    XCTAssertEqual(reported.all, [.duplicateIdentifiers(count: 3), .duplicateIdentifiers(count: 1)])
  }

  func testAChildLoadedUnderAnotherParentMovesWithItsSubtree() {
    let table = Table()
    table.kids = [1: [10], 2: [10, 20], 10: [100, 101]]
    let storage = makeStorage(table, roots: [1, 2])
    XCTAssertEqual(storage.childIDs(of: 1), [10])
    XCTAssertEqual(storage.childIDs(of: 10), [100, 101])
    var changes: [TreeStorageChange<Int>] = []
    storage.onChange = { changes.append($0) }
    XCTAssertEqual(storage.childIDs(of: 2), [10, 20])
    XCTAssertEqual(changes, [.children(parent: 1, old: [10], new: [])], "taken out of its old parent")
    XCTAssertEqual(storage.loadedChildIDs(of: 10), [100, 101], "its loaded children came along")
    XCTAssertEqual(storage.indexPath(of: 101), IndexPath(indexes: [1, 0, 1]))
    XCTAssertEqual(storage.loadedChildIDs(of: 1), [])
  }

  func testALargeLoadKeepsEveryIdentityAndIndex() {
    let table = Table()
    table.kids = [0: Array(1...10_000)]
    let storage = makeStorage(table, roots: [0])
    let ids = storage.childIDs(of: 0)
    XCTAssertEqual(ids, Array(1...10_000))
    XCTAssertEqual(storage.indexPath(of: 7_777), IndexPath(indexes: [0, 7_776]))
    storage.moveNodes([10_000], toParent: 0, at: 0)
    XCTAssertEqual(storage.loadedChildIDs(of: 0)?.prefix(2), [10_000, 1])
    XCTAssertEqual(storage.indexPath(of: 1), IndexPath(indexes: [0, 1]))
  }

  func testRecordsOfRemovedNodesFreeTheirPlaceForNewOnes() {
    let table = Table()
    table.kids = [0: Array(1...100), 1: [1_000]]
    let storage = makeStorage(table, roots: [0])
    _ = storage.childIDs(of: 0)
    _ = storage.childIDs(of: 1)
    table.kids[0] = Array(50...60) + [1] + Array(200...300)
    storage.reloadChildren(of: 0)
    XCTAssertFalse(storage.contains(2))
    XCTAssertEqual(storage.loadedChildIDs(of: 1), [1_000], "a node that stays keeps its loaded children")
    for (index, id) in (Array(50...60) + [1] + Array(200...300)).enumerated() {
      XCTAssertEqual(storage.indexPath(of: id), IndexPath(indexes: [0, index]))
      XCTAssertEqual((storage.model(for: id) as? Node)?.id, id)
    }
    XCTAssertEqual(storage.indexPath(of: 1_000), IndexPath(indexes: [0, 11, 0]))
    storage.setRoots([])
    XCTAssertFalse(storage.contains(250))
    XCTAssertFalse(storage.contains(1_000))
  }

  func testANodeKeyStaysWhileItsNodeIsStoredAndNeverNamesAnotherNode() throws {
    let table = Table()
    table.kids = [0: Array(1...100)]
    let storage = makeStorage(table, roots: [0])
    let rootKey = try XCTUnwrap(storage.key(of: 0))
    let keys = storage.childKeys(ofKey: rootKey)
    XCTAssertEqual(keys, storage.keys(of: Array(1...100)), "a load makes its children's keys")
    XCTAssertEqual(storage.childKeys(ofKey: rootKey), keys, "a loaded level's keys are looked up")
    let key50 = keys[49]
    XCTAssertEqual(storage.id(ofKey: key50), 50)
    XCTAssertEqual((storage.model(ofKey: key50) as? Node)?.id, 50)
    XCTAssertEqual(storage.indexPath(ofKey: key50), IndexPath(indexes: [0, 49]))
    storage.moveNodes([50], toParent: 0, at: 0)
    XCTAssertEqual(storage.key(of: 50), key50, "a moved node keeps its key")
    XCTAssertEqual(storage.indexPath(ofKey: key50), IndexPath(indexes: [0, 0]))
    // 50 leaves; new nodes take the freed places, never its key.
    table.kids[0] = Array(1...49) + Array(1_000...1_100)
    storage.reloadChildren(of: 0)
    XCTAssertNil(storage.id(ofKey: key50))
    XCTAssertNil(storage.model(ofKey: key50))
    XCTAssertFalse(storage.isExpandable(key: key50))
    let stored = storage.keys(of: [0] + Array(1...49) + Array(1_000...1_100))
    XCTAssertEqual(Set(stored).count, stored.count, "one key per node")
    XCTAssertFalse(stored.contains(key50))
    // Back again: a new key; the old one still names nothing.
    table.kids[0] = [50]
    storage.reloadChildren(of: 0)
    XCTAssertNotEqual(storage.key(of: 50), key50)
    XCTAssertNil(storage.id(ofKey: key50))
    XCTAssertEqual(storage.childKeys(ofKey: 0), [], "0 names no node")
  }
}
