internal import CGtkListKit

extension TreeView {
  /// A selection model of `mode` over the tree model (which it references).
  static func makeSelection(_ mode: ListSelectionMode, over treeModel: OpaquePointer) -> OpaquePointer {
    let model = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(treeModel)))
    switch mode {
    case .none:
      return cgtk_selection_model(UnsafeMutableRawPointer(gtk_no_selection_new(model)))!
    case .single:
      let single = gtk_single_selection_new(model)!
      gtk_single_selection_set_autoselect(single, 0)
      gtk_single_selection_set_can_unselect(single, 1)
      return cgtk_selection_model(UnsafeMutableRawPointer(single))!
    case .multiple:
      return cgtk_selection_model(UnsafeMutableRawPointer(gtk_multi_selection_new(model)))!
    }
  }

  /// Puts a selection model of `mode` under the view (the selection is cleared).
  func setSelectionMode(_ mode: ListSelectionMode) {
    let old = selection
    selection = TreeView.makeSelection(mode, over: treeModel)
    gtk_list_view_set_model(cgtk_list_view(view), selection)
    g_object_unref(UnsafeMutableRawPointer(old))
    if let selectionHandler { connectSelectionChanged(selectionHandler) }
  }

  /// `changed()` after every change of the selection (GTK's or ours).
  func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) {
    selectionHandler = handler
    connectSelectionChanged(handler)
  }

  private func connectSelectionChanged(_ handler: @escaping @MainActor () -> Void) {
    Signal.connect(UnsafeMutableRawPointer(selection), "selection-changed") { _ in handler() }
  }

  /// The selected positions, in order.
  var selectedPositions: [Int] {
    guard let bitset = gtk_selection_model_get_selection(selection) else { return [] }
    defer { gtk_bitset_unref(bitset) }
    let count = gtk_bitset_get_size(bitset)
    guard count > 0 else { return [] }
    return (0..<count).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
  }

  /// Selects exactly `positions` (none: clears the selection).
  func select(_ positions: [Int]) {
    gtk_selection_model_unselect_all(selection)
    for (index, position) in positions.enumerated() {
      gtk_selection_model_select_item(selection, guint(position), index == 0 ? 1 : 0)
    }
  }
}
