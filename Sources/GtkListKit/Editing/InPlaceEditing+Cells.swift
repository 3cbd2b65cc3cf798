import Foundation

/// Binding editor cells, and the edits of toggles and choices (a commit each).
extension InPlaceEditing {
  /// Shows `model` in an editor cell of `editor`'s column (the column's registered handler).
  func bind(_ cell: some EditorCell, to model: Any, at indexPath: IndexPath, editor: any ColumnEditor) {
    guard let identity = editor.identity(of: model), let display = editor.display(of: model) else { return }
    if let session, session.cell === cell {
      if session.binding.identity == identity {
        // The edited item changed in the storage: the user's text stays, the edit is still its.
        self.session?.binding.model = model
        return
      }
      // The row now shows another item (a sort, a removal): the edit stays with its item,
      // so it ends here, unwritten.
      cancel(session)
    }
    cell.binding = EditorBinding(columnID: editor.columnID, identity: identity, model: model)
    cell.showError(nil)
    switch (cell, display) {
    case (let text as TextEditorCell, .text(let value)):
      text.onEditingChanged = { [weak self] cell, editing in self?.gtkChangedEditing(cell, editing) }
      // A focused label would take Enter for itself: with Enter kept for the rows, the row
      // keeps the focus (F2 and clicks still edit).
      text.isFocusable = returnStartsEditing
      text.show(value)
    case (let toggle as ToggleEditorCell, .flag(let value)):
      toggle.onToggled = { [weak self] cell, isOn in self?.commitInput(.flag(isOn), of: cell) }
      toggle.show(value)
    case (let choice as ChoiceEditorCell, .choice(let choices, let selected)):
      choice.onPicked = { [weak self] cell, picked in self?.commitInput(.text(picked), of: cell) }
      choice.show(choices, selected: selected)
    default: break
    }
  }

  /// A toggle or a pick: asks `shouldEdit` and `didCommit`, writes, or shows the stored value
  /// again with the refusal's message.
  func commitInput(_ input: EditorInput, of cell: some EditorCell) {
    if let session { _ = commit(session) }
    guard let binding = cell.binding, let editor = editors[binding.columnID] else { return }
    guard let (model, indexPath) = locate(binding.identity, columnID: binding.columnID, near: cell) else {
      return restore(cell, editor: editor, model: binding.model)
    }
    currentColumnID = binding.columnID
    guard editor.shouldEdit(model, at: indexPath) else { return restore(cell, editor: editor, model: model) }
    switch editor.accept(input, for: model, at: indexPath) {
    case .failure(let refusal):
      restore(cell, editor: editor, model: model)
      cell.showError(refusal.message.isEmpty ? nil : refusal.message)
    case .success(let value):
      cell.showError(nil)
      if !write(value, for: model, columnID: binding.columnID) { restore(cell, editor: editor, model: model) }
    }
  }

  /// Shows the stored value of `model` in `cell` again (a refused or unwritten toggle or pick).
  private func restore(_ cell: some EditorCell, editor: any ColumnEditor, model: Any) {
    switch (cell, editor.display(of: model)) {
    case (let toggle as ToggleEditorCell, .flag(let value)?): toggle.show(value)
    case (let choice as ChoiceEditorCell, .choice(let choices, let selected)?): choice.show(choices, selected: selected)
    default: break
    }
  }

  /// Writes `value` for `model` through the column's editor and records it for undo.
  func write(_ value: Any, for model: Any, columnID: String) -> Bool {
    guard let editor = editors[columnID], let identity = editor.identity(of: model),
      let old = editor.value(of: model),
      let written = editor.write(value, for: model, to: host)
    else { return false }
    redoStack.removeAll()
    undoStack.append(EditRecord(columnID: columnID, identity: identity, model: written, oldValue: old, newValue: value))
    trimUndo()
    return true
  }

  func trimUndo() {
    if undoStack.count > max(0, undoLimit) { undoStack.removeFirst(undoStack.count - max(0, undoLimit)) }
  }
}
