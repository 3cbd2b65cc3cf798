import Foundation

/// Keyboard use of a sectioned grid. GTK moves the focus between list rows only, so the grid
/// moves it between tiles itself: left/right through the items (on to the next or previous
/// strip), up/down to the tile above or below (over header and footer rows), Home/End to the
/// first/last item, Page Up/Down by a screenful of rows; Enter activates, Space selects (toggles
/// in multiple mode, as a click does).
extension SectionedGridRows {
  /// The flat position of the item a tile shows now.
  func flatPosition(of tile: GridCellBox) -> Int? {
    guard let row = tile.row?.listItem.position, let indexPath = indexPath(ofColumn: tile.column, inRow: row) else {
      return nil
    }
    return source.layout.position(of: indexPath)
  }

  /// Handles `key` pressed on `tile`; `false` leaves it to GTK.
  func handle(_ key: NavigationKey, on tile: GridCellBox, ctrl: Bool) -> Bool {
    guard let row = tile.row?.listItem.position, let flat = flatPosition(of: tile) else { return false }
    let column = tile.column
    switch key {
    case .activate:
      fire(.activate, atFlatPosition: flat)
    case .select:
      grid.clicked(flat)
    case .left: moveFocus(to: column > 0 ? (row, column - 1) : itemsRow(before: row).map { ($0, Int.max) })
    case .right:
      moveFocus(to: column + 1 < itemCount(inRow: row) ? (row, column + 1) : itemsRow(after: row).map { ($0, 0) })
    case .up: moveFocus(to: itemsRow(before: row).map { ($0, column) })
    case .down: moveFocus(to: itemsRow(after: row).map { ($0, column) })
    case .home: moveFocus(to: itemsRow(after: -1).map { ($0, 0) })
    case .end: moveFocus(to: itemsRow(before: layout.count).map { ($0, Int.max) })
    case .pageUp, .pageDown:
      var target = row
      for _ in 0..<pageRows(from: tile) {
        guard let next = key == .pageUp ? itemsRow(before: target) : itemsRow(after: target) else { break }
        target = next
      }
      moveFocus(to: (target, column))
    case .menu: return false
    }
    return true
  }

  private func itemCount(inRow row: Int) -> Int {
    if case .items(_, let range)? = layout.row(at: row) { return range.count }
    return 0
  }

  private func itemsRow(before row: Int) -> Int? {
    var candidate = row - 1
    while candidate >= 0 {
      if itemCount(inRow: candidate) > 0 { return candidate }
      candidate -= 1
    }
    return nil
  }

  private func itemsRow(after row: Int) -> Int? {
    var candidate = row + 1
    while candidate < layout.count {
      if itemCount(inRow: candidate) > 0 { return candidate }
      candidate += 1
    }
    return nil
  }

  /// Rows in a screenful: the view's height over the focused tile's.
  private func pageRows(from tile: GridCellBox) -> Int {
    let tileHeight = RowControllers.size(of: tile.box).height
    guard let host, tileHeight > 0 else { return 1 }
    return max(1, RowControllers.size(of: host.view).height / tileHeight - 1)
  }

  /// Scrolls the row into view and focuses its tile (the last one when `column` is past the end);
  /// a row GTK has not bound yet is focused once it is.
  func moveFocus(to target: (row: Int, column: Int)?, attempts: Int = 20) {
    guard let target else { return }
    let column = min(target.column, max(itemCount(inRow: target.row) - 1, 0))
    if attempts == 20 { host?.scroll(to: target.row) }
    if let strip = rows.row(at: target.row)?.strip, column < strip.cells.count,
      RowControllers.grabFocus(strip.cells[column].box)
    {
      return
    }
    guard attempts > 0 else { return }
    MainLoop.after(milliseconds: 16) { [weak self] in self?.moveFocus(to: (target.row, column), attempts: attempts - 1)
    }
  }

  /// Focus entered the scrolled window from outside and stopped on it (nothing in the list view
  /// took it): hand it to the first tile in view.
  func focusFirstVisibleTile() {
    guard let host else { return }
    let bound = rows.bound.sorted { $0.key < $1.key }
    let visible = bound.first { position, row in
      itemCount(inRow: position) > 0 && row.rowWidget.map { RowControllers.isVisible($0, in: host.view) } == true
    }
    if let (position, _) = visible ?? bound.first(where: { itemCount(inRow: $0.key) > 0 }) {
      moveFocus(to: (position, 0))
    }
  }
}
