import Foundation

/// Item sites, focus, keyboard and drops of a table: every cell is a site (tooltips per cell; a
/// right click or a drag on any cell is the row's), the focus is on GTK's row, and the keyboard
/// and drops behave as in a list (a table row is a flat row: ``FlatRowsComposing``), or as in a
/// tree when the table shows one (its keys and drops are the tree column's).
extension ColumnRows {
  func disclose(_ key: TreeKey, at position: Int) -> Int? { tree?.handle(key, at: position) }

  func drop(_ models: [Any], at location: DropLocation, fraction: Double) -> Bool? {
    tree?.moveDropped(models, at: location, fraction: fraction)
  }

  func forEachSite(of row: RowState, _ body: (any ItemSite) -> Void) { body(row) }

  func position(of site: any ItemSite) -> Int? { (site as? RowState)?.listItem.position }

  func focusedItem(_ focus: WidgetPointer, in view: WidgetPointer) -> (widget: WidgetPointer, position: Int)? {
    for widget in RowControllers.ancestry(of: focus) {
      if widget == view { return nil }
      // The focus is on the row (GTK 4.8), or on a cell inside it (GTK 4.12's cell focus).
      let cell = RowWidgets.state(ofRowWidget: widget) ?? ListBaseView.firstCell(inRow: widget)
      if let cell, let position = cell.listItem.position, let row = itemWidget(atFlatPosition: position) {
        return (row, position)
      }
    }
    return nil
  }
}
