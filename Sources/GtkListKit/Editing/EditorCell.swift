import Foundation

/// A cell GtkListKit shows in an editable column (a text field, a check button, a drop-down):
/// it knows the item it shows by identity, so an edit never lands on another row.
@MainActor
protocol EditorCell: ListCell where Widget == WidgetPointer {
  /// The item and column the cell shows now; `nil` before its first bind.
  var binding: EditorBinding? { get set }
  /// Shows a refusal's message (error style and tooltip), or clears it (`nil`).
  func showError(_ message: String?)
}

/// The item an editor cell shows: its column, its identity and the model it was bound with.
struct EditorBinding {
  let columnID: String
  let identity: AnyHashable
  var model: Any
}

/// What the user typed, toggled or picked, before the column parses it.
enum EditorInput {
  case text(String)
  case flag(Bool)
}

/// What an editor cell shows for a model.
enum EditorDisplay {
  case text(String)
  case flag(Bool)
  case choice([String], selected: String)
}

/// A refused edit: the message the cell shows.
struct EditRefusal: Error {
  let message: String
}
