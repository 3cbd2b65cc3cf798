import Foundation

/// The keys of editing in place, and Tab's walk from cell to cell.
extension InPlaceEditing {
  /// Listens above the view (capture phase): the editing keys come before the rows' own.
  func installKeys() {
    EditorWidgets.addKeys(to: host.core.host.root) { [weak self] key in self?.keyPressed(key) ?? false }
  }

  private func keyPressed(_ key: EditingKey) -> Bool {
    if let session {
      switch key {
      case .enter: commit(session)
      case .escape: cancel(session)
      case .tab(let backward):
        if commit(session) { moveEditing(from: session, backward: backward) }
      default: return false  // F2, Ctrl+Z while typing: the text field's own
      }
      return true
    }
    guard let (position, focusedColumn, onCell) = focusedCell() else { return false }
    switch key {
    case .begin, .enter:
      if key == .enter && !returnStartsEditing { return false }
      // A focused cell (``ColumnViewManager/cellsAreFocusable``) edits only itself.
      guard let columnID = focusedColumn ?? (onCell ? nil : currentColumn(atPosition: position)) else {
        return false
      }
      let started = begin(atPosition: position, columnID: columnID)
      return key == .begin || started
    case .space:
      guard let columnID = focusedColumn,
        let toggle = editorCell(atPosition: position, columnID: columnID) as? ToggleEditorCell
      else { return false }
      toggle.toggle()
      return true
    case .undo: return undo()
    case .redo: return redo()
    case .tab, .escape: return false
    }
  }

  /// The row with the keyboard focus in this view, the editable column whose cell holds it, and
  /// whether GTK's cell itself holds it (GTK 4.12's cell focus in a table); `nil` when the focus
  /// is elsewhere, in a text field, or in an open drop-down.
  private func focusedCell() -> (position: Int, columnID: String?, onCell: Bool)? {
    let core = host.core
    let view = core.host.view
    guard let focus = RowControllers.focusWidget(near: view), EditorWidgets.isInside(focus, view),
      !EditorWidgets.isTextField(focus),
      let (_, position) = core.presentation.focusedItem(focus, in: view),
      core.indexPath(atFlatPosition: position) != nil
    else { return nil }
    let cells = core.rows.cells(at: position).compactMap { $0.slot?.cell as? any EditorCell }
    if cells.contains(where: { ($0 as? ChoiceEditorCell)?.isOpen == true }) { return nil }
    // A list's row widget is the whole row: focused, it edits its cell as the current column.
    let focusedCell = host.rowWidgetsAreCells ? RowWidgets.state(ofRowWidget: focus) : nil
    let focused =
      cells.first { EditorWidgets.isInside(focus, $0.widget) } ?? (focusedCell?.slot?.cell as? any EditorCell)
    return (position, focused?.binding?.columnID, focusedCell != nil)
  }

  /// The column Enter or F2 edits on the focused row at flat `position`: the last edited one,
  /// else the first shown (a list's or a tree's row: its cell's).
  func currentColumn(atPosition position: Int) -> String? {
    let shown = host.editableColumns(atPosition: position, of: editors)
    return currentColumnID.flatMap { shown.contains($0) ? $0 : nil } ?? shown.first
  }

  /// Starts editing the cell of `columnID` at flat `position`: a text cell edits, a toggle
  /// toggles, a choice opens (with `focusOnly`, as Tab arrives: focused only). A row GTK has not
  /// made or not mapped yet (GTK keeps the focused row's widgets while it is scrolled away) is
  /// scrolled to first: GtkText does not stop its cursor blinking for a selection made while it
  /// is unmapped, and warns when it next blinks.
  @discardableResult
  func begin(atPosition position: Int, columnID: String, focusOnly: Bool = false) -> Bool {
    guard let editor = editors[columnID] else { return false }
    let core = host.core
    // An unmapped view has no frames to wait for: its cells start at once, as before.
    func ready(_ cell: any EditorCell) -> Bool { !core.host.isMapped || EditorWidgets.isMapped(cell.widget) }
    if let cell = host.editorCell(atPosition: position, columnID: columnID), ready(cell) {
      return start(cell, editor: editor, focusOnly: focusOnly)
    }
    guard let row = core.presentation.row(ofFlatPosition: position) else { return false }
    core.host.show(row: row) { [weak self] in
      guard let self, let cell = self.host.editorCell(atPosition: position, columnID: columnID), ready(cell)
      else { return self == nil }
      _ = self.start(cell, editor: editor, focusOnly: focusOnly)
      _ = RowControllers.grabKeyboardFocus(cell.widget)  // an editing label hands it to its text field
      return true
    }
    return true
  }

  private func start(_ cell: any EditorCell, editor: any ColumnEditor, focusOnly: Bool) -> Bool {
    if let text = cell as? TextEditorCell { return startText(text, editor: editor) }
    if focusOnly {
      currentColumnID = editor.columnID
      return RowControllers.grabKeyboardFocus(cell.widget)
    }
    switch cell {
    case let toggle as ToggleEditorCell:
      toggle.toggle()  // asks shouldEdit and didCommit through its `toggled`
      return true
    case let choice as ChoiceEditorCell:
      guard let binding = choice.binding,
        let (model, indexPath) = locate(binding.identity, columnID: binding.columnID, near: choice),
        editor.shouldEdit(model, at: indexPath)
      else { return false }
      currentColumnID = editor.columnID
      choice.popUp()
      return true
    default: return false
    }
  }

  /// After Tab committed `session`: the next (or previous) editable cell of the item's row, or
  /// the first (last) one of the next (previous) row that has one.
  private func moveEditing(from session: EditSession, backward: Bool) {
    guard let here = locate(session.binding.identity, columnID: session.binding.columnID, near: nil),
      var position = host.editingStore.position(ofPath: here.indexPath)
    else { return }
    var columns = host.editableColumns(atPosition: position, of: editors)
    guard let column = columns.firstIndex(of: session.binding.columnID) else { return }
    var next = column + (backward ? -1 : 1)
    if !columns.indices.contains(next) {
      let core = host.core
      let count = core.source.layout.count
      repeat {
        position += backward ? -1 : 1
        columns = position >= 0 && position < count ? host.editableColumns(atPosition: position, of: editors) : []
      } while position >= 0 && position < count && (core.indexPath(atFlatPosition: position) == nil || columns.isEmpty)
      guard position >= 0, position < count else { return }
      next = backward ? columns.count - 1 : 0
    }
    begin(atPosition: position, columnID: columns[next], focusOnly: true)
  }
}
