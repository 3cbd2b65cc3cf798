import Foundation
import ModelStorage

/// The rows a tree shows, as the one section of a storage: what the manager's core (the lists'
/// updater, presenter, selection, interactions, drag and drop) shows. GTK's tree list model
/// flattens the tree; each of its `items-changed` arrives here as a storage update, so
/// expanding a node is an insertion of its children's rows, with every list behaviour.
/// Events report a row's node path (its index among the roots, then among each parent's children).
@MainActor
final class TreeRowsStorage<ID: Hashable & Sendable> {
  let nodes: TreeNodes<ID>
  let model: TreeModel
  weak var delegate: StorageUpdating?
  /// The last row asked for and its node: a bind asks for the model and the path of one row.
  private var lastRow: (row: Int, id: ID?)?

  init(nodes: TreeNodes<ID>, model: TreeModel) {
    self.nodes = nodes
    self.model = model
    model.onItemsChanged { [weak self] position, removed, added in
      self?.rowsChanged(position: position, removed: removed, added: added)
    }
  }

  /// The node at a row of the flattened tree.
  // Specialized, as the lookups below: a bind asks for a row's model and path (generic, each
  // storage lookup instantiated metadata).
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func id(atRow row: Int) -> ID? {
    if let lastRow, lastRow.row == row { return lastRow.id }
    let id = model.row(at: row).flatMap(nodes.id(of:))
    lastRow = (row, id)
    return id
  }

  /// GTK's rows changed: the view follows, as after any storage change. The list updater takes
  /// the splice as a range; the `StorageUpdate` (one `ItemChange` per row) is made only if read.
  private func rowsChanged(position: Int, removed: Int, added: Int) {
    lastRow = nil
    let update = { Self.update(position: position, removed: removed, added: added) }
    guard let updater = delegate as? ViewUpdater else { return delegate?.storageDidPerformUpdate(update()) ?? () }
    updater.applySplice(at: position, removed: removed, added: added, update: update)
  }

  private static func update(position: Int, removed: Int, added: Int) -> StorageUpdate {
    // Loops, not `map`: its closures paid an executor check per row.
    var changes: [ItemChange] = []
    changes.reserveCapacity(removed + added)
    for row in position..<(position + removed) { changes.append(.delete(IndexPath(item: row, section: 0))) }
    for row in position..<(position + added) { changes.append(.insert(IndexPath(item: row, section: 0))) }
    return StorageUpdate(itemChanges: changes)
  }

  /// Rows whose node's model changed in place: their cells show the new model.
  func rowsUpdated(_ rows: [Int]) {
    guard !rows.isEmpty else { return }
    delegate?.storageDidPerformUpdate(
      StorageUpdate(itemChanges: rows.map { .update(IndexPath(item: $0, section: 0)) }))
  }
}

extension TreeRowsStorage: @MainActor ListStorage {
  var numberOfSections: Int { 1 }

  func numberOfItems(inSection section: Int) -> Int { section == 0 ? model.rowCount : 0 }

  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func item(at indexPath: IndexPath) -> Any? {
    guard indexPath.section == 0, let id = id(atRow: indexPath.item) else { return nil }
    return nodes.storage.model(for: id)
  }

  func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? { nil }
}

extension TreeRowsStorage: RowPaths {
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func path(ofRow row: Int) -> IndexPath? {
    guard let id = id(atRow: row) else { return nil }
    return nodes.storage.indexPath(of: id)
  }
}
