import Foundation
import ModelStorage

/// Selection, positions and cells by index path: a storage's sections. Not on a tree, whose
/// rows move as nodes expand: it selects and scrolls by node ID.
extension ListBaseManager {
  /// Index paths of the selected items, in order.
  public var selectedIndexPaths: [IndexPath] {
    core.selectedIndexPaths
  }

  /// The models of the selected items, in order.
  public var selectedModels: [Any] { selectedIndexPaths.compactMap { storage.item(at: $0) } }

  /// Selects the item at `indexPath`; in single mode the previous selection goes.
  /// - Returns: `false` (and an anomaly) when the index path is not in the storage.
  @discardableResult
  public func select(_ indexPath: IndexPath) -> Bool {
    guard let position = position(of: indexPath, operation: "select(_:)") else { return false }
    return selection.select(position)
  }

  /// Deselects the item at `indexPath`.
  @discardableResult
  public func deselect(_ indexPath: IndexPath) -> Bool {
    guard let position = position(of: indexPath, operation: "deselect(_:)") else { return false }
    return selection.deselect(position)
  }

  /// Deselects everything, in every selection mode.
  public func deselectAll() { selection.deselectAll() }

  private var selection: ItemSelection { core.selection }

  // MARK: Positions and cells

  /// The flat position GTK uses for the item at `indexPath`, or `nil`.
  public func position(of indexPath: IndexPath) -> Int? { core.position(of: indexPath) }

  /// The index path of the item at a flat GTK position (`nil` for header/footer rows).
  public func indexPath(atPosition position: Int) -> IndexPath? { core.indexPath(atFlatPosition: position) }

  /// The cell GTK currently shows for `indexPath`, if its row is realized.
  public func cell(at indexPath: IndexPath) -> (any ListCell)? {
    position(of: indexPath).flatMap(core.itemCell(atFlatPosition:))
  }

  /// The header view shown for `section`, if realized.
  public func header(forSection section: Int) -> (any ListCell)? {
    core.supplementaryCell(header: true, section: section)
  }

  /// The footer view shown for `section`, if realized.
  public func footer(forSection section: Int) -> (any ListCell)? {
    core.supplementaryCell(header: false, section: section)
  }

  /// Scrolls the item at `indexPath` into view.
  public func scroll(to indexPath: IndexPath) {
    guard let position = position(of: indexPath, operation: "scroll(to:)") else { return }
    core.scroll(toFlatPosition: position)
  }

  private func position(of indexPath: IndexPath, operation: String) -> Int? {
    guard let position = position(of: indexPath) else {
      anomalyHandler.reportAnomaly(.invalidIndexPath(indexPath, operation: operation))
      return nil
    }
    return position
  }
}
