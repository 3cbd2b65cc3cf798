import Foundation
import ModelStorage

/// A ``GridViewManager`` with section headers or footers: GTK 4.8's `GtkGridView` cannot give a
/// header the full width, so the manager shows a `GtkListView` of rows, each a header, a footer,
/// or a strip of up to `columns` item cells (columns follow the view's width). Virtualization
/// stays: GTK realizes about 200 rows, whatever the item count. Cells are selected and activated
/// by their own click gestures; the storage still speaks index paths.
extension ListManagerCore {
  /// Switches a managed grid to rows. Adopted grid views cannot be swapped: their headers stay
  /// grid items (an anomaly says so).
  func enableSectionedGrid() {
    guard sectionedGrid == nil else { return }
    guard host.switchToList() else {
      anomalyHandler.report(.gridSectionsNeedManagedView)
      return
    }
    let grid = SectionedGrid(layout: GridRowLayout(flat: layout, columns: 1), mode: selection.mode)
    (grid.minColumns, grid.maxColumns, grid.itemWidth) = gridColumnRule
    grid.layout = GridRowLayout(flat: layout, columns: grid.columns(forWidth: host.width))
    sectionedGrid = grid
    // GTK selects rows; the grid selects cells itself.
    selectionHandler = 0
    selection = SelectionModel(mode: .none, model: listModel)
    host.setFactory(factory)
    host.setModel(selection)
    // The width changes during GTK's size allocation, where items-changed must not happen:
    // reflow on the next main-loop turn instead (once, however many notifications came).
    host.onWidthChanged { [weak self] _ in
      guard let self, let grid = self.sectionedGrid, !grid.reflowScheduled else { return }
      grid.reflowScheduled = true
      MainLoop.after(milliseconds: 0) { [weak self] in
        guard let self, let grid = self.sectionedGrid else { return }
        grid.reflowScheduled = false
        self.gridWidthChanged(self.host.width)
      }
    }
    reload()
  }

  /// Recomputes the columns for a new width; the rows reflow with one reload.
  private func gridWidthChanged(_ width: Int) {
    guard let grid = sectionedGrid, grid.columns(forWidth: width) != grid.layout.columns else { return }
    let selected = grid.selected
    reload()
    grid.selected = selected  // a reflow keeps the items, so it keeps their selection
    refreshGridSelection()
  }

  /// Sets the column rule of a sectioned grid (also used before it exists).
  func setGridColumns(min: Int, max: Int, itemWidth: Int) {
    gridColumnRule = (min, max, itemWidth)
    guard let grid = sectionedGrid else { return }
    (grid.minColumns, grid.maxColumns, grid.itemWidth) = gridColumnRule
    gridWidthChanged(host.width)
  }

  func updateGridLayout(for flat: FlatLayout) {
    guard let grid = sectionedGrid else { return }
    grid.layout = GridRowLayout(flat: flat, columns: grid.columns(forWidth: host.width))
  }

  /// Translates a plan over flat positions into grid rows: rows before the first change are
  /// untouched; from the row holding it on, rows are re-sent in one splice (items reflow).
  /// In-place updates before that row are rebinds of their rows.
  func gridRowPlan(for plan: ItemsChangedPlan) -> ([ItemsChangedSplice], [Int]) {
    guard let grid = sectionedGrid else { return (plan.splices, plan.rebinds) }
    let old = grid.layout
    let new = GridRowLayout(flat: layout, columns: old.columns)
    grid.layout = new
    for splice in plan.splices { grid.remapSelection(through: splice) }
    guard let first = plan.splices.map(\.position).min() else {
      return ([], plan.rebinds.compactMap { rowOfFlatPosition($0, in: new) })
    }
    let firstRow = min(old.firstRow(affectedByFlatPosition: first), new.firstRow(affectedByFlatPosition: first))
    let rebinds = plan.rebinds.filter { $0 < first }.compactMap { rowOfFlatPosition($0, in: new) }
    let splice = ItemsChangedSplice(position: firstRow, removed: old.count - firstRow, added: new.count - firstRow)
    return (splice.removed == 0 && splice.added == 0 ? [] : [splice], rebinds)
  }

  private func rowOfFlatPosition(_ position: Int, in rows: GridRowLayout) -> Int? {
    guard position < rows.flat.count else { return nil }
    return rows.firstRow(affectedByFlatPosition: position)
  }

  // MARK: Binding

  /// Binds one grid row: a header or footer in the row's own slot, or a strip of item cells.
  func bindGridRow(_ state: RowState, at position: Int) {
    guard let grid = sectionedGrid, let row = grid.layout.row(at: position) else { return }
    switch row {
    case .header(let section), .footer(let section):
      statistics.binds += 1
      if let strip = state.strip { RowContainer.setVisible(strip.box, false) }
      let kind: ViewKind = { if case .header = row { return .header } else { return .footer } }()
      let indexPath = IndexPath(item: 0, section: section)
      bind((kind, storage.supplementaryModel(ofKind: kindName(kind), forSectionAt: indexPath), indexPath), in: state)
      state.listItem.setInteractive(false)
    case .items(let section, let range):
      showPlaceholder(in: state)
      state.listItem.setInteractive(false)  // cells, not the row, are selected and activated
      let strip = gridStrip(for: state, columns: grid.layout.columns)
      RowContainer.setVisible(strip.box, true)
      for cellBox in strip.cells {
        let item = range.lowerBound + cellBox.column
        bindGridCell(cellBox, at: item < range.upperBound ? IndexPath(item: item, section: section) : nil)
      }
    }
  }

  private func kindName(_ kind: ViewKind) -> String {
    if case .supplementary(let name) = kind { return name }
    return SupplementaryKind.header
  }

