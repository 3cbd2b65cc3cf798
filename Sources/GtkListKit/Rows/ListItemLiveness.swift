/// Whether GTK finalized a row's `GtkListItem`, for the row's state and the copies of its
/// ``ListItem``: a row's state can outlive the list item for a moment (a drag or the focus holds
/// a widget of the row), and a finalized list item must never be asked for its position.
///
/// Set when GLib releases the row's state with the list item (the data GLib frees at
/// finalization, see ``RowWidgets``), instead of a `GWeakRef` per row: making, reading and
/// clearing one took GLib's weak-reference lock, about 2,700 instructions a row.
/// `@unchecked Sendable`: written by that release and read, like every row, on the main thread,
/// where GLib finalizes GTK's objects.
final class ListItemLiveness: @unchecked Sendable {
  /// `true` once GLib finalized the list item.
  var isGone = false
}
