import Foundation

/// Editing in place in a list: a model type's rows show a field in a cell GtkListKit provides and
/// edit it, as a table's editable column does. See <doc:EditingInPlace#Lists-and-trees>.
extension ListViewManager {
  /// The list's editing in place: the edit in progress, its keys, undo and redo. Made on first
  /// use (an editable cell uses it).
  public var editing: InPlaceEditing { inPlaceEditing(host: self) }

  /// Makes the rows of `Model` show and edit `keyPath` as text in a `GtkEditableLabel`, the
  /// cell registered for `Model`: F2 or Enter starts editing the focused row (a file manager's
  /// rename), Enter commits, Escape cancels, a click on the label starts editing too (GTK's own
  /// gesture). The accepted text is written to ``ListBaseManager/memoryStorage`` by the item's
  /// identity (or by ``CellEditing/write(_:)``), and Ctrl+Z undoes it.
  @discardableResult
  public func editableText<Model: Identifiable>(
    _ keyPath: WritableKeyPath<Model, String>, configure: (CellEditing<Model, String>) -> Void = { _ in }
  ) -> CellEditing<Model, String> {
    installRowEditor(.text, keyPath, host: self, configure)
  }

  /// Makes the rows of `Model` show and edit a number as text, like ``editableText(_:configure:)``:
  /// text that is not a number is refused with `invalidMessage` before
  /// ``CellEditing/didCommit(_:)`` is asked.
  @discardableResult
  public func editableNumber<Model: Identifiable, Number: Numeric & LosslessStringConvertible>(
    _ keyPath: WritableKeyPath<Model, Number>, invalidMessage: String = "Not a number",
    configure: (CellEditing<Model, Number>) -> Void = { _ in }
  ) -> CellEditing<Model, Number> {
    installRowEditor(.number(invalidMessage: invalidMessage), keyPath, host: self, configure)
  }

  /// Makes the rows of `Model` show `keyPath` as a `GtkCheckButton`: a click, Space on it, or F2
  /// or Enter on the row toggles it, and the toggle is the commit.
  @discardableResult
  public func editableToggle<Model: Identifiable>(
    _ keyPath: WritableKeyPath<Model, Bool>, configure: (CellEditing<Model, Bool>) -> Void = { _ in }
  ) -> CellEditing<Model, Bool> {
    installRowEditor(.toggle, keyPath, host: self, configure)
  }

  /// Makes the rows of `Model` show `keyPath` as a `GtkDropDown` of `choices`: picking one is the
  /// commit; F2 or Enter on the row opens the list.
  @discardableResult
  public func editableChoice<Model: Identifiable>(
    _ keyPath: WritableKeyPath<Model, String>, choices: [String],
    configure: (CellEditing<Model, String>) -> Void = { _ in }
  ) -> CellEditing<Model, String> {
    installRowEditor(.choice(choices), keyPath, host: self, configure)
  }
}

/// A list's rows: one cell each, its model type's editor (the defaults of ``EditingHost``).
extension ListViewManager: EditingHost {
  var editingStore: any EditingStore { self }
}
