internal import CGtkListKit

/// The GTK selection model between the list model and the view, for one ``SelectionMode``.
@MainActor
final class SelectionModel {
  let mode: SelectionMode
  /// The `GtkSelectionModel*`.
  let pointer: OpaquePointer

  /// Wraps `model` (GTK takes its own reference) in a selection model of `mode`.
  init(mode: SelectionMode, model: ListModel) {
    self.mode = mode
    let list = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(model.gListModel)))
    switch mode {
    case .none:
      pointer = cgtk_selection_model(UnsafeMutableRawPointer(gtk_no_selection_new(list)))!
    case .single:
      let single = gtk_single_selection_new(list)!
      // DTTableViewManager behaviour: nothing is selected until the user (or code) selects.
      gtk_single_selection_set_autoselect(single, 0)
      gtk_single_selection_set_can_unselect(single, 1)
      pointer = cgtk_selection_model(UnsafeMutableRawPointer(single))!
    case .multiple:
      pointer = cgtk_selection_model(UnsafeMutableRawPointer(gtk_multi_selection_new(list)))!
    }
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  func isSelected(_ position: Int) -> Bool { gtk_selection_model_is_selected(pointer, guint(position)) != 0 }

  /// Every selected position, ascending (reads GTK's bitset; O(selected)).
  var selectedPositions: [Int] {
    guard let bitset = gtk_selection_model_get_selection(pointer) else { return [] }
    defer { gtk_bitset_unref(bitset) }
    var positions: [Int] = []
    var iterator = GtkBitsetIter()
    var value: guint = 0
    var more = gtk_bitset_iter_init_first(&iterator, bitset, &value) != 0
    while more {
      positions.append(Int(value))
      more = gtk_bitset_iter_next(&iterator, &value) != 0
    }
    return positions
  }

  /// Selects `position`; `exclusive` unselects the rest first.
  @discardableResult
  func select(_ position: Int, exclusive: Bool) -> Bool {
    gtk_selection_model_select_item(pointer, guint(position), exclusive ? 1 : 0) != 0
  }

  @discardableResult
  func unselect(_ position: Int) -> Bool { gtk_selection_model_unselect_item(pointer, guint(position)) != 0 }

  /// Unselects everything. `GtkSingleSelection` ignores `unselect_all` in GTK 4.8, so a single
  /// selection is cleared through its own `selected` property.
  func unselectAll() {
    if mode == .single, let single = cgtk_single_selection(raw) {
      gtk_single_selection_set_selected(single, GTK_INVALID_LIST_POSITION)
    } else {
      gtk_selection_model_unselect_all(pointer)
    }
  }

  /// Connects `selection-changed(position, n_items)`.
  func onSelectionChanged(_ handler: @escaping @MainActor (Int, Int) -> Void) -> UInt {
    Signal.connect(raw, NativeSignal.selectionChanged.rawValue) { arguments in
      handler(Int(arguments.uint(1)), Int(arguments.uint(2)))
    }
  }
}
