import Foundation

/// A text cell's edit: started, committed or cancelled by the table's keys or by GTK itself.
extension InPlaceEditing {
  /// Starts editing `cell` (asks `shouldEdit`); an edit in progress elsewhere commits first.
  func startText(_ cell: TextEditorCell, editor: any ColumnEditor) -> Bool {
    if let session {
      guard session.cell !== cell else { return true }
      guard commit(session) else { return false }
    }
    guard let binding = cell.binding,
      let (model, indexPath) = locate(binding.identity, columnID: binding.columnID, near: cell),
      editor.shouldEdit(model, at: indexPath)
    else { return false }
    session = EditSession(cell: cell, binding: binding, editor: editor, originalText: cell.text)
    currentColumnID = binding.columnID
    cell.showError(nil)
    cell.begin()
    return true
  }

  /// Commits what `session`'s cell shows: `false` when refused. A refusal keeps the cell
  /// editing with the message, unless GTK already ended editing (the focus left): then the
  /// stored value shows again, with the message, and `didCancel` is told.
  @discardableResult
  func commit(_ session: EditSession) -> Bool {
    let cell = session.cell
    let text = cell.text
    guard let (model, indexPath) = locate(session.binding.identity, columnID: session.binding.columnID, near: cell)
    else {
      cancel(session)  // the item left the storage: nothing to write, nowhere else to write it
      return true
    }
    guard text != session.originalText else {
      self.session = nil
      cell.end(commit: true)
      return true
    }
    switch session.editor.accept(.text(text), for: model, at: indexPath) {
    case .failure(let refusal):
      if cell.isEditing {
        cell.showError(refusal.message)
        return false
      }
      cancel(session)
      cell.showError(refusal.message)
      return false
    case .success(let value):
      self.session = nil
      cell.showError(nil)
      cell.end(commit: true)
      if !write(value, for: model, columnID: session.binding.columnID),
        case .text(let stored)? = session.editor.display(of: model)
      {
        cell.show(stored)
      }
      return true
    }
  }

  /// Ends `session` without writing: the cell shows the stored value and `didCancel` is told.
  func cancel(_ session: EditSession) {
    let cell = session.cell
    if self.session?.cell === cell { self.session = nil }
    cell.end(commit: false)
    cell.showError(nil)
    let found = locate(session.binding.identity, columnID: session.binding.columnID, near: cell)
    let model = found?.model ?? session.binding.model
    if cell.binding?.identity == session.binding.identity, case .text(let stored)? = session.editor.display(of: model) {
      cell.show(stored)
    }
    session.editor.didCancel(model, at: found?.indexPath)
  }

  /// GTK switched `cell` by itself: a click or its own Enter binding started editing, or the
  /// focus leaving (a commit, 100 ms later) or its Escape binding stopped it.
  func gtkChangedEditing(_ cell: TextEditorCell, _ editing: Bool) {
    if editing {
      if let session, session.cell !== cell, !commit(session) { return cell.end(commit: false) }
      guard let binding = cell.binding, let editor = editors[binding.columnID],
        let (model, indexPath) = locate(binding.identity, columnID: binding.columnID, near: cell),
        editor.shouldEdit(model, at: indexPath)
      else { return cell.end(commit: false) }
      session = EditSession(cell: cell, binding: binding, editor: editor, originalText: cell.text)
      currentColumnID = binding.columnID
    } else if let session, session.cell === cell {
      if cell.text == session.originalText { cancel(session) } else { commit(session) }
    }
  }
}
