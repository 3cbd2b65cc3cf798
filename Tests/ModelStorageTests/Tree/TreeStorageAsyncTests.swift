import Foundation
import ModelStorage
import XCTest

/// `TreeStorage` with an asynchronous children provider, without GTK (results come back by the
/// default delivery, a main-actor task): one load per node, cancellation, failures and retries,
/// results dropped for nodes that left, and the loading row's key and model.
@MainActor
final class TreeStorageAsyncTests: XCTestCase {
  /// Nodes are strings; a name ending in "/" is a folder, listed by `fake`.
  private func makeStorage(_ fake: TreeFolderFake, roots: [String] = ["a/", "b"]) -> TreeStorage<String> {
    TreeStorage<String>(
      roots: roots, id: { $0 as! String }, isExpandable: { ($0 as! String).hasSuffix("/") },
      loadChildren: { try await fake.load($0) })
  }

  func testChildrenArriveLaterFromOneLoad() async throws {
    let fake = TreeFolderFake()
    let storage = makeStorage(fake)
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    XCTAssertTrue(storage.loadsChildrenAsynchronously)
    XCTAssertTrue(storage.isExpandable("a/"), "a cheap probe: nothing loads")
    XCTAssertEqual(storage.childrenProviderCalls, 0)
    XCTAssertEqual(storage.childIDs(of: "a/"), [], "nothing yet: the load runs off the main actor")
    XCTAssertTrue(storage.isLoadingChildren(of: "a/"))
    XCTAssertEqual(storage.childIDs(of: "a/"), [])
    XCTAssertEqual(storage.childIDs(of: "b"), [])
    let started = await eventually { await fake.isWaiting("a/") }
    XCTAssertTrue(started)
    XCTAssertEqual(storage.childrenProviderCalls, 1, "a second ask while loading starts no second load")
    await fake.finish("a/", ["a/x", "a/y/"])
    let arrived = await eventually { storage.loadedChildIDs(of: "a/") != nil }
    XCTAssertTrue(arrived)
    XCTAssertEqual(storage.loadedChildIDs(of: "a/"), ["a/x", "a/y/"])
    XCTAssertFalse(storage.isLoadingChildren(of: "a/"))
    XCTAssertEqual(changes, [.loaded("a/")])
    XCTAssertEqual(storage.indexPath(of: "a/y/"), IndexPath(indexes: [0, 1]))
    let startedCount = await fake.started.count
    XCTAssertEqual(startedCount, 1)
  }

  func testCancelledLoadSeesCancellationAndInsertsNothing() async throws {
    let fake = TreeFolderFake()
    let storage = makeStorage(fake)
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    _ = storage.childIDs(of: "a/")
    _ = await eventually { await fake.isWaiting("a/") }
    storage.cancelLoadingChildren(of: "a/")
    XCTAssertFalse(storage.isLoadingChildren(of: "a/"))
    XCTAssertEqual(storage.childrenLoadsCancelled, 1)
    let seen = await eventually { await fake.cancelled == ["a/"] }
    XCTAssertTrue(seen, "the provider's task was cancelled")
    try await Task.sleep(nanoseconds: 20_000_000)
    XCTAssertNil(storage.loadedChildIDs(of: "a/"))
    XCTAssertEqual(changes, [])
    XCTAssertNil(storage.childrenLoadFailure(of: "a/"), "a cancellation is no failure")
    // Asked again: a new load.
    _ = storage.childIDs(of: "a/")
    _ = await eventually { await fake.isWaiting("a/") }
    await fake.finish("a/", ["a/z"])
    _ = await eventually { storage.loadedChildIDs(of: "a/") != nil }
    XCTAssertEqual(storage.loadedChildIDs(of: "a/"), ["a/z"])
    XCTAssertEqual(storage.childrenProviderCalls, 2)
  }

