import Foundation

/// Editable columns: the column shows its value in a cell GtkListKit provides and edits it in
/// place. See <doc:EditingInPlace>.
extension TableColumn {
  /// Makes the column show and edit `keyPath` as text in a `GtkEditableLabel` (GTK's label that
  /// becomes a text field): Enter or F2 starts editing the focused row's cell, Enter commits,
  /// Escape cancels, Tab and Shift+Tab commit and move to the next or previous editable cell.
  /// A click starts editing too (GTK's own gesture).
  @discardableResult
  public func editableText<Model: Identifiable>(
    _ keyPath: WritableKeyPath<Model, String>, configure: (CellEditing<Model, String>) -> Void = { _ in }
  ) -> CellEditing<Model, String>? {
    install(.text, keyPath, configure)
  }

  /// Makes the column show and edit a number (`Int`, `Double`, ...) as text, like
  /// ``editableText(_:configure:)``: text that is not a number is refused with a message before
  /// ``CellEditing/didCommit(_:)`` is asked. `invalidMessage` is that message.
  @discardableResult
  public func editableNumber<Model: Identifiable, Number: Numeric & LosslessStringConvertible>(
    _ keyPath: WritableKeyPath<Model, Number>, invalidMessage: String = "Not a number",
    configure: (CellEditing<Model, Number>) -> Void = { _ in }
  ) -> CellEditing<Model, Number>? {
    install(.number(invalidMessage: invalidMessage), keyPath, configure)
  }

  /// Makes the column show `keyPath` as a `GtkCheckButton`: a click, Space on it, or Enter/F2
  /// on its row toggles it, and the toggle is the commit (a refusal unchecks it again).
  @discardableResult
  public func editableToggle<Model: Identifiable>(
    _ keyPath: WritableKeyPath<Model, Bool>, configure: (CellEditing<Model, Bool>) -> Void = { _ in }
  ) -> CellEditing<Model, Bool>? {
    install(.toggle, keyPath, configure)
  }

  /// Makes the column show `keyPath` as a `GtkDropDown` of `choices`: picking one is the
  /// commit; Enter or F2 on the row opens the list. A stored value that is not one of `choices`
  /// shows nothing picked.
  @discardableResult
  public func editableChoice<Model: Identifiable>(
    _ keyPath: WritableKeyPath<Model, String>, choices: [String],
    configure: (CellEditing<Model, String>) -> Void = { _ in }
  ) -> CellEditing<Model, String>? {
    install(.choice(choices), keyPath, configure)
  }

  private func install<Cell: EditorCell, Model: Identifiable, Value>(
    _ kind: EditorKind<Cell, Value>, _ keyPath: WritableKeyPath<Model, Value>,
    _ configure: (CellEditing<Model, Value>) -> Void
  ) -> CellEditing<Model, Value>? {
    guard let table else { return nil }
    let (editing, bind) = table.editing.install(kind, keyPath, id: id, configure: configure)
    register(Cell.self, for: Model.self, handler: bind)
    return editing
  }
}
