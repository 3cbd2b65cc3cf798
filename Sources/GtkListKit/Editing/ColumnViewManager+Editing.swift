import Foundation

/// Editing in place: see ``InPlaceEditing`` and <doc:EditingInPlace>.
extension ColumnViewManager {
  /// The table's editing in place: the edit in progress, its keys, undo and redo. Made on first
  /// use (an editable column uses it).
  public var editing: InPlaceEditing { inPlaceEditing(host: self) }
}

/// A table's rows: a cell per column, the editable ones walked in display order.
extension ColumnViewManager: EditingHost {
  /// A table showing a tree writes the tree's storage (``showTree(_:expanderColumn:)``).
  var editingStore: any EditingStore {
    guard core.storage is RowPaths, let tree = shownTree as? any EditingStore else { return self }
    return tree
  }

  var rowWidgetsAreCells: Bool { true }

  func editableColumns(atPosition position: Int, of editors: [String: any ColumnEditor]) -> [String] {
    core.host.columnOrder.compactMap { pointer in columns.first { $0.handle.pointer == pointer } }
      .filter { $0.isVisible && editors[$0.id] != nil }.map(\.id)
  }

  func editorCell(atPosition position: Int, columnID: String) -> (any EditorCell)? {
    guard let column = column(columnID) else { return nil }
    return core.rows.cells(at: position).first { $0.column == column.index }?.slot?.cell as? any EditorCell
  }
}
