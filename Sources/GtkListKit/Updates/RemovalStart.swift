import ModelStorage

/// Where a splice that removes rows may start on GTK 4.8.
///
/// GTK 4.8's `gtk_list_item_manager_remove_items()` finds the first removed row with
/// `get_nth(position, NULL)`, dropping the offset into the run of widget-less rows it lands in,
/// and then removes whole nodes counted from that run's start. When the range begins `k` rows
/// into such a run and reaches past its end, its last `k` rows are not released: their row
/// widgets stay, before `position`, with stale items, and a row the splice keeps gets a second
/// widget ("Duplicate item detected in list" on a later change). GTK 4.10 splits the run first.
/// See scripts/probes/gtk-remove-inside-unrealized-run.c.
///
/// The fix: such a splice starts right after the last row that has a widget (a run always starts
/// there), the rows in between removed and re-added as the same item objects. GTK has no widget
/// for them, so nothing is rebound, and selection models keep them selected by identity.
@MainActor
enum RemovalStart {
  /// Only GTK before 4.10 has the defect.
  static let needed = GtkRuntime.missplitsRemovals

  /// `splice`, started where GTK 4.8 removes exactly its rows.
  static func adjusted(_ splice: ItemsChangedSplice, rows: RowRegistry) -> ItemsChangedSplice {
    // Safe as is: nothing removed, the first row, or the row before it has a widget.
    guard needed, splice.removed > 0, splice.position > 0, rows.row(at: splice.position - 1) == nil else {
      return splice
    }
    let realized = rows.bound.keys
    let removed = splice.position..<(splice.position + splice.removed)
    // Without a widget in the removed rows, the miscount moves no widget.
    guard realized.contains(where: removed.contains) else { return splice }
    let start = (realized.filter { $0 < splice.position }.max() ?? -1) + 1
    return extended(splice, to: start)
  }

  /// `splice` from `start` (before its position): the rows in between go and come back as themselves.
  static func extended(_ splice: ItemsChangedSplice, to start: Int) -> ItemsChangedSplice {
    let skipped = splice.position - start
    guard skipped > 0 else { return splice }
    let same = (start..<splice.position).map { ItemsChangedSplice.Kept(old: $0, new: $0) }
    return ItemsChangedSplice(
      position: start, removed: splice.removed + skipped, added: splice.added + skipped, kept: same + splice.kept)
  }
}
