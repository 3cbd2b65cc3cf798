import ModelStorage

extension TreeListManager {
  /// How many nodes can be selected (default `.single`). Changing it clears the selection.
  public var selectionMode: ListSelectionMode {
    get { mode }
    set {
      guard newValue != mode else { return }
      mode = newValue
      selectedSet = []
      hiddenSelection = []
      madeView?.setSelectionMode(newValue)
    }
  }

  /// The selected nodes, top to bottom.
  public var selectedIDs: [ID] {
    guard let view = madeView else { return [] }
    return view.selectedPositions.compactMap { view.row(at: $0).flatMap { keys.id(for: $0.key) } }
  }

  /// The first selected node, `nil` for none.
  public var selectedID: ID? { selectedIDs.first }

  /// Selects only this node, expanding its ancestors so that it shows (`nil`: clears the selection).
  public func select(_ id: ID?) { select(id.map { [$0] } ?? []) }

  /// Selects exactly these nodes (the first one under `.single`, none under `.none`), expanding
  /// their ancestors. Unknown nodes are reported. No `didSelect`: that is for gestures.
  public func select(_ ids: [ID]) {
    var positions: [Int] = []
    for id in ids {
      if let parent = storage.parent(of: id) { expand(parent) }
      guard let row = row(for: id) else {
        report(.unknownTreeNode("\(id)", operation: "select"))
        continue
      }
      positions.append(row.position)
    }
    quietly { treeView.select(positions) }
  }

  /// GTK's selection changed: `didSelect` / `didDeselect` of the mappings of the rows whose
  /// selection changed. Rows that disappeared (a collapse, a removal) are remembered, not deselected.
  func syncSelection() {
    let now = Set(selectedIDs)
    for id in selectedSet.subtracting(now) {
      if row(for: id) == nil {
        hiddenSelection.insert(id)
      } else if selectingFromCode == 0 {
        fire(.didDeselect, for: id)
      }
    }
    if selectingFromCode == 0 { for id in now.subtracting(selectedSet) { fire(.didSelect, for: id) } }
    selectedSet = now
    hiddenSelection.subtract(now)
  }

  private func fire(_ event: MappingEvent, for id: ID) {
    guard let row = row(for: id), let (cell, model, indexPath, mapping) = realized(at: row.position) else { return }
    mapping.fire(event, cell: cell, model: model, at: indexPath)
  }

  /// A collapse hid selected rows: the collapsed node is selected instead (Finder, NSOutlineView).
  func reselectParent(_ id: ID, row: TreeRow) {
    syncSelection()  // GTK may drop removed rows from its selection without `selection-changed`
    let hidden = hiddenSelection.filter { storage.isDescendant($0, of: id) }
    guard !hidden.isEmpty, let view = madeView else { return }
    hiddenSelection.subtract(hidden)
    keepSelected([id], in: view)
  }

  /// Adds nodes to GTK's selection without events (the manager restores, the user did nothing).
  func keepSelected(_ ids: [ID], in view: TreeView) {
    let positions = ids.compactMap { row(for: $0)?.position }
    guard !positions.isEmpty else { return }
    quietly { view.select(mode == .multiple ? (view.selectedPositions + positions).sorted() : [positions[0]]) }
  }

  /// Changes GTK's selection without `didSelect` / `didDeselect`.
  private func quietly(_ change: () -> Void) {
    selectingFromCode += 1
    change()
    selectingFromCode -= 1
    syncSelection()
  }
}
