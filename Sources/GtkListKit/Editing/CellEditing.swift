import Foundation
import ModelStorage

/// The editing of one column's cells, or of a list's or a tree's rows of one model type, typed by
/// the model and the value: made by ``TableColumn/editableText(_:configure:)``,
/// ``ListViewManager/editableText(_:configure:)``, ``TreeListManager/editableText(_:configure:)``
/// and their siblings, configured with DTTableViewManager style events.
///
/// ```swift
/// table.addColumn("title", title: "Title") { column in
///   column.editableText(\Song.title) { editing in
///     editing.didCommit { _, title, _ in
///       title.isEmpty ? .refuse("A title cannot be empty") : .accept
///     }
///   }
/// }
/// ```
///
/// An accepted value is written through ``write(_:)`` when the app gave a writer (a database
/// storage: write there, off the main thread; the storage shows the change when it observes
/// it), else into ``ListBaseManager/memoryStorage``: the item with the same `id` gets the value
/// at the column's key path (`replaceItem`); in a tree, the node's model is replaced in the
/// ``TreeListManager/storage`` (`update`). The item is found by identity when the edit ends,
/// never by the row it started in. In a tree, index paths are the node's path from the roots.
@MainActor
public final class CellEditing<Model: Identifiable, Value>: ColumnEditor {
  let columnID: String
  private let keyPath: WritableKeyPath<Model, Value>
  private let parse: (EditorInput) -> Result<Value, EditRefusal>
  private let format: (Value) -> EditorDisplay
  private let reportAnomaly: (GtkListKitAnomaly) -> Void
  private var shouldEditHandler: ((Model, IndexPath) -> Bool)?
  private var didCommitHandler: ((Model, Value, IndexPath) -> EditResult)?
  private var didCancelHandler: ((Model, IndexPath?) -> Void)?
  private var writer: ((Model, Value) -> Void)?

  init(
    columnID: String, keyPath: WritableKeyPath<Model, Value>,
    parse: @escaping (EditorInput) -> Result<Value, EditRefusal>, format: @escaping (Value) -> EditorDisplay,
    reportAnomaly: @escaping (GtkListKitAnomaly) -> Void
  ) {
    self.columnID = columnID
    self.keyPath = keyPath
    self.parse = parse
    self.format = format
    self.reportAnomaly = reportAnomaly
  }

  /// Asked before a cell of `model` starts editing (or toggles, or opens its choices); `false`
  /// keeps it as it is. Without it every cell of the column is editable.
  public func shouldEdit(_ closure: @escaping (Model, IndexPath) -> Bool) { shouldEditHandler = closure }

  /// Asked with the parsed value when the user commits (Enter, Tab, the focus leaving, a toggle,
  /// a pick): ``EditResult/accept`` writes it, ``EditResult/refuse(_:)`` shows the message in the
  /// cell and keeps it editing. A number column refuses text that is not a number before this.
  public func didCommit(_ closure: @escaping (Model, Value, IndexPath) -> EditResult) { didCommitHandler = closure }

  /// Told when an edit ends without a commit: Escape, a refused value when the focus left, or
  /// the row now showing another item (a sort, a removal). The index path is `nil` when the item
  /// left the storage.
  public func didCancel(_ closure: @escaping (Model, IndexPath?) -> Void) { didCancelHandler = closure }

  /// Writes accepted values (and undone ones) yourself, e.g. to a database off the main thread.
  /// Without it the column writes ``ListBaseManager/memoryStorage`` (a tree: its `TreeStorage`).
  public func write(_ closure: @escaping (Model, Value) -> Void) { writer = closure }

  // MARK: ColumnEditor

  func identity(of model: Any) -> AnyHashable? { (model as? Model).map { AnyHashable($0.id) } }

  func display(of model: Any) -> EditorDisplay? { (model as? Model).map { format($0[keyPath: keyPath]) } }

  func shouldEdit(_ model: Any, at indexPath: IndexPath) -> Bool {
    guard let model = model as? Model else { return false }
    return shouldEditHandler?(model, indexPath) ?? true
  }

  func accept(_ input: EditorInput, for model: Any, at indexPath: IndexPath) -> Result<Any, EditRefusal> {
    guard let model = model as? Model else { return .failure(EditRefusal(message: "")) }
    switch parse(input) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let value):
      if case .refuse(let message) = didCommitHandler?(model, value, indexPath) ?? .accept {
        return .failure(EditRefusal(message: message))
      }
      return .success(value)
    }
  }

  func value(of model: Any) -> Any? { (model as? Model)?[keyPath: keyPath] }

  func write(_ value: Any, for model: Any, to host: any EditingHost) -> Any? {
    guard let value = value as? Value, let original = model as? Model else { return nil }
    var updated = original
    updated[keyPath: keyPath] = value
    if let writer {
      writer(original, value)
      return updated
    }
    switch host.editingStore.store(updated, identity: AnyHashable(original.id), identityOf: identity(of:)) {
    case nil:
      reportAnomaly(.storageCannotEdit(column: columnID, storage: String(describing: type(of: host.core.storage))))
      return nil
    case false?: return nil
    case true?: return updated
    }
  }

  func didCancel(_ model: Any, at indexPath: IndexPath?) {
    guard let model = model as? Model else { return }
    didCancelHandler?(model, indexPath)
  }
}
