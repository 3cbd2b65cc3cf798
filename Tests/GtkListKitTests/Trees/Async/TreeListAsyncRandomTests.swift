import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Random expansions, collapses and scrolls over a tree whose providers answer after random
/// delays: once the loads settle, GTK's tree (every row, and the cells it shows) is exactly the
/// storage's tree with the manager's expansion state, no loading row is left, and no anomaly
/// was reported.
@MainActor
final class TreeListAsyncRandomTests: GtkTestCase {
  /// Every folder's children by path, made from a seed: 6 roots, up to 4 levels.
  private static func makeTree(using g: inout SeededGenerator) -> [String: [String]] {
    var tree: [String: [String]] = [:]
    func fill(_ path: String, depth: Int) {
      let names = (0..<Int.random(in: 0...7, using: &g)).map { index in
        depth < 3 && Int.random(in: 0..<3, using: &g) == 0 ? "d\(index)/" : "f\(index)"
      }
      tree[path] = names
      for name in names where name.hasSuffix("/") { fill(path + "/" + name.dropLast(), depth: depth + 1) }
    }
    for root in 0..<6 { fill("r\(root)", depth: 0) }
    return tree
  }

  func testRandomExpandCollapseScrollWithSlowProvidersEndsWithWhatTheStorageHolds() async throws {
    var cancelled = 0
    for seed in [UInt64(7), 41, 1_234] {
      var g = SeededGenerator(seed: seed)
      let tree = Self.makeTree(using: &g)
      let roots: [Any] = (0..<6).map { Folder(path: "r\($0)") }
      let storage = TreeFixture.asyncStorage(roots: roots) { path in
        try await Task.sleep(nanoseconds: UInt64.random(in: 0...30) * 1_000_000)
        return GatedFolders.models(path, tree[path] ?? [])
      }
      var reported: [ModelStorageAnomaly] = []
      storage.anomalyHandler = ModelStorageAnomalyHandler { anomaly in
        MainActor.assumeIsolated { reported.append(anomaly) }
      }
      let manager = TreeListManager(storage: storage)
      manager.register(FolderCell.self)
      manager.register(FileCell.self)
      let recorder = AnomalyRecorder(manager.anomalyHandler)
      let window = TestWindow(width: 300, height: 300, child: manager.widget)
      for _ in 0..<80 {
        switch Int.random(in: 0..<10, using: &g) {
        case 0..<5:
          let folders = knownFolders(storage)
          if let id = folders.randomElement(using: &g) { manager.expand(id) }
        case 5..<8:
          let open = manager.expansionState.expandedIDs.sorted()
          if let id = open.randomElement(using: &g) { manager.collapse(id) }
        default:
          let count = manager.model.rowCount
          if count > 0 { manager.core.scroll(toFlatPosition: Int.random(in: 0..<count, using: &g)) }
        }
        if Bool.random(using: &g) {
          try await Task.sleep(nanoseconds: UInt64.random(in: 0...15, using: &g) * 1_000_000)
        }
        GtkTestEnvironment.drain()
      }
      let settled = await waitFor(timeout: 20) { divergence(manager) == nil }
      GtkTestEnvironment.settle(window.widget)
      XCTAssertTrue(settled, "seed \(seed): \(divergence(manager) ?? "")")
      XCTAssertNil(divergence(manager), "seed \(seed)")
      XCTAssertFalse(knownFolders(storage).contains { storage.isLoadingChildren(of: $0) && manager.isExpanded($0) })
      XCTAssertEqual(reported, [], "seed \(seed)")
      XCTAssertEqual(recorder.anomalies, [], "seed \(seed)")
      print("[Tree] seed \(seed): \(storage.childrenProviderCalls) loads, \(storage.childrenLoadsCancelled) cancelled")
      cancelled += storage.childrenLoadsCancelled
      window.close()
    }
    XCTAssertGreaterThan(cancelled, 0, "some collapses came while their node was loading")
  }

  /// The folders the storage knows now (roots and loaded children), in a stable order.
  private func knownFolders(_ storage: TreeStorage<String>) -> [String] {
    var folders: [String] = []
    func visit(_ ids: [String]) {
      for id in ids where storage.isExpandable(id) {
        folders.append(id)
        visit(storage.loadedChildIDs(of: id) ?? [])
      }
    }
    visit(storage.rootIDs)
    return folders
  }

  /// The rows the storage holds with the manager's expansion state, each "depth id" ("depth
  /// loading" for a folder shown open whose children have not arrived).
  private func expectedRows(_ manager: TreeListManager<String>) -> [String] {
    let storage = manager.storage
    var rows: [String] = []
    func visit(_ ids: [String], depth: Int) {
      for id in ids {
        rows.append("\(depth) \(id)")
        guard storage.isExpandable(id), manager.expansionState.isExpanded(id) else { continue }
        guard let children = storage.loadedChildIDs(of: id) else {
          rows.append("\(depth + 1) loading")
          continue
        }
        visit(children, depth: depth + 1)
      }
    }
    visit(storage.rootIDs, depth: 0)
    return rows
  }

  /// The first difference between GTK's tree, the view, the visible cells and the storage with
  /// no load pending, or `nil`.
  private func divergence(_ manager: TreeListManager<String>) -> String? {
    let expected = expectedRows(manager)
    if let loading = expected.firstIndex(where: { $0.hasSuffix(" loading") }) { return "row \(loading) still loading" }
    let tree = manager.model
    let viewRows = TreeProbe.viewRowCount(manager.listView)
    if viewRows != tree.rowCount { return "the view has \(viewRows) rows, GTK's tree \(tree.rowCount)" }
    let shown = (0..<tree.rowCount).map { position in
      tree.row(at: position).map { "\($0.depth) \(manager.nodes.id(of: $0) ?? "loading")" } ?? "?"
    }
    if shown != expected {
      let first = Array(zip(shown, expected)).firstIndex { $0 != $1 } ?? min(shown.count, expected.count)
      return "rows from \(first): \(shown.dropFirst(first).prefix(3)) expected \(expected.dropFirst(first).prefix(3))"
    }
    for rowWidget in WidgetTree.visibleRows(of: manager.listView) {
      guard let expander = cgtk_tree_expander(gtk_widget_get_first_child(rowWidget)),
        let row = gtk_tree_expander_get_list_row(expander)
      else { continue }
      let position = Int(gtk_tree_list_row_get_position(row))
      let label = WidgetTree.labels(in: rowWidget).first ?? ""
      guard expected.indices.contains(position) else { return "a row at \(position), past the end" }
      let id = String(expected[position].split(separator: " ")[1])
      if !label.hasSuffix(" " + id) { return "row \(position) shows \(label), expected \(id)" }
    }
    return nil
  }
}