  /// The row's strip, made (or remade for a new column count) on demand.
  private func gridStrip(for state: RowState, columns: Int) -> GridStrip {
    if let strip = state.strip, strip.columns == columns { return strip }
    if let old = state.strip {
      for cellBox in old.cells { if let slot = cellBox.slot { cellBox.show(nil); recycle(slot) } }
      RowContainer.remove(old.box, from: state.listItem)
    }
    let listItem = state.listItem
    let strip = GridStrip(columns: columns) { [weak self] column, presses in
      self?.gridCellClicked(listItem: listItem, column: column, presses: presses)
    }
    RowContainer.append(strip.box, to: state.listItem)
    state.strip = strip
    return strip
  }

  /// Shows the item at `indexPath` (or nothing) in one column of a strip.
  private func bindGridCell(_ cellBox: GridCellBox, at indexPath: IndexPath?) {
    guard let indexPath, let model = storage.item(at: indexPath),
      let mapping = mapping(for: .cell, model: model, at: indexPath)
    else {
      if let slot = cellBox.slot { cellBox.show(nil); recycle(slot) }
      cellBox.boundModel = nil
      cellBox.boundIndexPath = nil
      cellBox.setSelected(false)
      if let indexPath { reportUnmapped(storage.item(at: indexPath), kind: .cell, at: indexPath) }
      return
    }
    statistics.binds += 1
    let slot: CellSlot
    if let current = cellBox.slot, current.mapping === mapping {
      slot = current
    } else {
      if let current = cellBox.slot { cellBox.show(nil); recycle(current) }
      slot = dequeue(mapping)
      cellBox.show(slot)
    }
    mapping.update(slot.cell, with: model, at: indexPath)
    cellBox.boundModel = model
    cellBox.boundIndexPath = indexPath
    cellBox.setSelected(isGridSelected(indexPath))
    mapping.fire(.bind, cell: slot.cell, model: model, at: indexPath)
  }

  // MARK: Selection and activation

  private func isGridSelected(_ indexPath: IndexPath) -> Bool {
    guard let grid = sectionedGrid, let position = layout.position(of: indexPath) else { return false }
    return grid.selected.contains(position)
  }

  /// A click on a cell: one press selects (Ctrl-free toggling in multiple mode), two activate.
  private func gridCellClicked(listItem: ListItem, column: Int, presses: Int) {
    guard let state = RowContainer.state(of: listItem, as: RowState.self), let strip = state.strip,
      column < strip.cells.count, let indexPath = strip.cells[column].boundIndexPath
    else { return }
    if presses >= 2 {
      fireGridEvent(.activate, at: indexPath)
      return
    }
    guard let grid = sectionedGrid, grid.mode != .none, let position = layout.position(of: indexPath) else { return }
    var selected = grid.selected
    if grid.mode == .multiple, selected.contains(position) {
      selected.remove(position)
    } else {
      if grid.mode == .single { selected = [] }
      selected.insert(position)
    }
    setGridSelection(selected)
  }

  /// Makes `positions` the selection, asking `shouldSelect` and firing didSelect/didDeselect.
  func setGridSelection(_ positions: Set<Int>) {
    guard let grid = sectionedGrid else { return }
    var target = grid.mode == .none ? [] : positions
    if grid.mode == .single, target.count > 1, let first = target.min() { target = [first] }
    for position in target.subtracting(grid.selected).sorted() {
      guard let indexPath = itemIndexPath(at: position) else { continue }
      if shouldSelectGridItem(at: indexPath) == false { target.remove(position) }
    }
    let deselected = grid.selected.subtracting(target), newlySelected = target.subtracting(grid.selected)
    grid.selected = target
    refreshGridSelection()
    for position in deselected.sorted() {
      if let path = itemIndexPath(at: position) { fireGridEvent(.didDeselect, at: path) }
    }
    for position in newlySelected.sorted() {
      if let path = itemIndexPath(at: position) { fireGridEvent(.didSelect, at: path) }
    }
  }

  private func itemIndexPath(at flatPosition: Int) -> IndexPath? {
    if case .item(let indexPath) = layout.row(at: flatPosition) { return indexPath }
    return nil
  }

  private func shouldSelectGridItem(at indexPath: IndexPath) -> Bool? {
    guard let (cellBox, slot) = realizedGridCell(at: indexPath), let model = cellBox.boundModel else { return nil }
    return slot.mapping.shouldSelect(cell: slot.cell, model: model, at: indexPath)
  }

  /// Shows the selection on every realized cell.
  func refreshGridSelection() {
    for state in boundRows().values {
      for cellBox in state.strip?.cells ?? [] {
        cellBox.setSelected(cellBox.boundIndexPath.map(isGridSelected) ?? false)
      }
    }
  }

  private func realizedGridCell(at indexPath: IndexPath) -> (GridCellBox, CellSlot)? {
    guard let grid = sectionedGrid, let (row, column) = grid.layout.position(of: indexPath),
      let strip = boundRows()[row]?.strip, column < strip.cells.count, let slot = strip.cells[column].slot
    else { return nil }
    return (strip.cells[column], slot)
  }

  @discardableResult
  private func fireGridEvent(_ event: MappingEvent, at indexPath: IndexPath) -> Bool {
    guard let (cellBox, slot) = realizedGridCell(at: indexPath), let model = cellBox.boundModel else { return false }
    return slot.mapping.fire(event, cell: slot.cell, model: model, at: indexPath)
  }

  /// Selected flat item positions of a sectioned grid, ascending.
  var gridSelectedPositions: [Int] { sectionedGrid?.selected.sorted() ?? [] }
}
