/// Editing in place: see ``TableEditing`` and <doc:EditingInPlace>.
extension ColumnViewManager {
  /// The table's editing in place: the edit in progress, its keys, undo and redo. Made on first
  /// use (an editable column uses it).
  public var editing: TableEditing {
    if let editingController { return editingController }
    let made = TableEditing(table: self)
    editingController = made
    return made
  }
}
