import ModelStorage

extension TreeListManager {
  /// The list's selection the rows are selected in (with `shouldSelect`, `didSelect` for gestures).
  var selection: ItemSelection { core.presentation.selection }

  /// The selected nodes, top to bottom.
  public var selectedIDs: [ID] { selection.selectedPositions.sorted().compactMap(rowsStorage.id(atRow:)) }

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
    selection.deselectAll()
    addToSelection(positions)
  }

  /// GTK's selection changed: the selected nodes are recorded; those whose rows disappeared (a
  /// collapse, a removal) are remembered as hidden, not forgotten.
  func syncSelection() {
    let now = Set(selectedIDs)
    for id in selectedSet.subtracting(now) where row(for: id) == nil { hiddenSelection.insert(id) }
    selectedSet = now
    hiddenSelection.subtract(now)
  }

  /// A collapse hid selected rows: the collapsed node is selected instead (Finder, NSOutlineView).
  func reselectParent(_ id: ID) {
    syncSelection()  // GTK drops removed rows from its selection without `selection-changed`
    let hidden = hiddenSelection.filter { storage.isDescendant($0, of: id) }
    guard !hidden.isEmpty else { return }
    hiddenSelection.subtract(hidden)
    keepSelected([id])
  }

  /// Adds nodes to the selection without events (the manager restores, the user did nothing).
  func keepSelected(_ ids: [ID]) { addToSelection(ids.compactMap { row(for: $0)?.position }) }

  private func addToSelection(_ positions: [Int]) {
    let wanted = selection.mode == .multiple ? positions : Array(positions.prefix(1))
    for position in wanted { _ = selection.select(position) }
    syncSelection()
  }
}
