import Foundation

extension SectionedGridRows {
  /// The row's strip, made (or remade for a new column count) on demand.
  func strip(of row: RowState) -> GridStrip {
    if let strip = row.strip, strip.columns == layout.columns { return strip }
    if let old = row.strip {
      for cellBox in old.cells { presenter.clear(cellBox) }
      if row.listItem.child == old.box { RowWidgets.setContent(nil, of: row) }
    }
    let listItem = row.listItem
    let strip = GridStrip(columns: layout.columns) { [weak self] column, presses in
      self?.cellClicked(listItem: listItem, column: column, presses: presses)
    }
    for cellBox in strip.cells { cellBox.row = row }
    row.strip = strip
    return strip
  }

  /// A click on a cell: one press selects, two activate.
  private func cellClicked(listItem: ListItem, column: Int, presses: Int) {
    guard let position = listItem.position, let indexPath = indexPath(ofColumn: column, inRow: position),
      let flat = source.layout.position(of: indexPath)
    else { return }
    if presses >= 2 {
      fire(.activate, atFlatPosition: flat)
    } else {
      grid.clicked(flat)
    }
  }
}
