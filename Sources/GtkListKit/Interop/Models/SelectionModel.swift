internal import CGtkListKit

/// The selection model between the list model and the view, for one ``ListSelectionMode``: the
/// shim's `CGtkSelection` in front of GTK's own model, so a change can be vetoed before it
/// happens (GTK's models change first and tell afterwards).
@MainActor
final class SelectionModel {
  let mode: ListSelectionMode
  /// The `GtkSelectionModel*` GTK sees (the shim's wrapper).
  let pointer: OpaquePointer
  /// Whether filter/changed hooks are installed.
  private(set) var hasHooks = false

  /// Wraps `model` (GTK takes its own reference) in a selection model of `mode`.
  init(mode: ListSelectionMode, model: ListModel) {
    self.mode = mode
    let list = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(model.gListModel)))
    let inner: UnsafeMutableRawPointer
    switch mode {
    case .none:
      inner = UnsafeMutableRawPointer(gtk_no_selection_new(list))
    case .single:
      let single = gtk_single_selection_new(list)!
      // DTTableViewManager behaviour: nothing is selected until the user (or code) selects.
      gtk_single_selection_set_autoselect(single, 0)
      gtk_single_selection_set_can_unselect(single, 1)
      inner = UnsafeMutableRawPointer(single)
    case .multiple:
      inner = UnsafeMutableRawPointer(gtk_multi_selection_new(list))
    }
    let wrapper = cgtk_selection_new(cgtk_selection_model(inner))!
    pointer = cgtk_selection_model(UnsafeMutableRawPointer(wrapper))!
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
  private var wrapper: OpaquePointer { OpaquePointer(raw) }

  func isSelected(_ position: Int) -> Bool { gtk_selection_model_is_selected(pointer, guint(position)) != 0 }

  /// Every selected position, ascending (reads GTK's bitset; O(selected)).
  var selectedPositions: [Int] {
    guard let bitset = gtk_selection_model_get_selection(pointer) else { return [] }
    defer { gtk_bitset_unref(bitset) }
    return PositionSet(bitset).positions
  }

  /// Selects `position`; `exclusive` unselects the rest first.
  @discardableResult
  func select(_ position: Int, exclusive: Bool) -> Bool {
    gtk_selection_model_select_item(pointer, guint(position), exclusive ? 1 : 0) != 0
  }

  /// Selects `range` alone (the shim drops header and footer rows from it).
  func selectRange(_ range: ClosedRange<Int>) {
    gtk_selection_model_select_range(pointer, guint(range.lowerBound), guint(range.count), 1)
  }

  @discardableResult
  func unselect(_ position: Int) -> Bool { gtk_selection_model_unselect_item(pointer, guint(position)) != 0 }

  /// Unselects everything, in every mode (the wrapper clears a single selection itself).
  func unselectAll() { gtk_selection_model_unselect_all(pointer) }

  /// Rows never selected, by any gesture (header and footer rows).
  func setUnselectable(_ positions: [Int]) {
    positions.map { guint($0) }.withUnsafeBufferPointer { buffer in
      cgtk_selection_set_unselectable(wrapper, buffer.baseAddress, guint(buffer.count))
    }
  }

  /// Installs the hooks: `filter` removes vetoed rows from what a change adds and removes,
  /// before it applies; `changed` gets the rows a change selected and deselected.
  func setHooks(
    filter: @escaping @MainActor (PositionSet, PositionSet) -> Void,
    changed: @escaping @MainActor (PositionSet, PositionSet) -> Void
  ) {
    hasHooks = true
    let box = Unmanaged.passRetained(SelectionHooks(filter: filter, changed: changed)).toOpaque()
    cgtk_selection_set_hooks(wrapper, selectionFilter, selectionChanged, box, releaseRetainedObject)
  }
}

/// A set of positions GTK owns (a `GtkBitset`), valid during the callback that hands it over,
/// on the main thread (hence `@unchecked Sendable`).
@MainActor
struct PositionSet: @unchecked Sendable {
  fileprivate let bitset: OpaquePointer

  fileprivate init(_ bitset: OpaquePointer) { self.bitset = bitset }
  /// From the address a C callback handed over (an integer crosses into main-actor code).
  fileprivate init(bits: UInt) { bitset = OpaquePointer(bitPattern: bits)! }

  var isEmpty: Bool { gtk_bitset_is_empty(bitset) != 0 }
  var count: Int { Int(gtk_bitset_get_size(bitset)) }
  func contains(_ position: Int) -> Bool { gtk_bitset_contains(bitset, guint(position)) != 0 }
  func remove(_ position: Int) { gtk_bitset_remove(bitset, guint(position)) }

  /// Every position, ascending.
  var positions: [Int] {
    var positions: [Int] = []
    positions.reserveCapacity(count)
    var iterator = GtkBitsetIter()
    var value: guint = 0
    var more = gtk_bitset_iter_init_first(&iterator, bitset, &value) != 0
    while more {
      positions.append(Int(value))
      more = gtk_bitset_iter_next(&iterator, &value) != 0
    }
    return positions
  }
}

/// The Swift closures behind the shim's selection hooks.
private final class SelectionHooks: @unchecked Sendable {
  /// Called with the addresses of the two bitsets.
  let filter: (UInt, UInt) -> Void
  let changed: (UInt, UInt) -> Void
  init(
    filter: @escaping @MainActor (PositionSet, PositionSet) -> Void,
    changed: @escaping @MainActor (PositionSet, PositionSet) -> Void
  ) {
    self.filter = mainThreadFunction { filter(PositionSet(bits: $0), PositionSet(bits: $1)) }
    self.changed = mainThreadFunction { changed(PositionSet(bits: $0), PositionSet(bits: $1)) }
  }
}

private let selectionFilter: CGtkSelectionFilterFunc = { context, adding, removing in
  guard let context, let adding, let removing else { return }
  let hooks = Unmanaged<SelectionHooks>.fromOpaque(context).takeUnretainedValue()
  assertMainThread()
  hooks.filter(UInt(bitPattern: adding), UInt(bitPattern: removing))
}

private let selectionChanged: CGtkSelectionChangedFunc = { context, added, removed in
  guard let context, let added, let removed else { return }
  let hooks = Unmanaged<SelectionHooks>.fromOpaque(context).takeUnretainedValue()
  assertMainThread()
  hooks.changed(UInt(bitPattern: added), UInt(bitPattern: removed))
}
