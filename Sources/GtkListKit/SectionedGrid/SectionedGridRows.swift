import Foundation
import ModelStorage

/// A ``GridViewManager`` with section headers or footers. GTK 4.8's `GtkGridView` cannot give a
/// header the full width, so the view is a `GtkListView` of rows, each a header, a footer, or a
/// strip of up to `columns` item cells (columns follow the view's width). Virtualization stays:
/// GTK realizes about 200 rows, whatever the item count. Cells are selected and activated by
/// their own click gestures; the storage still speaks index paths.
@MainActor
final class SectionedGridRows: StripPresentation {
  let source: ContentSource
  let rows: RowRegistry
  let presenter: CellPresenter
  let grid: GridSelection
  private(set) var layout: GridRowLayout
  private(set) var rule: GridColumnRule
  /// The view, for the keyboard (scrolling a row into view, page height) and its width.
  let host: ListBaseView
  var needsReload: (() -> Void)?

  init(
    source: ContentSource, rows: RowRegistry, presenter: CellPresenter, host: ListBaseView, rule: GridColumnRule,
    mode: ListSelectionMode
  ) {
    self.source = source
    self.rows = rows
    self.presenter = presenter
    self.host = host
    self.rule = rule
    grid = GridSelection(mode: mode, source: source)
    layout = GridRowLayout(flat: source.layout, columns: rule.minColumns)
    width = host.width
    grid.redraw = { [weak self] in self?.refreshSelection() }
    watchWidth()
  }

  var selection: ItemSelection { grid }
  var rowCount: Int { layout.count }
  var columns: Int { layout.columns }
  /// The width GTK last gave the view; columns follow it.
  var width = 0
  /// A reflow for a new width waits for the next main-loop turn.
  var reflowScheduled = false

  func translate(_ plan: ItemsChangedPlan, from old: FlatLayout, to flat: FlatLayout) -> ItemsChangedPlan {
    let oldRows = layout
    layout = GridRowLayout(flat: flat, columns: oldRows.columns)
    for splice in plan.splices { grid.remap(through: splice) }
    return GridRowPlan.translate(plan, from: oldRows, to: layout)
  }

  func reload() {
    layout = GridRowLayout(flat: source.layout, columns: rule.columns(forWidth: width))
  }

  /// Whether the column count for the current width differs from the one shown.
  var needsReflow: Bool { rule.columns(forWidth: width) != layout.columns }

  func setColumnRule(_ rule: GridColumnRule) {
    self.rule = rule
    reflow()
  }

  func bind(_ row: RowState, at position: Int) {
    switch layout.row(at: position) {
    case .header(let section)?:
      showSupplementary(source.supplementary(.header, section: section), in: row)
    case .footer(let section)?:
      showSupplementary(source.supplementary(.footer, section: section), in: row)
    case .items(let section, let range)?:
      presenter.clear(row)
      row.setInteractive(false)  // cells, not the row, are selected and activated
      let strip = strip(of: row)
      RowWidgets.setContent(strip.box, of: row)
      for cellBox in strip.cells {
        let item = range.lowerBound + cellBox.column
        if item < range.upperBound {
          let indexPath = IndexPath(item: item, section: section)
          let content = ContentSource.Content(
            kind: .cell, model: source.storage.item(at: indexPath), indexPath: indexPath)
          let identity =
            presenter.display.enabled ? DisplayKey(item: row.listItem.itemSerial, column: cellBox.column) : nil
          presenter.present(content, in: cellBox, identity: identity)
          cellBox.setSelected(source.layout.position(of: indexPath).map(grid.isSelected) ?? false)
          cellBox.setFocusable(true)
        } else {
          presenter.clear(cellBox)
          cellBox.setSelected(false)
          cellBox.setFocusable(false)
        }
      }
    case nil: break
    }
  }

  private func showSupplementary(_ content: ContentSource.Content, in row: RowState) {
    // The heading replaces the strip as the row's child (also when no mapping shows a cell).
    if let strip = row.strip, row.listItem.child == strip.box { RowWidgets.setContent(nil, of: row) }
    let identity = presenter.display.enabled ? DisplayKey(item: row.listItem.itemSerial, column: -1) : nil
    presenter.present(content, in: row, identity: identity)
    row.setInteractive(false)
  }

  func unbind(_ row: RowState) {
    for cellBox in row.strip?.cells ?? [] { presenter.unbind(cellBox) }
    presenter.unbind(row)
  }

  func rebind(_ positions: [Int]) {
    for position in positions { if let row = rows.row(at: position) { bind(row, at: position) } }
  }

  func rebindRealized() {
    for (position, row) in rows.bound { bind(row, at: position) }
  }

  func rebindMovedRows() {
    guard presenter.tracksIndexPaths else { return }
    for (position, row) in rows.bound where isMoved(row, at: position) { bind(row, at: position) }
  }

  /// Whether the row's header, footer or any of its tiles was presented at another index path.
  private func isMoved(_ row: RowState, at position: Int) -> Bool {
    switch layout.row(at: position) {
    case .header(let section)?:
      return presenter.isStale(row, at: source.supplementary(.header, section: section).indexPath)
    case .footer(let section)?:
      return presenter.isStale(row, at: source.supplementary(.footer, section: section).indexPath)
    case .items(let section, let range)?:
      return (row.strip?.cells ?? []).contains { cellBox in
        let item = range.lowerBound + cellBox.column
        return presenter.isStale(cellBox, at: item < range.upperBound ? IndexPath(item: item, section: section) : nil)
      }
    case nil: return false
    }
  }

  func realizedCell(atFlatPosition position: Int) -> (slot: CellSlot, model: Any, indexPath: IndexPath)? {
    guard let indexPath = source.itemIndexPath(at: position), let cellBox = cellBox(at: indexPath),
      let slot = cellBox.slot, let model = source.storage.item(at: indexPath)
    else { return nil }
    return (slot, model, indexPath)
  }

  func row(ofFlatPosition position: Int) -> Int? {
    position < layout.flat.count ? layout.firstRow(affectedByFlatPosition: position) : nil
  }

  func itemWidget(atFlatPosition position: Int) -> WidgetPointer? {
    source.itemIndexPath(at: position).flatMap { cellBox(at: $0)?.box }
  }

  var realizedItemPositions: [Int] {
    rows.bound.flatMap { position, row in
      (row.strip?.cells ?? []).compactMap { cellBox in
        cellBox.slot == nil
          ? nil
          : indexPath(ofColumn: cellBox.column, inRow: position).flatMap { source.layout.position(of: $0) }
      }
    }
  }

  /// Shows the selection on every realized cell.
  func refreshSelection() {
    for (position, row) in rows.bound {
      for cellBox in row.strip?.cells ?? [] {
        let flat = indexPath(ofColumn: cellBox.column, inRow: position).flatMap { source.layout.position(of: $0) }
        cellBox.setSelected(flat.map(grid.isSelected) ?? false)
      }
    }
  }

  /// The item shown in `column` of the items row at `position`, resolved now (rows are recycled).
  func indexPath(ofColumn column: Int, inRow position: Int) -> IndexPath? {
    guard case .items(let section, let range)? = layout.row(at: position), range.lowerBound + column < range.upperBound
    else { return nil }
    return IndexPath(item: range.lowerBound + column, section: section)
  }

  func cellBox(at indexPath: IndexPath) -> GridCellBox? {
    guard let (row, column) = layout.position(of: indexPath), let strip = rows.row(at: row)?.strip,
      column < strip.cells.count
    else { return nil }
    return strip.cells[column]
  }
}
