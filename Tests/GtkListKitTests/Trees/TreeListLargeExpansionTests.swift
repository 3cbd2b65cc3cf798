import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// A node of the large trees: `Identifiable`, so the storage reads identities without casts.
struct LargeTreeNode: Identifiable {
  let id: Int
}

final class LargeTreeCell: LabelCell, ModelTransfer {
  func update(with model: LargeTreeNode) { show("n\(model.id)") }
}

/// Expansions of thousands of children reach the view as one splice (no `ItemChange` per row):
/// after each large expansion, deletion, move, replacement, collapse and re-expansion, the view's
/// rows, GTK's tree rows and the storage (walked with the expanded set) are the same, the cells
/// show their rows, and no anomaly is reported.
@MainActor
final class TreeListLargeExpansionTests: GtkTestCase {
  /// Node 0 holds 1...3,000; node 5 holds 10,001...10,400; node 7 holds 20,001...20,002.
  private final class Table: @unchecked Sendable {
    var kids: [Int: [Int]] = [0: Array(1...3_000), 5: Array(10_001...10_400), 7: [20_001, 20_002]]
  }

  private func makeManager(_ table: Table) -> TreeListManager<Int> {
    let storage = TreeStorage<Int>(
      roots: [LargeTreeNode(id: 0), LargeTreeNode(id: -1)], isExpandable: { table.kids[$0.id] != nil },
      children: { (table.kids[$0.id] ?? []).map(LargeTreeNode.init) })
    let manager = TreeListManager(storage: storage)
    manager.register(LargeTreeCell.self)
    return manager
  }

  func testLargeExpansionThenChangesShowExactlyTheStorage() async throws {
    let table = Table()
    let manager = makeManager(table)
    let recorder = AnomalyRecorder(manager.anomalyHandler)
    let window = TestWindow(width: 300, height: 400, child: manager.widget)
    defer { window.close() }
    var expanded: Set<Int> = []
    func step(_ name: String, _ body: () -> Void) {
      body()
      GtkTestEnvironment.settle(window.widget)
      if let problem = divergence(manager, expanded: expanded) { XCTFail("\(name): \(problem)") }
    }
    step("expand 0") {
      manager.expand(0)
      expanded.insert(0)
    }
    XCTAssertEqual(manager.model.rowCount, 3_002)
    step("expand 5") {
      manager.expand(5)
      expanded.insert(5)
    }
    step("delete 1,000") {
      let kept = (1...3_000).filter { !(10...1_009).contains($0) }
      manager.storage.setChildren(kept.map(LargeTreeNode.init), of: 0)
    }
    step("move a folder to the roots") { manager.storage.moveNodes([5], toParent: nil, at: 0) }
    step("move the last child first") { manager.storage.moveNodes([3_000], toParent: 0, at: 0) }
    step("replace all children") {
      table.kids[0] = Array(5_001...5_600) + [7]
      manager.storage.reloadChildren(of: 0)
    }
    step("expand 7") {
      manager.expand(7)
      expanded.insert(7)
    }
    step("collapse 0") {
      manager.collapse(0)
      expanded.remove(0)
    }
    step("expand 0 again") {
      manager.expand(0)
      expanded.insert(0)
    }
    XCTAssertTrue(manager.isExpanded(7), "expansion kept by identity")
    step("collapse 5") {
      manager.collapse(5)
      expanded.remove(5)
    }
    step("re-expand 5") {
      manager.expand(5)
      expanded.insert(5)
    }
    XCTAssertEqual(recorder.anomalies, [])
  }

  func testRepeatedIdentitiesAmongLazilyLoadedChildrenAreReportedAndShownOnce() async throws {
    let table = Table()
    table.kids[0] = Array(1...500) + Array(1...300) + [501]
    let manager = makeManager(table)
    var reported: [ModelStorageAnomaly] = []
    manager.storage.anomalyHandler = ModelStorageAnomalyHandler { anomaly in
      MainActor.assumeIsolated { reported.append(anomaly) }
    }
    let window = TestWindow(width: 300, height: 400, child: manager.widget)
    defer { window.close() }
    manager.expand(0)
    GtkTestEnvironment.settle(window.widget)
    XCTAssertEqual(reported, [.duplicateIdentifiers(count: 300)])
    XCTAssertEqual(manager.storage.loadedChildIDs(of: 0), Array(1...501))
    XCTAssertNil(divergence(manager, expanded: [0]))
  }

  /// The rows the storage holds shown with `expanded`, as node ids and depths.
  private func expectedRows(_ storage: TreeStorage<Int>, expanded: Set<Int>) -> [String] {
    var rows: [String] = []
    func visit(_ ids: [Int], depth: Int) {
      for id in ids {
        rows.append("\(depth) n\(id)")
        guard expanded.contains(id), storage.isExpandable(id) else { continue }
        visit(storage.loadedChildIDs(of: id) ?? [], depth: depth + 1)
      }
    }
    visit(storage.rootIDs, depth: 0)
    return rows
  }

  /// The first difference between the view, GTK's tree and the storage, or `nil`.
  private func divergence(_ manager: TreeListManager<Int>, expanded: Set<Int>) -> String? {
    let expected = expectedRows(manager.storage, expanded: expanded)
    let tree = manager.model
    let viewRows = TreeProbe.viewRowCount(manager.listView)
    if viewRows != tree.rowCount { return "the view has \(viewRows) rows, GTK's tree \(tree.rowCount)" }
    var shown: [String] = []
    shown.reserveCapacity(tree.rowCount)
    for position in 0..<tree.rowCount {
      let row = tree.row(at: position)
      shown.append(row.map { "\($0.depth) n\(manager.nodes.id(of: $0) ?? Int.min)" } ?? "?")
    }
    if shown != expected {
      let first = Array(zip(shown, expected)).firstIndex { $0 != $1 } ?? min(shown.count, expected.count)
      return "rows from \(first): \(shown.dropFirst(first).prefix(4)) expected \(expected.dropFirst(first).prefix(4))"
    }
    for rowWidget in WidgetTree.visibleRows(of: manager.listView) {
      guard let expander = cgtk_tree_expander(gtk_widget_get_first_child(rowWidget)),
        let row = gtk_tree_expander_get_list_row(expander)
      else { continue }
      let position = Int(gtk_tree_list_row_get_position(row))
      let label = WidgetTree.labels(in: rowWidget).first ?? ""
      if !expected.indices.contains(position) || "\(expected[position].split(separator: " ")[1])" != label {
        return "row \(position) shows \(label)"
      }
    }
    return nil
  }
}
