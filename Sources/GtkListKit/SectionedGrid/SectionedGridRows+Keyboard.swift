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

  /// What a key did in the grid.
  enum KeyOutcome {
    /// Left to GTK.
    case unhandled
    case handled
    /// The focus moved to the item at this flat position (the keyboard selects it as in a list).
    case moved(Int)
  }

  /// Handles `key` pressed on `tile`.
  func handle(_ key: NavigationKey, on tile: GridCellBox) -> KeyOutcome {
    guard let row = tile.row?.listItem.position, let flat = flatPosition(of: tile) else { return .unhandled }
    let column = tile.column
    let target: (row: Int, column: Int)?
    switch key {
    case .activate:
      fire(.activate, atFlatPosition: flat)
      return .handled
    case .select, .menu: return .unhandled
    case .left: target = column > 0 ? (row, column - 1) : itemsRow(before: row).map { ($0, Int.max) }
    case .right:
      target = column + 1 < itemCount(inRow: row) ? (row, column + 1) : itemsRow(after: row).map { ($0, 0) }
    case .up: target = itemsRow(before: row).map { ($0, column) }
    case .down: target = itemsRow(after: row).map { ($0, column) }
    case .home: target = itemsRow(after: -1).map { ($0, 0) }
    case .end: target = itemsRow(before: layout.count).map { ($0, Int.max) }
    case .pageUp, .pageDown:
      var landing = row
      for _ in 0..<pageRows(from: tile) {
        guard let next = key == .pageUp ? itemsRow(before: landing) : itemsRow(after: landing) else { break }
        landing = next
      }
      target = (landing, column)
    }
    return moveFocus(to: target).map(KeyOutcome.moved) ?? .handled
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
  @discardableResult
  func moveFocus(to target: (row: Int, column: Int)?, attempts: Int = 20) -> Int? {
    guard let target else { return nil }
    let column = min(target.column, max(itemCount(inRow: target.row) - 1, 0))
    let flat = indexPath(ofColumn: column, inRow: target.row).flatMap { source.layout.position(of: $0) }
    if attempts == 20 { host?.scroll(to: target.row) }
    if let strip = rows.row(at: target.row)?.strip, column < strip.cells.count,
      RowControllers.grabKeyboardFocus(strip.cells[column].box)
    {
      return flat
    }
    guard attempts > 0 else { return flat }
    MainLoop.after(milliseconds: 16) { [weak self] in self?.moveFocus(to: (target.row, column), attempts: attempts - 1)
    }
    return flat
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
