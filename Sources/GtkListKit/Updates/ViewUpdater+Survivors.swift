import ModelStorage

/// A change where many rows left or came (a database filter keeping 45,000 of a million rows)
/// goes to GTK as one replace, as a large reordering does: one `ItemChange` per row and the
/// planner's pairing of them cost the main thread a third of a second. The storage works out,
/// off the main thread, where each row it showed went (by identity: rowids), and the selection,
/// the focused row and the row the view stays on follow it (`replaceKeeping`).
extension ViewUpdater {
  /// Applies `update` as a replace when it carries sections' survivors; `false` (nothing done)
  /// otherwise.
  func replacesSurvivors(_ update: StorageUpdate) -> Bool {
    guard !update.survivors.isEmpty else { return false }
    let layout = makeLayout()
    guard let survivors = Survivors(update, from: source.layout, to: layout) else { return false }
    // A view at its very top stays there, as when GTK is told each delete and insert.
    replaceKeeping(update, layout: layout, selectionAtTop: false, moved: survivors.newPosition)
    return true
  }
}
