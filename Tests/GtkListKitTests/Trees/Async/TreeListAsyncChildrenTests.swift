import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Children loaded asynchronously, in a real window: the loading row GTK shows, then the
/// children in its place (one `items-changed`); a collapse while loading cancels the load and
/// nothing is inserted after; a failure reaches the anomaly handler, shows in the loading row,
/// and a new expansion or a reload retries.
@MainActor
final class TreeListAsyncChildrenTests: GtkTestCase {
  private func makeManager(_ folders: GatedFolders) -> TreeListManager<String> {
    let storage = TreeFixture.asyncStorage(roots: [Folder(path: "a"), File(path: "b")]) { try await folders.load($0) }
    let manager = TreeListManager(storage: storage)
    manager.register(FolderCell.self)
    manager.register(FileCell.self)
    return manager
  }

  private func rowsShow(_ manager: TreeListManager<String>, _ rows: [String]) async -> Bool {
    await waitFor { TreeProbe.rows(manager.listView) == rows }
  }

  func testExpandingShowsALoadingRowThenTheChildrenInOneChange() async throws {
    let folders = GatedFolders()
    let manager = makeManager(folders)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    var loaded: [String] = []
    manager.didLoadChildren(Folder.self) { folder, _ in loaded.append(folder.path) }
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a +", "0 file b"], "the triangle before any load")
    XCTAssertEqual(manager.storage.childrenProviderCalls, 0)
    XCTAssertTrue(manager.expand("a"))
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a -", "1 Loading…", "0 file b"])
    XCTAssertTrue(manager.isExpanded("a"))
    // A second expansion while loading starts no second load.
    manager.expand("a")
    let waiting = await waitFor { await folders.isWaiting("a") }
    XCTAssertTrue(waiting)
    var splices: [[Int]] = []
    manager.model.onItemsChanged { splices.append([$0, $1, $2]) }
    await folders.finish("a", ["s/", "t", "u"])
    let shown = await rowsShow(manager, ["0 folder a -", "1 folder a/s +", "1 file a/t", "1 file a/u", "0 file b"])
    XCTAssertTrue(shown, "\(TreeProbe.rows(manager.listView))")
    XCTAssertEqual(splices, [[1, 1, 3]], "the loading row gives way to the children in one change")
    XCTAssertEqual(TreeProbe.viewRowCount(manager.listView), 5)
    XCTAssertEqual(loaded, ["a"])
    let started = await folders.started
    XCTAssertEqual(started, ["a"])
    XCTAssertEqual(manager.storage.childrenProviderCalls, 1)
  }

  func testCollapsingWhileLoadingCancelsAndInsertsNothing() async throws {
    let folders = GatedFolders()
    let manager = makeManager(folders)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    _ = await waitFor { await folders.isWaiting("a") }
    manager.collapse("a")
    let cancelled = await waitFor { await folders.cancelled == ["a"] }
    XCTAssertTrue(cancelled, "the provider's task saw the cancellation")
    XCTAssertEqual(manager.storage.childrenLoadsCancelled, 1)
    // The provider answers anyway: dropped.
    await folders.finish("a", ["late"])
    try await Task.sleep(nanoseconds: 50_000_000)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a +", "0 file b"])
    XCTAssertNil(manager.storage.loadedChildIDs(of: "a"), "nothing inserted after the collapse")
    // Expanded again: a new load, whose answer shows.
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a -", "1 Loading…", "0 file b"])
    _ = await waitFor { await folders.isWaiting("a") }
    await folders.finish("a", ["x"])
    let shown = await rowsShow(manager, ["0 folder a -", "1 file a/x", "0 file b"])
    XCTAssertTrue(shown, "\(TreeProbe.rows(manager.listView))")
  }

  func testAFailureIsReportedShownAndRetried() async throws {
    let folders = GatedFolders()
    let manager = makeManager(folders)
    var reported: [ModelStorageAnomaly] = []
    manager.storage.anomalyHandler = ModelStorageAnomalyHandler { anomaly in
      MainActor.assumeIsolated { reported.append(anomaly) }
    }
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    _ = await waitFor { await folders.isWaiting("a") }
    await folders.fail("a", "Permission denied")
    let failed = await rowsShow(manager, ["0 folder a -", "1 Could not load: Permission denied", "0 file b"])
    XCTAssertTrue(failed, "\(TreeProbe.rows(manager.listView))")
    XCTAssertEqual(reported, [.childrenLoadFailed(node: "a", reason: "Permission denied")])
    // Collapse and expand: a retry.
    manager.collapse("a")
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a -", "1 Loading…", "0 file b"])
    _ = await waitFor { await folders.isWaiting("a") }
    await folders.fail("a", "Disk gone")
    _ = await rowsShow(manager, ["0 folder a -", "1 Could not load: Disk gone", "0 file b"])
    // An explicit reload: a retry in place.
    manager.storage.reloadChildren(of: "a")
    let loading = await rowsShow(manager, ["0 folder a -", "1 Loading…", "0 file b"])
    XCTAssertTrue(loading, "\(TreeProbe.rows(manager.listView))")
    _ = await waitFor { await folders.isWaiting("a") }
    await folders.finish("a", ["ok"])
    let shown = await rowsShow(manager, ["0 folder a -", "1 file a/ok", "0 file b"])
    XCTAssertTrue(shown, "\(TreeProbe.rows(manager.listView))")
    XCTAssertEqual(reported.count, 2)
    let started = await folders.started
    XCTAssertEqual(started, ["a", "a", "a"])
  }

  func testExpandedDescendantsExpandAgainWhenTheirParentsChildrenArrive() async throws {
    let folders = GatedFolders()
    let manager = makeManager(folders)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expansionState = TreeExpansionState(expandedIDs: ["a", "a/s"])
    GtkTestEnvironment.settle(window.widget)
    _ = await waitFor { await folders.isWaiting("a") }
    await folders.finish("a", ["s/", "t"])
    let child = await rowsShow(manager, ["0 folder a -", "1 folder a/s -", "2 Loading…", "1 file a/t", "0 file b"])
    XCTAssertTrue(child, "\(TreeProbe.rows(manager.listView))")
    _ = await waitFor { await folders.isWaiting("a/s") }
    await folders.finish("a/s", ["f"])
    let shown = await rowsShow(
      manager, ["0 folder a -", "1 folder a/s -", "2 file a/s/f", "1 file a/t", "0 file b"])
    XCTAssertTrue(shown, "\(TreeProbe.rows(manager.listView))")
  }

  func testAnAppCellForTheLoadingRowReplacesTheBuiltInOne() async throws {
    final class MyLoadingCell: LabelCell, ModelTransfer {
      func update(with model: TreeLoadingItem) { show("wait for \(model.parent)") }
    }
    let folders = GatedFolders()
    let manager = makeManager(folders)
    manager.register(MyLoadingCell.self)
    let window = TestWindow(child: manager.widget)
    defer { window.close() }
    manager.expand("a")
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(TreeProbe.rows(manager.listView), ["0 folder a -", "1 wait for a", "0 file b"])
    _ = await waitFor { await folders.isWaiting("a") }
    await folders.finish("a", [])
    let shown = await rowsShow(manager, ["0 folder a -", "0 file b"])
    XCTAssertTrue(shown, "an empty folder: the loading row goes")
  }
}
