import Foundation
import ModelStorage

/// The manager's own undo stack (GTK has none): accepted edits by the item's identity.
extension InPlaceEditing {
  /// Writes back the old value of the last committed edit (Ctrl+Z): `false` when there is none,
  /// or its item left the storage. An edit in progress is cancelled first.
  @discardableResult
  public func undo() -> Bool {
    if let session { cancel(session) }
    guard let record = undoStack.popLast(), let written = rewrite(record, to: record.oldValue) else { return false }
    redoStack.append(EditRecord(record, model: written))
    return true
  }

  /// Writes again the last undone edit (Ctrl+Shift+Z, Ctrl+Y): `false` when there is none.
  @discardableResult
  public func redo() -> Bool {
    if let session { cancel(session) }
    guard let record = redoStack.popLast(), let written = rewrite(record, to: record.newValue) else { return false }
    undoStack.append(EditRecord(record, model: written))
    return true
  }

  /// Writes `value` for `record`'s item, found by identity (a database storage's item off
  /// screen is the model recorded: the app's writer needs its id).
  private func rewrite(_ record: EditRecord, to value: Any) -> Any? {
    guard let editor = editors[record.columnID] else { return nil }
    let found = locate(record.identity, columnID: record.columnID, near: nil)?.model
    guard let model = found ?? (host.editingStore.findsEveryItem ? nil : record.model) else { return nil }
    return editor.write(value, for: model, to: host)
  }
}

extension EditRecord {
  init(_ record: EditRecord, model: Any) {
    self.init(
      columnID: record.columnID, identity: record.identity, model: model, oldValue: record.oldValue,
      newValue: record.newValue)
  }
}
