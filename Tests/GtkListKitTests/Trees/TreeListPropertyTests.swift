import CGtkListKit
import Foundation
import GtkListKitTestSupport
import ModelStorage
import XCTest

@testable import GtkListKit

/// Seeded random sequences on a real TreeListManager in a window: expand, collapse, children
/// inserted, removed, moved (also across folders) and reordered, roots changed, nodes updated in
/// place and turned from files into folders, rows selected. After every step the whole tree GTK's
/// `GtkTreeListModel` holds (every row's node, depth and expansion) is compared with a mirror,
/// and the visible rows' cells with the nodes they show; any GLib warning fails the run.
/// Expansion is kept by identity (`.rememberDescendants`), so the mirror keeps an expanded set.
///
/// `GTKLISTKIT_SOAK_STEPS` sets the steps per seed (default 10,000); `GTKLISTKIT_SOAK_SEED` one seed.
@MainActor
final class TreeListPropertyTests: GtkTestCase {
  func testTreeRandomOperations() async throws {
    for seed in SoakSettings.seeds(default: [0x7EE0_0001, 0x7EE0_0002]) {
      run(seed: seed, steps: SoakSettings.stepsPerSeed)
    }
  }

  private func run(seed: UInt64, steps: Int) {
    var g = SeededGenerator(seed: seed)
    let mirror = TreeSoakMirror(using: &g)
    let storage = TreeStorage<Int>(
      roots: mirror.roots, id: { ($0 as? TreeSoakNode)?.id ?? -1 },
      isExpandable: { ($0 as? TreeSoakNode)?.folder ?? false },
      children: { [mirror] in mirror.children[($0 as? TreeSoakNode)?.id ?? -1] ?? [] })
    let manager = TreeListManager(storage: storage)
    manager.register(TreeSoakCell.self)
    let window = TestWindow(width: 400, height: 360, child: manager.widget)
    defer { window.close() }
    SoakRun(test: "TreeListPropertyTests", subject: "the tree", counted: "rows").run(
      seed: seed, steps: steps, window: window, step: { mirror.perform(on: manager, using: &g) },
      check: { check(manager, mirror, checked: &$0) })
  }

  /// The first divergence of GTK's tree from the mirror, or `nil`.
  private func check(_ manager: TreeListManager<Int>, _ mirror: TreeSoakMirror, checked: inout Int) -> String? {
    let expected = mirror.flattened()
    let view = manager.model
    // The view's own model (the lists' model the core feeds) has exactly GTK's tree rows.
    let viewRows = TreeProbe.viewRowCount(manager.listView)
    if viewRows != view.rowCount { return "the view has \(viewRows) rows, GTK's tree \(view.rowCount)" }
    var shown: [String] = []
    for position in 0..<view.rowCount {
      guard let row = view.row(at: position), let id = manager.nodes.id(of: row) else {
        shown.append("?")
        continue
      }
      shown.append(
        TreeSoakMirror.describe(id: id, depth: row.depth, expandable: row.isExpandable, expanded: row.isExpanded))
    }
    if shown != expected.map(\.text) {
      let first = Array(zip(shown, expected.map(\.text))).firstIndex { $0 != $1 } ?? min(shown.count, expected.count)
      return
        "GTK's rows from \(first): \(shown.dropFirst(first).prefix(6)) expected \(expected.dropFirst(first).prefix(6).map(\.text)) (GTK \(shown.count), mirror \(expected.count))"
    }
    checked += shown.count
    // Every bound, visible cell shows the node of its row, in its current version.
    for rowWidget in WidgetTree.visibleRows(of: manager.listView) {
      guard let expander = cgtk_tree_expander(gtk_widget_get_first_child(rowWidget)),
        let row = gtk_tree_expander_get_list_row(expander)
      else { continue }
      let position = Int(gtk_tree_list_row_get_position(row))
      guard expected.indices.contains(position) else { return "a row widget at \(position) is past the tree" }
      let label = WidgetTree.labels(in: rowWidget).first ?? ""
      if label != expected[position].label {
        return "row \(position) shows \(label), the tree has \(expected[position].label)"
      }
    }
    let visible = Set(expected.map(\.id))
    if let stray = manager.selectedIDs.first(where: { !visible.contains($0) }) {
      return "node \(stray) is selected but not shown"
    }
    return nil
  }
}
