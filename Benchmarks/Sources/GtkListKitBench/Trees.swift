import CGtkBench
import Foundation
import GtkListKit
import ModelStorage

#if canImport(Glibc)
  import Glibc
#endif

// The tree workload of Benchmarks/README.md (tree-expand-10k): a `TreeListManager` whose one
// root, a folder, has N children, through the public API only. The C baseline is
// Baselines/c/tree.c: a GtkTreeListModel with GtkTreeExpander rows around a GtkLabel.

/// A node of the benchmark tree: the folder (id 0) or one of its N children ("Row i", id i + 1).
struct TreeBenchNode: Identifiable {
  let id: Int
  let text: String
}

/// Binds and cells made by `TreeBenchCell` (the tree manager's statistics are not public API).
nonisolated(unsafe) var treeBinds = 0
nonisolated(unsafe) var treeCells = 0

/// One `GtkLabel` (xalign 0), inside the `GtkTreeExpander` the manager gives every row.
final class TreeBenchCell: ListCell, ModelTransfer {
  let widget: WidgetPointer
  init() {
    treeCells += 1
    widget = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(widget), 0)
  }
  func update(with model: TreeBenchNode) {
    treeBinds += 1
    setLabelText(widget, model.text)
  }
}

/// The manager lives until `_exit`.
nonisolated(unsafe) var liveTree: TreeListManager<Int>?

extension Bench {
  /// The window shows the collapsed folder (first frame, then a settle); ms = `expand(0)` until
  /// the end of the first frame that bound rows after it. The children exist before the timing
  /// (as C's strings do); the provider hands them over. Then, not timed: GTK's list must hold
  /// N + 1 rows, else exit 4.
  func treeExpand() {
    let children = (0..<n).map { TreeBenchNode(id: $0 + 1, text: "Row \($0)") }
    let storage = TreeStorage<Int>(
      roots: [TreeBenchNode(id: 0, text: "Folder")], isExpandable: { $0.id == 0 },
      children: { $0.id == 0 ? children : [] })
    let tree = TreeListManager(storage: storage)
    tree.register(TreeBenchCell.self)
    liveTree = tree
    bindCount = { treeBinds }
    let window = gtk_window_new()!
    gtk_window_set_title(asWindow(window), "gtklistkit-bench")
    gtk_window_set_default_size(asWindow(window), 800, 600)
    gtk_window_set_child(asWindow(window), tree.widget.pointer())
    gtk_window_present(asWindow(window))
    connectAfterPaint(window)
    waitFirstFrame()
    settle(50)
    let (binds0, cells0) = (treeBinds, treeCells)
    let t0 = nowNs()
    collectToggle()
    measuredCall { _ = tree.expand(0) }
    let t1 = nowNs()
    repeat { waitFrames(1) } while treeBinds == binds0
    collectToggle()
    ms = Double(nowNs() - t0) / 1e6
    let model = gtk_list_view_get_model(tree.listView.opaquePointer)
    let shown = model.map { Int(g_list_model_get_n_items($0)) } ?? 0
    guard shown == n + 1 else {
      writeStderr("gtklistkit-bench: the expanded tree has \(shown) rows, not \(n + 1)\n")
      exit(4)
    }
    out.add("apply_ms", Double(t1 - t0) / 1e6)
    out.add("binds", treeBinds - binds0)
    out.add("setups", treeCells - cells0)
    out.add("provider_calls", storage.childrenProviderCalls)
  }
}
