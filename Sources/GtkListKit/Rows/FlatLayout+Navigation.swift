import Foundation
import ModelStorage

/// Keyboard moves over flat positions, where header and footer rows are not items: the answer
/// of ``FlatRows`` (one GTK row per flat row), and the item order a sectioned grid walks too.
extension FlatLayout {
  /// Whether the flat row at `position` is an item.
  func isItem(_ position: Int) -> Bool {
    if case .item? = row(at: position) { return true }
    return false
  }

  /// The nearest item before flat `position`.
  func item(before position: Int) -> Int? {
    stride(from: min(position, count) - 1, through: 0, by: -1).first(where: isItem)
  }

  /// The nearest item after flat `position`.
  func item(after position: Int) -> Int? {
    position + 1 < count ? (max(position + 1, 0)..<count).first(where: isItem) : nil
  }

  /// The item `steps` items away in item order (as far as there are items).
  func item(_ steps: Int, from position: Int) -> Int {
    var landing = position
    for _ in 0..<abs(steps) {
      guard let next = steps < 0 ? item(before: landing) : item(after: landing) else { break }
      landing = next
    }
    return landing
  }

  /// Where `move` takes the focus in a list, one row per flat row: `along` goes that many rows
  /// and lands on the nearest item (first in the direction of the move); `across` is not a
  /// list's move (`nil`).
  func listTarget(of move: FocusMove, from position: Int) -> Int? {
    switch move {
    case .across: return nil
    case .first: return item(after: -1)
    case .last: return item(before: count)
    case .along(let rows):
      guard count > 0 else { return nil }
      let landing = min(max(position + rows, 0), count - 1)
      if isItem(landing) { return landing }
      return rows < 0
        ? item(before: landing) ?? item(after: landing) : item(after: landing) ?? item(before: landing)
    }
  }
}