  func testFailureIsReportedAndReloadRetries() async throws {
    let fake = TreeFolderFake()
    let storage = makeStorage(fake)
    let log = AnomalyLog()
    storage.anomalyHandler = log.handler()
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    _ = storage.childIDs(of: "a/")
    _ = await eventually { await fake.isWaiting("a/") }
    await fake.fail("a/", "Permission denied")
    let failed = await eventually { storage.childrenLoadFailure(of: "a/") != nil }
    XCTAssertTrue(failed)
    XCTAssertEqual(log.all, [.childrenLoadFailed(node: "a/", reason: "Permission denied")])
    XCTAssertEqual(changes, [.loadingChanged("a/")])
    XCTAssertEqual(storage.childIDs(of: "a/"), [], "a failed node waits for a retry")
    XCTAssertFalse(storage.isLoadingChildren(of: "a/"))
    storage.reloadChildren(of: "a/")
    XCTAssertTrue(storage.isLoadingChildren(of: "a/"))
    XCTAssertNil(storage.childrenLoadFailure(of: "a/"))
    _ = await eventually { await fake.isWaiting("a/") }
    await fake.finish("a/", ["a/ok"])
    _ = await eventually { storage.loadedChildIDs(of: "a/") != nil }
    XCTAssertEqual(storage.loadedChildIDs(of: "a/"), ["a/ok"])
    XCTAssertEqual(changes, [.loadingChanged("a/"), .loadingChanged("a/"), .loaded("a/")])
  }

  func testNodeLeavingWhileLoadingDropsTheResult() async throws {
    let fake = TreeFolderFake()
    let storage = makeStorage(fake)
    _ = storage.childIDs(of: "a/")
    _ = await eventually { await fake.isWaiting("a/") }
    storage.setRoots(["b"])
    let seen = await eventually { await fake.cancelled == ["a/"] }
    XCTAssertTrue(seen, "the node left: its load was cancelled")
    storage.setRoots(["a/", "b"])
    XCTAssertNil(storage.loadedChildIDs(of: "a/"))
    XCTAssertFalse(storage.isLoadingChildren(of: "a/"))
  }

  func testReloadOfLoadedChildrenAppliesTheNewListing() async throws {
    let fake = TreeFolderFake()
    let storage = makeStorage(fake)
    _ = storage.childIDs(of: "a/")
    _ = await eventually { await fake.isWaiting("a/") }
    await fake.finish("a/", ["a/1", "a/2"])
    _ = await eventually { storage.loadedChildIDs(of: "a/") != nil }
    var changes: [TreeStorageChange<String>] = []
    storage.onChange = { changes.append($0) }
    storage.reloadChildren(of: "a/")
    XCTAssertEqual(storage.loadedChildIDs(of: "a/"), ["a/1", "a/2"], "kept until the new listing arrives")
    _ = await eventually { await fake.isWaiting("a/") }
    await fake.finish("a/", ["a/2", "a/3"])
    _ = await eventually { !changes.isEmpty }
    XCTAssertEqual(changes, [.children(parent: "a/", old: ["a/1", "a/2"], new: ["a/2", "a/3"])])
  }

  func testLoadingRowKeyAndModel() async throws {
    let fake = TreeFolderFake()
    let storage = makeStorage(fake)
    let key = try XCTUnwrap(storage.key(of: "a/"))
    let keys = storage.childKeys(ofKey: key)
    XCTAssertEqual(keys.count, 1)
    XCTAssertNil(storage.id(ofKey: keys[0]), "a loading row is no node")
    XCTAssertFalse(storage.isExpandable(key: keys[0]))
    XCTAssertEqual(storage.model(ofKey: keys[0]) as? TreeLoadingItem, TreeLoadingItem(parent: "a/"))
    XCTAssertEqual(storage.indexPath(ofKey: keys[0]), IndexPath(indexes: [0, 0]))
    XCTAssertEqual(storage.childKeys(ofKey: key), keys, "asked again while loading: the same row, no new load")
    _ = await eventually { await fake.isWaiting("a/") }
    XCTAssertEqual(storage.childrenProviderCalls, 1)
    await fake.finish("a/", ["a/q"])
    _ = await eventually { storage.loadedChildIDs(of: "a/") != nil }
    XCTAssertEqual(storage.childKeys(ofKey: key), storage.keys(of: ["a/q"]))
  }

  func testIdentifiableNodesLoadTheirChildren() async throws {
    struct Node: Identifiable, Sendable, Equatable {
      let id: Int
    }
    let storage = TreeStorage<Int>(
      roots: [Node(id: 1)], isExpandable: { $0.id < 100 },
      loadChildren: { node in
        try await Task.sleep(nanoseconds: 1_000_000)
        return [Node(id: node.id * 10), Node(id: node.id * 10 + 1)]
      })
    XCTAssertEqual(storage.childIDs(of: 1), [])
    _ = await eventually { storage.loadedChildIDs(of: 1) != nil }
    XCTAssertEqual(storage.loadedChildIDs(of: 1), [10, 11])
    XCTAssertEqual(storage.model(for: 11) as? Node, Node(id: 11))
  }
}
