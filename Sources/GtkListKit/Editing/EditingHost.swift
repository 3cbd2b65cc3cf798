import Foundation
import ModelStorage

/// A manager whose rows ``InPlaceEditing`` edits: a table (a cell per editable column), a list
/// or a tree (the row's one cell). The editing itself is the same; this is what differs.
@MainActor
protocol EditingHost: AnyObject {
  var core: ListManagerCore { get }
  /// Where edited items are found and written by identity.
  var editingStore: any EditingStore { get }
  /// Whether GTK's row widget of a ``RowState`` is one cell of the row (a table's column cell)
  /// rather than the whole row (a list's row): a focused one edits only itself.
  var rowWidgetsAreCells: Bool { get }
  /// The columns of `editors` whose cells the row at flat `position` edits, in Tab's order.
  func editableColumns(atPosition position: Int, of editors: [String: any ColumnEditor]) -> [String]
  /// The editor cell of `columnID` in the row at flat `position`, if GTK made it.
  func editorCell(atPosition position: Int, columnID: String) -> (any EditorCell)?
}

/// Where edited items live: found where they are now, and written, by identity.
@MainActor
protocol EditingStore: AnyObject {
  /// Whether ``find(_:identityOf:)`` sees every item (a memory or tree storage), so an item it
  /// does not find has left; a database storage sees the rows on screen only.
  var findsEveryItem: Bool { get }
  /// The flat position of the item at the manager's `indexPath` (a tree: the node's path).
  func position(ofPath indexPath: IndexPath) -> Int?
  /// The item of `identity` anywhere in the storage, with the index path events report.
  func find(_ identity: AnyHashable, identityOf: (Any) -> AnyHashable?) -> (model: Any, indexPath: IndexPath)?
  /// Writes `updated` in place of the item of `identity`: `false` when it is not there, `nil`
  /// when this storage cannot be written without the app's writer.
  func store(_ updated: Any, identity: AnyHashable, identityOf: (Any) -> AnyHashable?) -> Bool?
}

/// A list's or a tree's rows: one cell each, edited by the editor of its model's type.
extension EditingHost {
  var rowWidgetsAreCells: Bool { false }

  func editableColumns(atPosition position: Int, of editors: [String: any ColumnEditor]) -> [String] {
    guard let indexPath = core.indexPath(atFlatPosition: position), let model = core.storage.item(at: indexPath),
      let editor = editors.values.first(where: { $0.identity(of: model) != nil })
    else { return [] }
    return [editor.columnID]
  }

  func editorCell(atPosition position: Int, columnID: String) -> (any EditorCell)? {
    guard let cell = core.rows.row(at: position)?.slot?.cell as? any EditorCell,
      cell.binding?.columnID == columnID
    else { return nil }
    return cell
  }

  /// The index path events report for the item at the storage's flat `indexPath`: the node's
  /// path in a tree (a list of rows, ``RowPaths``), else the same.
  func eventPath(ofItemAt indexPath: IndexPath) -> IndexPath? {
    guard let rows = core.storage as? RowPaths else { return indexPath }
    return rows.path(ofRow: indexPath.item)
  }
}

/// A list's or a table's storage: the memory storage is written, another needs the app's writer.
extension ListBaseManager: EditingStore {
  var findsEveryItem: Bool { core.storage is MemoryStorage }

  func position(ofPath indexPath: IndexPath) -> Int? {
    guard core.storage.item(at: indexPath) != nil else { return nil }
    return core.position(of: indexPath)
  }

  func find(_ identity: AnyHashable, identityOf: (Any) -> AnyHashable?) -> (model: Any, indexPath: IndexPath)? {
    guard let memory = core.storage as? MemoryStorage,
      let indexPath = EditTargets.indexPath(of: identity, in: memory, identity: identityOf),
      let model = memory.item(at: indexPath)
    else { return nil }
    return (model, indexPath)
  }

  func store(_ updated: Any, identity: AnyHashable, identityOf: (Any) -> AnyHashable?) -> Bool? {
    guard let memory = core.storage as? MemoryStorage else { return nil }
    guard let indexPath = EditTargets.indexPath(of: identity, in: memory, identity: identityOf) else { return false }
    do {
      try memory.replaceItem(at: indexPath, with: updated)
    } catch {
      return false
    }
    return true
  }
}
