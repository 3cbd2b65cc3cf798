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
    install(TextEditorCell.self, keyPath, configure, format: { .text($0) }) { input in
      guard case .text(let text) = input else { return .failure(EditRefusal(message: "")) }
      return .success(text)
    }
  }

  /// Makes the column show and edit a number (`Int`, `Double`, ...) as text, like
  /// ``editableText(_:configure:)``: text that is not a number is refused with a message before
  /// ``CellEditing/didCommit(_:)`` is asked. `invalidMessage` is that message.
  @discardableResult
  public func editableNumber<Model: Identifiable, Number: Numeric & LosslessStringConvertible>(
    _ keyPath: WritableKeyPath<Model, Number>, invalidMessage: String = "Not a number",
    configure: (CellEditing<Model, Number>) -> Void = { _ in }
  ) -> CellEditing<Model, Number>? {
    install(TextEditorCell.self, keyPath, configure, format: { .text(String(describing: $0)) }) { input in
      guard case .text(let text) = input, let number = Number(text.trimmingCharacters(in: .whitespaces)) else {
        return .failure(EditRefusal(message: invalidMessage))
      }
      return .success(number)
    }
  }

  /// Makes the column show `keyPath` as a `GtkCheckButton`: a click, Space on it, or Enter/F2
  /// on its row toggles it, and the toggle is the commit (a refusal unchecks it again).
  @discardableResult
  public func editableToggle<Model: Identifiable>(
    _ keyPath: WritableKeyPath<Model, Bool>, configure: (CellEditing<Model, Bool>) -> Void = { _ in }
  ) -> CellEditing<Model, Bool>? {
    install(ToggleEditorCell.self, keyPath, configure, format: { .flag($0) }) { input in
      guard case .flag(let flag) = input else { return .failure(EditRefusal(message: "")) }
      return .success(flag)
    }
  }

  /// Makes the column show `keyPath` as a `GtkDropDown` of `choices`: picking one is the
  /// commit; Enter or F2 on the row opens the list. A stored value that is not one of `choices`
  /// shows nothing picked.
  @discardableResult
  public func editableChoice<Model: Identifiable>(
    _ keyPath: WritableKeyPath<Model, String>, choices: [String],
    configure: (CellEditing<Model, String>) -> Void = { _ in }
  ) -> CellEditing<Model, String>? {
    install(ChoiceEditorCell.self, keyPath, configure, format: { .choice(choices, selected: $0) }) { input in
      guard case .text(let choice) = input, choices.contains(choice) else { return .failure(EditRefusal(message: "")) }
      return .success(choice)
    }
  }

  private func install<Cell: EditorCell, Model: Identifiable, Value>(
    _ cellType: Cell.Type, _ keyPath: WritableKeyPath<Model, Value>,
    _ configure: (CellEditing<Model, Value>) -> Void, format: @escaping (Value) -> EditorDisplay,
    parse: @escaping (EditorInput) -> Result<Value, EditRefusal>
  ) -> CellEditing<Model, Value>? {
    guard let table else { return nil }
    let editing = CellEditing(
      columnID: id, keyPath: keyPath, parse: parse, format: format,
      reportAnomaly: { [weak table] anomaly in table?.anomalyHandler.reportAnomaly(anomaly) })
    configure(editing)
    let controller = table.editing
    controller.editors[id] = editing
    register(cellType, for: Model.self) { [weak controller, weak editing] cell, model, indexPath in
      guard let controller, let editing else { return }
      controller.bind(cell, to: model, at: indexPath, editor: editing)
    }
    return editing
  }
}
