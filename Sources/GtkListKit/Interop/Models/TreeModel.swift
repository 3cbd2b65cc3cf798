internal import CGtkListKit

/// GTK's flattening of a tree: a `GtkTreeListModel(root level, passthrough: false, autoexpand:
/// false, create_func)` whose rows are the nodes shown, expanded children included. It is not
/// the view's model: its `items-changed` reach the manager's core as storage updates (see
/// ``TreeRowsStorage``), so the view, the selection and every event are the lists' own; the
/// rows' `GtkTreeExpander`s get their `GtkTreeListRow` from here.
@MainActor
final class TreeModel {
  let pointer: OpaquePointer
  /// The roots' level (owned by the tree list model).
  let rootLevel: TreeLevel

  init(source: any TreeNodeSource, rootKeys: [TreeNodeKey]) {
    GtkRuntime.ensureInitialized()
    let (level, levelPointer) = TreeLevel.make(parentKey: 0, source: source)
    level.fill(rootKeys)
    rootLevel = level
    // The tree list model takes the root level (transfer full) and the create_func's data.
    pointer = gtk_tree_list_model_new(
      cgtk_tree_level_as_list_model(levelPointer), 0, 0, TreeLevel.createModel,
      Unmanaged.passRetained(level).toOpaque(), releaseRetainedObject)!
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  /// Rows GTK shows (expanded children included).
  var rowCount: Int { Int(g_list_model_get_n_items(cgtk_g_list_model(UnsafeMutableRawPointer(pointer)))) }

  /// The row at a position of the flattened tree.
  func row(at position: Int) -> TreeRow? {
    guard position >= 0, position < rowCount else { return nil }
    return TreeRow(taking: gtk_tree_list_model_get_row(pointer, guint(position)))
  }

  /// The row of the root at `index`.
  func rootRow(at index: Int) -> TreeRow? {
    guard index >= 0 else { return nil }
    return TreeRow(taking: gtk_tree_list_model_get_child_row(pointer, guint(index)))
  }

  /// `handler(position, removed, added)` after each change of the flattened rows.
  func onItemsChanged(_ handler: @escaping @MainActor (Int, Int, Int) -> Void) {
    Signal.connect(UnsafeMutableRawPointer(pointer), "items-changed") { arguments in
      handler(Int(arguments.uint(1)), Int(arguments.uint(2)), Int(arguments.uint(3)))
    }
  }
}
