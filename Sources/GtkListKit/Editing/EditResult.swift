/// What a ``CellEditing/didCommit(_:)`` handler answers for a value the user committed.
public enum EditResult: Equatable, Sendable {
  /// The value is written to the storage (and can be undone).
  case accept
  /// The value is refused: the cell stays in editing mode, styled as an error, with `message`
  /// as its tooltip (a toggle or a choice goes back to the stored value).
  case refuse(String)
}
