import Foundation
import ModelStorage

extension ListBaseManager {
  /// None, single (default) or multiple. Changing it replaces GTK's selection model and clears
  /// the selection.
  public var selectionMode: ListSelectionMode {
    get { selection.mode }
    set { selection.setMode(newValue) }
  }

  /// Index paths of the selected items, in order.
  public var selectedIndexPaths: [IndexPath] {
    selection.selectedPositions.compactMap { core.source.itemIndexPath(at: $0) }
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

  private var selection: ItemSelection { core.presentation.selection }

  // MARK: Positions and cells

  /// The flat position GTK uses for the item at `indexPath`, or `nil`.
  public func position(of indexPath: IndexPath) -> Int? { core.source.layout.position(of: indexPath) }

  /// The index path of the item at a flat GTK position (`nil` for header/footer rows).
  public func indexPath(atPosition position: Int) -> IndexPath? { core.source.itemIndexPath(at: position) }

  /// The cell GTK currently shows for `indexPath`, if its row is realized.
  public func cell(at indexPath: IndexPath) -> (any ListCell)? {
    position(of: indexPath).flatMap { core.presentation.realizedCell(atFlatPosition: $0)?.slot.cell }
  }

  /// The header view shown for `section`, if realized.
  public func header(forSection section: Int) -> (any ListCell)? {
    supplementaryCell(core.source.layout.position(ofHeaderInSection: section))
  }

  /// The footer view shown for `section`, if realized.
  public func footer(forSection section: Int) -> (any ListCell)? {
    supplementaryCell(core.source.layout.position(ofFooterInSection: section))
  }

  private func supplementaryCell(_ flatPosition: Int?) -> (any ListCell)? {
    guard let flatPosition, let row = core.presentation.row(ofFlatPosition: flatPosition) else { return nil }
    return core.rows.row(at: row)?.slot?.cell
  }

  /// Scrolls the item at `indexPath` into view.
  public func scroll(to indexPath: IndexPath) {
    guard let position = position(of: indexPath, operation: "scroll(to:)"),
      let row = core.presentation.row(ofFlatPosition: position)
    else { return }
    core.host.scroll(to: row)
  }

  private func position(of indexPath: IndexPath, operation: String) -> Int? {
    guard let position = position(of: indexPath) else {
      anomalyHandler.reportAnomaly(.invalidIndexPath(indexPath, operation: operation))
      return nil
    }
    return position
  }
}
