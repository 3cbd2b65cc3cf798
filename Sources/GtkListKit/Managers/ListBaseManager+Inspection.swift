import Foundation

/// Read-back of what GTK bound, for tests of apps and of GtkListKit (`@_spi(Testing) import`).
extension ListBaseManager {
  /// The realized cells by GTK row position (flat position, or grid row of a sectioned grid).
  @_spi(Testing) public var boundCells: [Int: any ListCell] {
    core.rows.bound.compactMapValues { $0.slot?.cell }
  }

  /// The realized item cells by index path (every column of a sectioned grid's rows too).
  @_spi(Testing) public var realizedItemCells: [IndexPath: any ListCell] {
    var cells: [IndexPath: any ListCell] = [:]
    for position in core.realizedItemPositions {
      if let indexPath = core.indexPath(atFlatPosition: position), let cell = core.itemCell(atFlatPosition: position) {
        cells[indexPath] = cell
      }
    }
    return cells
  }

  /// Rows GTK's model reports (`g_list_model_get_n_items`).
  @_spi(Testing) public var modelRowCount: Int { core.listModel.count }

  /// How many times GTK called `get_item`, and item objects alive in this view's model.
  @_spi(Testing) public var getItemCalls: Int { core.listModel.getItemCalls }
  @_spi(Testing) public func resetGetItemCalls() { core.listModel.resetGetItemCalls() }
  @_spi(Testing) public var cachedItemCount: Int { core.listModel.cachedItemCount }

  /// Whether the realized row at `position` is selectable (`false` when not realized).
  @_spi(Testing) public func isRowSelectable(atPosition position: Int) -> Bool {
    core.rows.row(at: position)?.listItem.isSelectable ?? false
  }

  /// The column count of a sectioned grid, `nil` when the view is not one.
  @_spi(Testing) public var sectionedGridColumns: Int? { core.columns }

  /// The flat position of the row whose GTK row widget (`GtkListItemWidget`) is `rowWidget`,
  /// or `nil`. For GtkListKit's own tests (`@testable`).
  func positionOfRowWidget(_ rowWidget: some GtkWidgetConvertible) -> Int? {
    core.rows.bound.first { RowWidgets.isRowWidget(rowWidget.gtkWidgetPointer, of: $0.value) }?.key
  }
}
