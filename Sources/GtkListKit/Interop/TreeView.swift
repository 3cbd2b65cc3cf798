internal import CGtkListKit

/// The GTK side of a tree: a `GtkListView` over a `GtkSingleSelection` over a
/// `GtkTreeListModel(root, passthrough: false, autoexpand: false, create_func)`, in a scrolled
/// window; each row is a `GtkTreeExpander` around the cell GtkListKit puts in it.
@MainActor
final class TreeView {
  /// What to embed: the scrolled window.
  let root: WidgetPointer
  let view: WidgetPointer
  let treeModel: OpaquePointer
  /// The `GtkSelectionModel` between the view and the tree model (see `TreeView+Selection`).
  var selection: OpaquePointer
  var selectionHandler: (@MainActor () -> Void)?
  /// The roots' level (owned by the tree list model).
  let rootLevel: TreeLevel
  private let factory: OpaquePointer

  init(source: any TreeNodeSource, rootKeys: [TreeNodeKey], mode: ListSelectionMode) {
    GtkRuntime.ensureInitialized()
    let (level, levelPointer) = TreeLevel.make(parentKey: 0, source: source)
    level.fill(rootKeys)
    rootLevel = level
    // The tree list model takes the root level (transfer full) and the create_func's data.
    treeModel = gtk_tree_list_model_new(
      cgtk_tree_level_as_list_model(levelPointer), 0, 0, TreeLevel.createModel,
      Unmanaged.passRetained(level).toOpaque(), releaseRetainedObject)!
    selection = TreeView.makeSelection(mode, over: treeModel)
    factory = gtk_signal_list_item_factory_new()
    // gtk_list_view_new takes both (transfer full); the view keeps its own references.
    g_object_ref(UnsafeMutableRawPointer(selection))
    g_object_ref(UnsafeMutableRawPointer(factory))
    view = gtk_list_view_new(selection, factory)
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(cgtk_scrolled_window(scrolled), view)
    gtk_widget_set_vexpand(scrolled, 1)
    gtk_widget_set_hexpand(scrolled, 1)
    root = scrolled
    g_object_ref_sink(root)
    g_object_ref(view)
    Signal.connect(UnsafeMutableRawPointer(factory), "setup") { arguments in
      guard let item = cgtk_list_item(arguments.object(1)) else { return }
      gtk_list_item_set_child(item, gtk_tree_expander_new())
    }
  }

  isolated deinit {
    // Detach the model first: GTK 4.8 asserts when a list view is finalized with its rows bound.
    gtk_list_view_set_model(cgtk_list_view(view), nil)
    gtk_list_view_set_factory(cgtk_list_view(view), nil)
    g_object_unref(view)
    g_object_unref(root)
    g_object_unref(UnsafeMutableRawPointer(factory))
    g_object_unref(UnsafeMutableRawPointer(selection))
    g_object_unref(UnsafeMutableRawPointer(treeModel))
  }

  /// Rows GTK shows (expanded children included).
  var rowCount: Int { Int(g_list_model_get_n_items(cgtk_g_list_model(UnsafeMutableRawPointer(treeModel)))) }

  /// The row at a position of the flattened tree.
  func row(at position: Int) -> TreeRow? {
    guard position >= 0, position < rowCount else { return nil }
    return TreeRow(taking: gtk_tree_list_model_get_row(treeModel, guint(position)))
  }

  /// The row of the root at `index`.
  func rootRow(at index: Int) -> TreeRow? {
    guard index >= 0 else { return nil }
    return TreeRow(taking: gtk_tree_list_model_get_child_row(treeModel, guint(index)))
  }

  /// `bind(slot, row)` for each row GTK binds; `teardown(slot key)` when GTK drops a row widget.
  func onBind(
    _ bind: @escaping @MainActor (TreeCellSlot, TreeRow) -> Void, teardown: @escaping @MainActor (UInt) -> Void
  ) {
    let raw = UnsafeMutableRawPointer(factory)
    Signal.connect(raw, "bind") { arguments in
      guard let item = cgtk_list_item(arguments.object(1)),
        let expander = cgtk_tree_expander(UnsafeMutableRawPointer(gtk_list_item_get_child(item))),
        let row = TreeRow(borrowing: UnsafeMutableRawPointer(gtk_list_item_get_item(item)))
      else { return }
      gtk_tree_expander_set_list_row(expander, row.pointer)
      bind(TreeCellSlot(item: item, expander: expander), row)
    }
    Signal.connect(raw, "teardown") { arguments in
      guard let item = cgtk_list_item(arguments.object(1)) else { return }
      // The cell goes back to a pool: take it out of the dying row first.
      if let expander = cgtk_tree_expander(UnsafeMutableRawPointer(gtk_list_item_get_child(item))) {
        gtk_tree_expander_set_child(expander, nil)
      }
      teardown(UInt(bitPattern: UnsafeRawPointer(item)))
    }
  }

  /// `activate(position)`: double click or Enter on a row.
  func onActivate(_ handler: @escaping @MainActor (Int) -> Void) {
    Signal.connect(UnsafeMutableRawPointer(view), "activate") { handler(Int($0.uint(1))) }
  }
}

/// Where a bound row shows its cell: the row's `GtkTreeExpander`.
@MainActor
struct TreeCellSlot {
  let item: OpaquePointer
  let expander: OpaquePointer

  /// Identifies the row widget's list item while it lives.
  var key: UInt { UInt(bitPattern: UnsafeRawPointer(item)) }

  /// The row's position, `nil` when unbound.
  var position: Int? {
    let position = gtk_list_item_get_position(item)
    return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
  }

  /// Shows `widget` beside the expander's triangle (nothing for `nil`).
  func show(_ widget: WidgetPointer?) {
    guard gtk_tree_expander_get_child(expander) != widget else { return }
    // A pooled cell may still sit in another row's expander.
    if let widget, let other = cgtk_tree_expander(UnsafeMutableRawPointer(gtk_widget_get_parent(widget))) {
      gtk_tree_expander_set_child(other, nil)
    }
    gtk_tree_expander_set_child(expander, widget)
  }

  /// Names the row widget (what assistive technologies read for the row) by the labels of the
  /// cell it shows now: a labelled-by relation, read by GTK only when asked.
  func nameRow(by widget: WidgetPointer?) {
    guard let row = gtk_widget_get_parent(UnsafeMutablePointer<GtkWidget>(expander)) else { return }
    if let widget { _ = Accessibility.labelByTexts(row, of: widget) } else { Accessibility.resetLabelledBy(row) }
  }

  /// Takes a reference on a cell's widget (cells hold their widget while pooled off screen).
  static func retain(_ widget: some GtkWidgetConvertible) -> WidgetPointer? {
    guard let pointer = widget.checkedWidget else { return nil }
    g_object_ref_sink(UnsafeMutableRawPointer(pointer))
    return pointer
  }

  /// Drops the reference ``retain(_:)`` took.
  static func release(_ widget: WidgetPointer) { g_object_unref(UnsafeMutableRawPointer(widget)) }
}
