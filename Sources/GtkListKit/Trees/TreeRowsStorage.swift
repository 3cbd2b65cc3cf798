import Foundation
@_spi(Splices) import ModelStorage

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
  /// The last row asked for and its node's key: a bind asks for the model and the path of one row.
  private var lastRow: (row: Int, key: TreeNodeKey)?

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
  func id(atRow row: Int) -> ID? { nodes.storage.id(ofKey: key(atRow: row)) }

  /// GTK is binding `row` at `position`: the cell's lookups that follow read its node from here
  /// (asking GTK's model for the row again made a second row object).
  func bindingRow(_ row: TreeRow, at position: Int) { lastRow = (position, row.key) }

  /// The key of the node at a row (0: none).
  private func key(atRow row: Int) -> TreeNodeKey {
    if let lastRow, lastRow.row == row { return lastRow.key }
    let key = model.row(at: row)?.key ?? 0
    lastRow = (row, key)
    return key
  }

  /// GTK's rows changed: the view follows, as after any storage change. The list updater takes
  /// the splice as a range; the `StorageUpdate` (one `ItemChange` per row) is made only if read.
  private func rowsChanged(position: Int, removed: Int, added: Int) {
    lastRow = nil
    delegate?.storageDidSplice(at: position, removed: removed, added: added) {
      Self.update(position: position, removed: removed, added: added)
    }
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
    guard indexPath.section == 0 else { return nil }
    return nodes.storage.model(ofKey: key(atRow: indexPath.item))
  }

  func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? { nil }
}

extension TreeRowsStorage: RowPaths {
  @_specialize(where ID == String)
  @_specialize(where ID == Int)
  func path(ofRow row: Int) -> IndexPath? {
    nodes.storage.indexPath(ofKey: key(atRow: row))
  }
}
