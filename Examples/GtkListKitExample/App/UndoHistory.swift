/// The window's undoable actions (deletions), each reverted on its own: undoing one never
/// touches what was done after it, because each entry re-adds only what its action removed.
/// Ctrl+Z undoes the visible page's last entry; a toast undoes the entry it was made for.
@MainActor
final class UndoHistory {
  private struct Entry {
    let id: Int
    let page: ExamplePage
    let revert: () -> Void
  }

  private var entries: [Entry] = []
  private var nextID = 1
  /// Called with the id of an entry that can no longer be undone (undone, or its page was
  /// reset), so its toast goes away.
  var onDiscard: ((Int) -> Void)?

  /// Records an action of `page` that `revert` undoes; returns its id (for its toast).
  @discardableResult
  func record(on page: ExamplePage, revert: @escaping () -> Void) -> Int {
    let id = nextID
    nextID += 1
    entries.append(Entry(id: id, page: page, revert: revert))
    return id
  }

  /// Undoes the last action of `page`; whether there was one.
  @discardableResult
  func undoLast(on page: ExamplePage) -> Bool {
    guard let entry = entries.last(where: { $0.page == page }) else { return false }
    return undo(id: entry.id)
  }

  /// Undoes the action `id`; whether it could still be undone.
  @discardableResult
  func undo(id: Int) -> Bool {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
    let entry = entries.remove(at: index)
    entry.revert()
    onDiscard?(entry.id)
    return true
  }

  /// Whether action `id` can still be undone.
  func canUndo(id: Int) -> Bool { entries.contains { $0.id == id } }

  /// Forgets every action of `page` (its content was replaced).
  func discardAll(on page: ExamplePage) {
    let gone = entries.filter { $0.page == page }
    entries.removeAll { $0.page == page }
    for entry in gone { onDiscard?(entry.id) }
  }
}
