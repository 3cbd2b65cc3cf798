import Foundation
import ModelStorage

/// Editing in place in a tree: a model type's rows show a field in a cell GtkListKit provides, in
/// the row's expander, and edit it; an accepted value replaces the node's model in ``storage``.
/// See <doc:EditingInPlace#Lists-and-trees>.
extension TreeListManager {
  /// The tree's editing in place: the edit in progress, its keys, undo and redo (a tree in a
  /// table: the table's). Made on first use (an editable cell uses it).
  public var editing: InPlaceEditing { inPlaceEditing(host: self) }

  /// Makes the rows of `Model` show and edit `keyPath` as text in a `GtkEditableLabel`, the
  /// cell registered for `Model`: F2 or Enter starts editing the focused row (a file manager's
  /// rename), Enter commits, Escape cancels, a click on the label starts editing too. Left,
  /// Right, `+` and `-` expand and collapse as ever when the row is not being edited. The
  /// accepted text replaces the node's model in ``storage`` (`update`: the row stays, and so do
  /// its expansion and selection), or goes to ``CellEditing/write(_:)``; Ctrl+Z undoes it.
  /// Index paths are the node's path from the roots. (A tree in a table edits in its columns:
  /// ``TableColumn/editableText(_:configure:)``.)
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

  /// Starts editing the row of node `id` as F2 does, expanding its ancestors and scrolling to
  /// it: `false` when the node is unknown, its model has no editable cell, or
  /// ``CellEditing/shouldEdit(_:)`` said no.
  @discardableResult
  public func beginEditing(_ id: ID) -> Bool {
    if let parent = storage.parent(of: id) { expand(parent) }
    guard let path = storage.shownIndexPath(of: id) else { return false }
    return editing.beginEditing(at: path)
  }
}

/// A tree's rows (one cell each, as a list's), its nodes found and written in ``storage``.
extension TreeListManager: EditingHost, EditingStore {
  var editingStore: any EditingStore { self }

  var findsEveryItem: Bool { true }

  /// The row of the node at `indexPath` (its path from the roots), if it shows.
  func position(ofPath indexPath: IndexPath) -> Int? {
    var id: ID?
    for index in indexPath {
      guard let children = storage.shownChildIDs(ofParent: id), children.indices.contains(index) else { return nil }
      id = children[index]
    }
    return id.flatMap { row(for: $0)?.position }
  }

  func find(_ identity: AnyHashable, identityOf: (Any) -> AnyHashable?) -> (model: Any, indexPath: IndexPath)? {
    guard let id = identity.base as? ID, let model = storage.model(for: id), let path = storage.shownIndexPath(of: id)
    else { return nil }
    return (model, path)
  }

  /// Replaces the node's model in place (`update`): its row stays, expanded or not, selected or not.
  func store(_ updated: Any, identity: AnyHashable, identityOf: (Any) -> AnyHashable?) -> Bool? {
    guard let id = storage.id(of: updated), AnyHashable(id) == identity, storage.contains(id) else { return false }
    storage.update(updated)
    return true
  }
}
