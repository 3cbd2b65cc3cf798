import Foundation

/// What the editing entry points of lists, tables and trees share: the one ``InPlaceEditing``
/// made on first use, and a model type's rows given GtkListKit's editor cell.
extension ListManagerBase {
  /// The manager's editing in place, made for `host` (the manager itself) on first use.
  func inPlaceEditing(host: some EditingHost) -> InPlaceEditing {
    if let editingController { return editingController }
    let made = InPlaceEditing(host: host)
    editingController = made
    return made
  }

  /// Registers the editor cell of `kind` for the rows of `Model`, editing `keyPath`: what a
  /// list's and a tree's `editableText`, `editableNumber`, `editableToggle` and `editableChoice` do.
  func installRowEditor<Cell: EditorCell, Model: Identifiable, Value>(
    _ kind: EditorKind<Cell, Value>, _ keyPath: WritableKeyPath<Model, Value>, host: some EditingHost,
    _ configure: (CellEditing<Model, Value>) -> Void
  ) -> CellEditing<Model, Value> {
    let (editing, bind) = inPlaceEditing(host: host).install(
      kind, keyPath, id: InPlaceEditing.rowColumnID(Model.self), configure: configure)
    register(Cell.self, for: Model.self, handler: bind)
    return editing
  }
}
