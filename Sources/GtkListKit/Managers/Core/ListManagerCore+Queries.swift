import Foundation

/// What the managers' public API asks of the view, answered by the core, so the facade never
/// reaches into the rows, the content source or the presentation.
extension ListManagerCore {
  /// The current selection (GTK's selection model, or a sectioned grid's own).
  var selection: ItemSelection { presentation.selection }

  /// The flat GTK position of the item at `indexPath`, or `nil`.
  func position(of indexPath: IndexPath) -> Int? { source.layout.position(of: indexPath) }

  /// The index path of the item at flat `position` (`nil` for header and footer rows).
  func indexPath(atFlatPosition position: Int) -> IndexPath? { source.itemIndexPath(at: position) }

  /// Index paths of the selected items, in order.
  var selectedIndexPaths: [IndexPath] { selection.selectedPositions.compactMap(source.itemIndexPath(at:)) }

  /// The realized cell of the item at flat `position`.
  func itemCell(atFlatPosition position: Int) -> (any ListCell)? {
    presentation.realizedCell(atFlatPosition: position)?.slot.cell
  }

  /// The realized header (`header: true`) or footer view of `section`.
  func supplementaryCell(header: Bool, section: Int) -> (any ListCell)? {
    let flat =
      header ? source.layout.position(ofHeaderInSection: section) : source.layout.position(ofFooterInSection: section)
    guard let flat, let row = presentation.row(ofFlatPosition: flat) else { return nil }
    return rows.row(at: row)?.slot?.cell
  }

  /// Scrolls the GTK row showing flat `position` into view.
  func scroll(toFlatPosition position: Int) {
    if let row = presentation.row(ofFlatPosition: position) { host.scroll(to: row) }
  }

  /// Flat positions of the realized items, in order.
  var realizedItemPositions: [Int] { presentation.realizedItemPositions.sorted() }

  /// Items per GTK row when the presentation lays out strips (a sectioned grid), else `nil`.
  var columns: Int? { presentations.strips?.columns }
}
