import Foundation
import ModelStorage

/// Item sites, keyboard moves and drop hit-testing of flat rows: every row is a site, GTK's own
/// bindings move the focus unless header or footer rows are in the way (GTK 4.8 stops at a row
/// it cannot focus), and a drop lands before, on or after the row under the pointer.
extension FlatRows {
  func forEachSite(of row: RowState, _ body: (any ItemSite) -> Void) { body(row) }

  func position(of site: any ItemSite) -> Int? { (site as? RowState)?.listItem.position }

  func focusedItem(_ focus: WidgetPointer, in view: WidgetPointer) -> (widget: WidgetPointer, position: Int)? {
    for widget in RowControllers.ancestry(of: focus) {
      if let row = RowWidgets.state(ofRowWidget: widget) { return row.listItem.position.map { (widget, $0) } }
      if widget == view { return nil }
    }
    return nil
  }

  func navigates(_ move: FocusMove) -> Bool {
    if case .across = move { return false }  // a vertical list: GTK's
    return presenter.showsSupplementaryViews
  }

  func target(of move: FocusMove, from position: Int) -> Int? { source.layout.listTarget(of: move, from: position) }

  func dropTarget(x: Double, y: Double, in view: WidgetPointer) -> (
    DropLocation, fraction: Double, widget: WidgetPointer?
  )? {
    guard let (rowWidget, fraction) = DragControllers.rowWidget(in: view, x: x, y: y),
      let position = RowWidgets.state(ofRowWidget: rowWidget)?.listItem.position,
      let flat = source.layout.row(at: position)
    else { return nil }
    switch flat {
    case .item(let indexPath):
      return (DropLocation(indexPath: indexPath, position: DropPosition(fraction: fraction)), fraction, rowWidget)
    case .header(let section):
      return (DropLocation(indexPath: IndexPath(item: 0, section: section), position: .before), 0, rowWidget)
    case .footer(let section):
      let count = source.storage.numberOfItems(inSection: section)
      return (DropLocation(indexPath: IndexPath(item: count, section: section), position: .before), 0, rowWidget)
    }
  }
}
