import Foundation
import ModelStorage

/// Item sites, keyboard moves and drop hit-testing of a sectioned grid. GTK moves the focus
/// between list rows only, so the grid's tiles are the sites: Left/Right go through the items
/// (on to the next or previous strip), Up/Down to the tile above or below (over header and
/// footer rows), and a drop lands on the tile under the pointer, or off the tiles in that
/// row's section.
extension SectionedGridRows {
  func forEachSite(of row: RowState, _ body: (any ItemSite) -> Void) {
    for tile in row.strip?.cells ?? [] { body(tile) }
  }

  func position(of site: any ItemSite) -> Int? { (site as? GridCellBox).flatMap(flatPosition(of:)) }

  /// The flat position of the item a tile shows now.
  func flatPosition(of tile: GridCellBox) -> Int? {
    guard let row = tile.row?.listItem.position, let indexPath = indexPath(ofColumn: tile.column, inRow: row) else {
      return nil
    }
    return source.layout.position(of: indexPath)
  }

  func focusedItem(_ focus: WidgetPointer, in view: WidgetPointer) -> (widget: WidgetPointer, position: Int)? {
    for widget in RowControllers.ancestry(of: focus) {
      if let tile = WidgetAttachment.attachment(of: widget, as: GridCellBox.self) {
        return flatPosition(of: tile).map { (widget, $0) }
      }
      if widget == view || RowWidgets.state(ofRowWidget: widget) != nil { return nil }
    }
    return nil
  }

  func navigates(_ move: FocusMove) -> Bool { true }

  func target(of move: FocusMove, from position: Int) -> Int? { layout.target(of: move, from: position) }

  func dropTarget(x: Double, y: Double, in view: WidgetPointer) -> (
    DropLocation, fraction: Double, widget: WidgetPointer?
  )? {
    if let (box, fraction) = DragControllers.tile(in: view, x: x, y: y),
      let tile = WidgetAttachment.attachment(of: box, as: GridCellBox.self),
      let position = flatPosition(of: tile), let indexPath = source.itemIndexPath(at: position)
    {
      return (DropLocation(indexPath: indexPath, position: DropPosition(fraction: fraction)), fraction, box)
    }
    // Off the tiles (a header, a footer, the empty slots after a section's last tile): the drop
    // goes to that section, before its first item (header) or after its last.
    guard let (rowWidget, _) = DragControllers.rowWidget(in: view, x: x, y: y),
      let position = RowWidgets.state(ofRowWidget: rowWidget)?.listItem.position, let row = layout.row(at: position)
    else { return nil }
    let indexPath: IndexPath
    switch row {
    case .header(let section): indexPath = IndexPath(item: 0, section: section)
    case .items(let section, _), .footer(let section):
      indexPath = IndexPath(item: source.storage.numberOfItems(inSection: section), section: section)
    }
    return (DropLocation(indexPath: indexPath, position: .before), 0, rowWidget)
  }
}
