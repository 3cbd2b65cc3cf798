import Foundation
import ModelStorage

/// Keyboard moves in a sectioned grid (``SectionedGridRows``), over flat positions: Left/Right go through the items in
/// order (on to the next or previous strip), Up/Down to the tile in the same column of the next
/// or previous strip of items (over header and footer rows; the last tile of a shorter strip),
/// Home/End to the first and last item.
extension GridRowLayout {
  func target(of move: FocusMove, from position: Int) -> Int? {
    switch move {
    case .first: return flat.item(after: -1)
    case .last: return flat.item(before: flat.count)
    case .across(let items): return flat.item(items, from: position)
    case .along(let rows):
      guard case .item(let origin)? = flat.row(at: position), let (row, column) = self.position(of: origin) else {
        return nil
      }
      var landing = row
      for _ in 0..<abs(rows) {
        guard let next = rows < 0 ? itemsRow(before: landing) : itemsRow(after: landing) else { break }
        landing = next
      }
      guard case .items(let section, let range)? = self.row(at: landing) else { return nil }
      let item = range.lowerBound + min(column, range.count - 1)
      return flat.position(of: IndexPath(item: item, section: section))
    }
  }

  private func isItemsRow(_ row: Int) -> Bool {
    if case .items? = self.row(at: row) { return true }
    return false
  }

  private func itemsRow(before row: Int) -> Int? {
    stride(from: row - 1, through: 0, by: -1).first(where: isItemsRow)
  }

  private func itemsRow(after row: Int) -> Int? {
    row + 1 < count ? (row + 1..<count).first(where: isItemsRow) : nil
  }
}
