import Foundation
import ModelStorage

extension TreeListManager: TreeNodeSource {
  func isExpandable(key: TreeNodeKey) -> Bool {
    guard let id = keys.id(for: key) else { return false }
    return storage.isExpandable(id)
  }

  func childKeys(ofKey key: TreeNodeKey) -> [TreeNodeKey] {
    guard let id = keys.id(for: key) else { return [] }
    return storage.childIDs(of: id).map { keys.key(for: $0) }
  }

  func levelLoaded(_ level: TreeLevel) {
    levels[level.parentKey] = WeakTreeLevel(level)
    // Levels die with their rows' collapse: drop the empty entries now and then.
    if levels.count > 64 && levels.count.isMultiple(of: 64) { levels = levels.filter { $0.value.level != nil } }
  }
}

extension TreeListManager {
  /// Shows the row's model in the cell of its mapping (reusing the row's cell when it fits).
  func bind(_ slot: TreeCellSlot, _ row: TreeRow) {
    row.watchExpansion { [weak self] row in self?.expansionChanged(row) }
    rowSlots[slot.key] = slot
    guard let id = keys.id(for: row.key), let model = storage.model(for: id) else { return slot.show(nil) }
    let indexPath = storage.indexPath(of: id) ?? IndexPath()
    let modelType = type(of: model)
    guard let mapping = registry.mapping(for: .cell, model: model, ofType: modelType, at: indexPath) else {
      report(.noMapping(model: String(describing: modelType), kind: "cell", indexPath: indexPath))
      recycle(slot.key)
      return slot.show(nil)
    }
    let shown: TreeRowCell
    if let current = rowCells[slot.key], current.mapping === mapping {
      shown = current
    } else {
      recycle(slot.key)
      shown = dequeueCell(of: mapping)
      rowCells[slot.key] = shown
      slot.nameRow(by: shown.widget)
    }
    slot.show(shown.widget)
    mapping.update(shown.cell, with: model, ofType: modelType, at: indexPath)
    if mapping.handlesBind { mapping.fire(.bind, cell: shown.cell, model: model, at: indexPath) }
  }

  /// GTK dropped a row widget: its cell goes back to the pool.
  func teardown(_ rowKey: UInt) {
    rowSlots[rowKey] = nil
    recycle(rowKey)
  }

  /// Double click or Enter: the mapping's `activate` closure.
  func activated(at position: Int) {
    guard let (cell, model, indexPath, mapping) = realized(at: position) else { return }
    mapping.fire(.activate, cell: cell, model: model, at: indexPath)
  }

  /// The cell, model, path and mapping of a bound row at `position`.
  func realized(at position: Int) -> (any ListCell, Any, IndexPath, any CellMapping)? {
    guard let row = madeView?.row(at: position), let id = keys.id(for: row.key),
      let model = storage.model(for: id), let indexPath = storage.indexPath(of: id),
      let slot = rowSlots.values.first(where: { $0.position == position }), let shown = rowCells[slot.key]
    else { return nil }
    return (shown.cell, model, indexPath, shown.mapping)
  }

  private func dequeueCell(of mapping: any CellMapping) -> TreeRowCell {
    if let free = freeCells[ObjectIdentifier(mapping)]?.popLast() { return free }
    let cell = mapping.makeCell()
    let widget = TreeCellSlot.retain(cell.widget)
    if widget == nil {
      report(.notAWidget(cell: String(describing: type(of: cell)), got: "a pointer that is not a GtkWidget"))
    }
    mapping.fire(.setup, cell: cell)
    return TreeRowCell(cell: cell, mapping: mapping, widget: widget)
  }

  private func recycle(_ rowKey: UInt) {
    guard let shown = rowCells.removeValue(forKey: rowKey) else { return }
    freeCells[ObjectIdentifier(shown.mapping), default: []].append(shown)
  }

  func releaseWidget(of cell: TreeRowCell) {
    if let widget = cell.widget { TreeCellSlot.release(widget) }
  }
}
