import Foundation
import ModelStorage

/// The rows of a sectioned grid: GTK 4.8's `GtkGridView` cannot give a header the full width,
/// so a ``GridViewManager`` with section headers or footers shows a `GtkListView` whose rows are
/// either a header, a footer, or a run of up to `columns` items of one section.
///
/// Virtualization is kept (GTK realizes rows, not the whole grid), and a header row spans
/// the full width because it is a list row. Pure value type: every lookup is O(log sections).
struct GridRowLayout: Equatable {
  /// One row of the sectioned grid.
  enum Row: Equatable {
    case header(section: Int)
    /// Items `range` of `section` (at most `columns` of them).
    case items(section: Int, range: Range<Int>)
    case footer(section: Int)
  }

  let flat: FlatLayout
  let columns: Int
  /// Row index of each section's first row.
  private let starts: [Int]
  /// Total number of rows.
  let count: Int

  init(flat: FlatLayout, columns: Int) {
    self.flat = flat
    self.columns = max(1, columns)
    var starts: [Int] = []
    starts.reserveCapacity(flat.numberOfSections)
    var row = 0
    for section in 0..<flat.numberOfSections {
      starts.append(row)
      row += Self.rows(inSection: section, of: flat, columns: self.columns)
    }
    self.starts = starts
    count = row
  }

  private static func rows(inSection section: Int, of flat: FlatLayout, columns: Int) -> Int {
    let items = flat.numberOfItems(inSection: section)
    return (items + columns - 1) / columns + (flat.hasHeader(inSection: section) ? 1 : 0)
      + (flat.hasFooter(inSection: section) ? 1 : 0)
  }

  /// The section whose rows contain `row` (binary search over section starts).
  private func section(containingRow row: Int) -> Int? {
    guard row >= 0, row < count, !starts.isEmpty else { return nil }
    var low = 0, high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= row { low = middle } else { high = middle - 1 }
    }
    // Empty sections share a start with the next one: move to the section that has rows.
    while low + 1 < starts.count, starts[low + 1] <= row { low += 1 }
    return low
  }

  /// What the row at `position` shows.
  func row(at position: Int) -> Row? {
    guard let section = section(containingRow: position) else { return nil }
    var offset = position - starts[section]
    if flat.hasHeader(inSection: section) {
      if offset == 0 { return .header(section: section) }
      offset -= 1
    }
    let items = flat.numberOfItems(inSection: section)
    let itemRows = (items + columns - 1) / columns
    if offset < itemRows {
      let start = offset * columns
      return .items(section: section, range: start..<min(items, start + columns))
    }
    return flat.hasFooter(inSection: section) ? .footer(section: section) : nil
  }

  /// The row showing the item at `indexPath`, and its column.
  func position(of indexPath: IndexPath) -> (row: Int, column: Int)? {
    guard indexPath.section >= 0, indexPath.section < flat.numberOfSections, indexPath.item >= 0,
      indexPath.item < flat.numberOfItems(inSection: indexPath.section)
    else { return nil }
    let header = flat.hasHeader(inSection: indexPath.section) ? 1 : 0
    return (starts[indexPath.section] + header + indexPath.item / columns, indexPath.item % columns)
  }

  /// The first row whose content depends on the flat position `flatPosition` or anything
  /// after it (flat positions follow ``ModelStorage/FlatLayout``).
  func firstRow(affectedByFlatPosition flatPosition: Int) -> Int {
    guard flatPosition < flat.count, let flatRow = flat.row(at: flatPosition) else { return count }
    switch flatRow {
    case .header(let section): return starts[section]
    case .item(let indexPath): return position(of: indexPath)?.row ?? count
    case .footer(let section):
      return starts[section] + Self.rows(inSection: section, of: flat, columns: columns) - 1
    }
  }

  /// The first row of `section` (`count` past the last section).
  func firstRow(ofSection section: Int) -> Int { section < starts.count ? starts[section] : count }

  /// Row position of `section`'s header row, if it has one.
  func position(ofHeaderInSection section: Int) -> Int? {
    flat.hasHeader(inSection: section) ? starts[section] : nil
  }
}
