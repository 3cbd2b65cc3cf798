import Foundation

/// How an editable value shows in its editor cell and how what the user typed, toggled or picked
/// becomes a value: one definition each for text, numbers, toggles and choices, shared by a
/// table's columns and a list's or a tree's rows.
struct EditorKind<Cell: EditorCell, Value> {
  let format: (Value) -> EditorDisplay
  let parse: (EditorInput) -> Result<Value, EditRefusal>
}

extension EditorKind where Cell == TextEditorCell, Value == String {
  /// Text in a `GtkEditableLabel`.
  static var text: Self {
    Self(format: { .text($0) }) { input in
      guard case .text(let text) = input else { return .failure(EditRefusal(message: "")) }
      return .success(text)
    }
  }
}

extension EditorKind where Cell == TextEditorCell, Value: Numeric & LosslessStringConvertible {
  /// A number typed as text; text that is not a number is refused with `invalidMessage`.
  static func number(invalidMessage: String) -> Self {
    Self(format: { .text(String(describing: $0)) }) { input in
      guard case .text(let text) = input, let number = Value(text.trimmingCharacters(in: .whitespaces)) else {
        return .failure(EditRefusal(message: invalidMessage))
      }
      return .success(number)
    }
  }
}

extension EditorKind where Cell == ToggleEditorCell, Value == Bool {
  /// A `GtkCheckButton`: the toggle is the commit.
  static var toggle: Self {
    Self(format: { .flag($0) }) { input in
      guard case .flag(let flag) = input else { return .failure(EditRefusal(message: "")) }
      return .success(flag)
    }
  }
}

extension EditorKind where Cell == ChoiceEditorCell, Value == String {
  /// A `GtkDropDown` of `choices`: the pick is the commit.
  static func choice(_ choices: [String]) -> Self {
    Self(format: { .choice(choices, selected: $0) }) { input in
      guard case .text(let choice) = input, choices.contains(choice) else { return .failure(EditRefusal(message: "")) }
      return .success(choice)
    }
  }
}

extension InPlaceEditing {
  /// Makes the editing of `keyPath` as `kind` under the column id `id`, configured by the app,
  /// and returns it with the handler its cells are registered with (the bind of an editor cell).
  func install<Cell, Model: Identifiable, Value>(
    _ kind: EditorKind<Cell, Value>, _ keyPath: WritableKeyPath<Model, Value>, id: String,
    configure: (CellEditing<Model, Value>) -> Void
  ) -> (editing: CellEditing<Model, Value>, bind: (Cell, Model, IndexPath) -> Void) {
    let editing = CellEditing(
      columnID: id, keyPath: keyPath, parse: kind.parse, format: kind.format,
      reportAnomaly: { [weak core = host.core] anomaly in core?.anomalyHandler.reportAnomaly(anomaly) })
    configure(editing)
    editors[id] = editing
    return (
      editing,
      { [weak self, weak editing] cell, model, indexPath in
        guard let self, let editing else { return }
        self.bind(cell, to: model, at: indexPath, editor: editing)
      }
    )
  }

  /// The column id of a list's or a tree's editable cell: its model type's name (one editable
  /// cell per model type, as one registered cell per model type).
  static func rowColumnID<Model>(_ modelType: Model.Type) -> String { String(reflecting: modelType) }
}
