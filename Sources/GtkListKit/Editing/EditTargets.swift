import Foundation
import ModelStorage

/// Finding an edited item where it is now, by identity (never by the row the edit started in).
@MainActor
enum EditTargets {
  /// The index path of the item of `target` identity in a memory storage (a scan, once an edit).
  static func indexPath(
    of target: AnyHashable, in storage: MemoryStorage, identity: (Any) -> AnyHashable?
  ) -> IndexPath? {
    for section in 0..<storage.numberOfSections {
      guard let items = storage.items(inSection: section) else { continue }
      if let item = items.firstIndex(where: { identity($0) == target }) {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }
}

extension TableEditing {
  /// The model and index path of the item of `identity` now: first in `cell`'s row, then in any
  /// row on screen, then (a memory storage) anywhere. `nil` when the item left the storage (or,
  /// in a database storage, is not on screen).
  func locate(_ identity: AnyHashable, columnID: String, near cell: AnyObject?) -> (model: Any, indexPath: IndexPath)? {
    guard let editor = editors[columnID] else { return nil }
    let storage = table.storage
    func item(atPosition position: Int) -> (model: Any, indexPath: IndexPath)? {
      guard let indexPath = table.indexPath(atPosition: position), let model = storage.item(at: indexPath),
        editor.identity(of: model) == identity
      else { return nil }
      return (model, indexPath)
    }
    let bound = table.core.rows.boundCells
    if let cell, let state = bound.first(where: { $0.slot?.cell === cell }), let position = state.listItem.position,
      let found = item(atPosition: position)
    {
      return found
    }
    for state in bound {
      if let position = state.listItem.position, let found = item(atPosition: position) { return found }
    }
    guard let memory = storage as? MemoryStorage,
      let indexPath = EditTargets.indexPath(of: identity, in: memory, identity: editor.identity(of:)),
      let model = memory.item(at: indexPath)
    else { return nil }
    return (model, indexPath)
  }

  /// The editor cell of `columnID` in the row at flat `position`, if GTK made it.
  func editorCell(atPosition position: Int, columnID: String) -> (any EditorCell)? {
    guard let column = table.column(columnID) else { return nil }
    return table.core.rows.cells(at: position).first { $0.column == column.index }?.slot?.cell as? any EditorCell
  }

  /// The ids of the editable columns shown, in display order.
  var editableColumnIDs: [String] {
    table.core.host.columnOrder.compactMap { pointer in table.columns.first { $0.handle.pointer == pointer } }
      .filter { $0.isVisible && editors[$0.id] != nil }.map(\.id)
  }
}
