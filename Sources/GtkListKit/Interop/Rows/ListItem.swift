internal import CGtkListKit

/// A `GtkListItem` as the manager sees it: GTK's per-row object, handed to factory signals.
///
/// GTK recycles list items: resolve position and model through it at event time, never from
/// values captured when it was bound.
@MainActor
struct ListItem {
  // Set by the factory's C callback, outside the main actor's static isolation (GTK calls it on
  // the main thread): a pointer, read only by main-actor code.
  nonisolated(unsafe) let pointer: OpaquePointer
  /// Set on the copy a row keeps (``tracked(by:)``): a finalized list item reads as unbound.
  private var liveness: ListItemLiveness?

  /// Wraps a signal parameter; `nil` when it is not a `GtkListItem`.
  init?(_ object: UnsafeMutableRawPointer?) {
    guard let item = cgtk_list_item(object) else { return nil }
    pointer = item
  }

  /// The object of a `GtkSignalListItemFactory` signal, which is always a `GtkListItem` for the
  /// list and grid views this library drives (the type check cost a bind 19 instructions).
  nonisolated init(factoryObject object: UnsafeMutableRawPointer) { pointer = OpaquePointer(object) }

  /// This list item, checked for being alive before each use (for copies kept beyond a signal):
  /// `liveness` must learn when GTK finalizes it (a row's state does, see ``RowWidgets``).
  func tracked(by liveness: ListItemLiveness) -> ListItem {
    var copy = self
    copy.liveness = liveness
    return copy
  }

  /// Whether GTK finalized the list item (only known for a ``tracked(by:)`` copy).
  var isGone: Bool {
    // No `map` closure: it would check the main actor's isolation on every call.
    guard let liveness else { return false }
    return liveness.isGone
  }

  /// A stable key for dictionaries while the list item lives.
  var key: UInt { UInt(bitPattern: UnsafeRawPointer(pointer)) }

  /// The row's current position, `nil` when unbound.
  var position: Int? {
    if isGone { return nil }
    let position = gtk_list_item_get_position(pointer)
    guard position != GTK_INVALID_LIST_POSITION else { return nil }
    // A row whose item object our model moved elsewhere or detached shows no current row (GTK
    // 4.8 left such rows behind before ``RemovalStart``; a row GTK keeps for the focus may too).
    if let item = cgtk_as_item(gtk_list_item_get_item(pointer)), cgtk_item_get_position(item) != position {
      return nil
    }
    return Int(position)
  }

  /// The position GTK is binding the row to: read in `bind` only, where GTK has just set it (the
  /// checks of ``position`` are for rows read at other times).
  var bindingPosition: Int? {
    let position = gtk_list_item_get_position(pointer)
    return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
  }

  /// What the row shows (see ``RowWidgets``).
  var child: WidgetPointer? { isGone ? nil : gtk_list_item_get_child(pointer) }

  func setChild(_ widget: WidgetPointer?) { gtk_list_item_set_child(pointer, widget) }

  /// Whether GTK shows the row as selected.
  var isSelected: Bool { gtk_list_item_get_selected(pointer) != 0 }

  /// Header and footer rows are neither selectable nor activatable, nor focusable themselves
  /// (GTK 4.12+; a sectioned grid strip's tiles take the focus).
  func setInteractive(_ interactive: Bool) {
    let flag: gboolean = interactive ? 1 : 0
    if gtk_list_item_get_selectable(pointer) != flag { gtk_list_item_set_selectable(pointer, flag) }
    if gtk_list_item_get_activatable(pointer) != flag { gtk_list_item_set_activatable(pointer, flag) }
    cgtk_list_item_set_focusable(pointer, flag)
  }

  /// Lets a table's cell take the keyboard focus itself (GTK 4.12+); `false` where GTK cannot
  /// (4.8, or a row that is not a column view's cell).
  @discardableResult
  func setCellFocusable(_ focusable: Bool) -> Bool { cgtk_column_cell_set_focusable(pointer, focusable ? 1 : 0) != 0 }
}

extension ListItem {
  /// The serial of the row's item object: the same while the list model keeps the object for
  /// the row across splices (0 when the row has no item).
  var itemSerial: UInt64 {
    guard let item = cgtk_as_item(gtk_list_item_get_item(pointer)) else { return 0 }
    return UInt64(cgtk_item_get_serial(item))
  }

  /// Names the row: `accessible-label` of the list item on GTK 4.12+, the label property of its
  /// row widget on 4.8.
  func setAccessibleLabel(_ label: String, on rowWidget: WidgetPointer) {
    cgtk_list_item_set_accessible_label(pointer, rowWidget, label)
  }

  /// Whether GTK lets the user select the row.
  var isSelectable: Bool { gtk_list_item_get_selectable(pointer) != 0 }
}
