internal import CGtkListKit

/// One `GtkTreeListRow`: a node as GTK shows it (its depth, its expansion), holding a reference.
@MainActor
final class TreeRow {
  let pointer: OpaquePointer

  /// Takes over a reference GTK handed out (`transfer full`); `nil` for `NULL`.
  init?(taking pointer: OpaquePointer?) {
    guard let pointer else { return nil }
    self.pointer = pointer
  }

  /// Refers to a row GTK lent (`transfer none`); `nil` when `object` is not a tree row.
  init?(borrowing object: UnsafeMutableRawPointer?) {
    guard let row = cgtk_tree_list_row(object) else { return nil }
    pointer = row
    g_object_ref(UnsafeMutableRawPointer(row))
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  /// The key of the node the row shows (0 once GTK dropped the row's node).
  var key: TreeNodeKey {
    guard let item = gtk_tree_list_row_get_item(pointer) else { return 0 }
    defer { g_object_unref(item) }
    return cgtk_tree_item_get_key(item)
  }

  /// The row's position in the flattened tree GTK shows.
  var position: Int { Int(gtk_tree_list_row_get_position(pointer)) }
  var depth: Int { Int(gtk_tree_list_row_get_depth(pointer)) }
  var isExpandable: Bool { gtk_tree_list_row_is_expandable(pointer) != 0 }

  var isExpanded: Bool {
    get { gtk_tree_list_row_get_expanded(pointer) != 0 }
    set { gtk_tree_list_row_set_expanded(pointer, newValue ? 1 : 0) }
  }

  var parent: TreeRow? { TreeRow(taking: gtk_tree_list_row_get_parent(pointer)) }

  /// The row of the child at `index`, when the row is expanded.
  func child(at index: Int) -> TreeRow? { TreeRow(taking: gtk_tree_list_row_get_child_row(pointer, guint(index))) }

  /// Calls `handler(row)` on each change of `expanded` the user or code makes. Connected once per
  /// row object. GTK also notifies `expanded` when it drops a row's node (a removal, a parent's
  /// collapse), in the middle of tearing its tree down: such a row (no item on 4.8, neither
  /// expanded nor expandable on 4.18, which keeps the item) is skipped before anything reads the
  /// tree model.
  func watchExpansion(_ handler: @escaping @MainActor (TreeRow) -> Void) {
    let raw = UnsafeMutableRawPointer(pointer)
    guard g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(raw)), "gtklistkit-tree-watch") == nil else {
      return
    }
    g_object_set_data(UnsafeMutablePointer<GObject>(OpaquePointer(raw)), "gtklistkit-tree-watch", raw)
    Signal.connect(raw, "notify::expanded") { arguments in
      guard let row = TreeRow(borrowing: arguments.instance), row.key != 0, row.isExpanded || row.isExpandable
      else { return }
      handler(row)
    }
  }
}
