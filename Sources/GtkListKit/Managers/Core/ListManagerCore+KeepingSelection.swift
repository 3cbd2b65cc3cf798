import Foundation

/// Selecting the same items again after the rows were rebuilt.
extension ListManagerCore {
  /// Runs `reload` (header rows come or go, the presentation may change) and selects the same
  /// items again: a registration never changes the selection.
  func keepingSelection(_ reload: () -> Void) {
    let selected = presentation.selection.selectedPositions.compactMap(source.itemIndexPath(at:))
    reload()
    guard !selected.isEmpty else { return }
    let positions = Set(selected.compactMap { source.layout.position(of: $0) })
    if positions != Set(presentation.selection.selectedPositions) { presentation.selection.restore(positions) }
  }

  /// Selects exactly the items at `indexPaths`, quietly (the items were selected before their
  /// storage reordered and reloaded).
  func restoreSelection(_ indexPaths: [IndexPath]) {
    presentation.selection.restore(Set(indexPaths.compactMap { source.layout.position(of: $0) }))
  }
}
