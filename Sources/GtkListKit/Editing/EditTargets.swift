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

extension InPlaceEditing {
  /// The model and index path (the one events report) of the item of `identity` now: first in
  /// `cell`'s row, then in any row on screen, then anywhere in the storage
  /// (``EditingStore/find(_:identityOf:)``). `nil` when the item left the storage (or, in a
  /// database storage, is not on screen).
  func locate(_ identity: AnyHashable, columnID: String, near cell: AnyObject?) -> (model: Any, indexPath: IndexPath)? {
    guard let editor = editors[columnID] else { return nil }
    let core = host.core
    let storage = core.storage
    func item(atPosition position: Int) -> (model: Any, indexPath: IndexPath)? {
      guard let indexPath = core.indexPath(atFlatPosition: position), let model = storage.item(at: indexPath),
        editor.identity(of: model) == identity, let reported = host.eventPath(ofItemAt: indexPath)
      else { return nil }
      return (model, reported)
    }
    let bound = core.rows.boundCells
    if let cell, let state = bound.first(where: { $0.slot?.cell === cell }), let position = state.listItem.position,
      let found = item(atPosition: position)
    {
      return found
    }
    for state in bound {
      if let position = state.listItem.position, let found = item(atPosition: position) { return found }
    }
    return host.editingStore.find(identity, identityOf: editor.identity(of:))
  }

  /// The editor cell of `columnID` in the row at flat `position`, if GTK made it.
  func editorCell(atPosition position: Int, columnID: String) -> (any EditorCell)? {
    host.editorCell(atPosition: position, columnID: columnID)
  }
}
