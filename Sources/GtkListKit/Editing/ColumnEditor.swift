import Foundation
import ModelStorage

/// An editable column's editing without its types: what ``InPlaceEditing`` asks a
/// ``CellEditing`` (the app's typed closures) for a model it sees as `Any`.
@MainActor
protocol ColumnEditor: AnyObject {
  var columnID: String { get }
  /// The model's identity (`Identifiable.id`), or `nil` when the model is not the column's type.
  func identity(of model: Any) -> AnyHashable?
  func display(of model: Any) -> EditorDisplay?
  func shouldEdit(_ model: Any, at indexPath: IndexPath) -> Bool
  /// The value to write for `input` (parsed, then accepted by `didCommit`), or the refusal.
  func accept(_ input: EditorInput, for model: Any, at indexPath: IndexPath) -> Result<Any, EditRefusal>
  /// The column's value of `model` (what undo writes back).
  func value(of model: Any) -> Any?
  /// Writes `value` for `model` (the app's writer, else the host's storage by identity).
  /// Returns the model with the value set, or `nil` when nothing could be written.
  func write(_ value: Any, for model: Any, to host: any EditingHost) -> Any?
  func didCancel(_ model: Any, at indexPath: IndexPath?)
}
