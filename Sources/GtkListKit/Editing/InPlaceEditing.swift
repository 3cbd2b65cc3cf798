import Foundation
import ModelStorage

/// Editing in place of a table's cells, or of a list's or a tree's rows: the one edit in
/// progress, the keys, and the undo stack. Reach it as ``ColumnViewManager/editing``,
/// ``ListViewManager/editing`` or ``TreeListManager/editing``; make cells editable with
/// ``TableColumn/editableText(_:configure:)``, ``ListViewManager/editableText(_:configure:)``,
/// ``TreeListManager/editableText(_:configure:)`` and their siblings.
///
/// Keys (seen before the rows' own): Enter (see ``returnStartsEditing``) or F2 starts editing
/// the focused row's cell: in a table, the one in the current column (the one last edited, else
/// the first editable one shown); in a list or a tree, the row's editable cell. While editing,
/// Enter commits, Escape cancels, Tab and Shift+Tab commit and edit the next or previous editable
/// cell, on to the next or previous row. Outside editing, Ctrl+Z undoes the last committed edit
/// and Ctrl+Shift+Z or Ctrl+Y redoes it.
///
/// GTK has no undo manager, so the manager keeps its own: each accepted edit is recorded by the
/// item's identity with its old and new values; ``undo()`` writes the old value back through the
/// same writer (the memory or tree storage, or the app's ``CellEditing/write(_:)``), without
/// asking ``CellEditing/didCommit(_:)`` again.
@MainActor
public final class InPlaceEditing {
  unowned let host: any EditingHost
  /// The columns' editing, by column id.
  var editors: [String: any ColumnEditor] = [:]
  /// The text edit in progress.
  var session: EditSession?
  var undoStack: [EditRecord] = []
  var redoStack: [EditRecord] = []
  /// The column Enter or F2 edits on a focused row: the last one edited.
  var currentColumnID: String?

  init(host: any EditingHost) {
    self.host = host
    installKeys()
  }

  /// Whether Enter on a focused row starts editing (as in NSTableView and spreadsheets) rather
  /// than activating the row. Default `true`; F2 starts editing either way. A list or a tree
  /// whose Enter opens its items (a file manager's) sets it to `false`; text cells then do not
  /// take the keyboard focus themselves (Tab lands on the row, or on a toggle or choice cell of
  /// it), so Enter reaches the row.
  /// Set it before the rows are shown: cells take it when they are bound.
  public var returnStartsEditing = true

  /// How many edits ``undo()`` can take back. Default 100.
  public var undoLimit = 100 {
    didSet { trimUndo() }
  }

  /// Whether a cell is in editing mode.
  public var isEditing: Bool { session != nil }

  /// The item being edited (where it is now) and its column id.
  public var editingCell: (indexPath: IndexPath, columnID: String)? {
    guard let session,
      let found = locate(session.binding.identity, columnID: session.binding.columnID, near: session.cell)
    else { return nil }
    return (found.indexPath, session.binding.columnID)
  }

  /// The item being edited, where it is now (in a tree, the node's path from the roots).
  public var editingIndexPath: IndexPath? { editingCell?.indexPath }

  /// Starts editing the cell of `columnID` at `indexPath` (scrolling to it): `false` when that
  /// column is not editable, no item is there, or ``CellEditing/shouldEdit(_:)`` said no.
  /// A toggle toggles; a choice opens its list. In a list or a tree, the column id of a row's
  /// cell is its model type's (``editingCell``); ``beginEditing(at:)`` needs none.
  @discardableResult
  public func beginEditing(at indexPath: IndexPath, columnID: String) -> Bool {
    guard editors[columnID] != nil, let position = host.editingStore.position(ofPath: indexPath) else { return false }
    return begin(atPosition: position, columnID: columnID)
  }

  /// Starts editing the item at `indexPath` as F2 does (scrolling to it): a list's or a tree's
  /// row edits its editable cell, a table's row the cell of the current column. In a tree,
  /// `indexPath` is the node's path from the roots (see ``TreeListManager/beginEditing(_:)``).
  @discardableResult
  public func beginEditing(at indexPath: IndexPath) -> Bool {
    guard let position = host.editingStore.position(ofPath: indexPath),
      let columnID = currentColumn(atPosition: position)
    else { return false }
    return begin(atPosition: position, columnID: columnID)
  }

  /// Commits the edit in progress as Enter does: `false` when its value was refused (it stays
  /// in editing mode) or nothing was being edited.
  @discardableResult
  public func commitEditing() -> Bool {
    guard let session else { return false }
    return commit(session)
  }

  /// Cancels the edit in progress as Escape does (``CellEditing/didCancel(_:)`` is told).
  public func cancelEditing() {
    if let session { cancel(session) }
  }

  /// Whether ``undo()`` has an edit to take back.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// Whether ``redo()`` has an undone edit to write again.
  public var canRedo: Bool { !redoStack.isEmpty }
}

/// The text edit in progress: the cell, and the item it belongs to (by identity).
struct EditSession {
  let cell: TextEditorCell
  var binding: EditorBinding
  let editor: any ColumnEditor
  /// The text when editing started: a stop by GTK with the same text is a cancel.
  let originalText: String
}

/// An accepted edit, by the item's identity, to undo or redo.
struct EditRecord {
  let columnID: String
  let identity: AnyHashable
  /// The model as written (with `newValue`).
  var model: Any
  let oldValue: Any
  let newValue: Any
}
