import Foundation

/// Read-back of what GTK bound, for GtkListKit's own tests (`package` access); tests of apps and
/// benchmarks read the same through GtkListKitTestSupport's `ListProbe`.
extension ListBaseManager {
  /// The realized cells by GTK row position (flat position, or grid row of a sectioned grid).
  package var boundCells: [Int: any ListCell] {
    core.rows.bound.compactMapValues { $0.slot?.cell }
  }

  /// The realized item cells by index path (every column of a sectioned grid's rows too).
  package var realizedItemCells: [IndexPath: any ListCell] {
    var cells: [IndexPath: any ListCell] = [:]
    for position in core.realizedItemPositions {
      if let indexPath = core.indexPath(atFlatPosition: position), let cell = core.itemCell(atFlatPosition: position) {
        cells[indexPath] = cell
      }
    }
    return cells
  }

  /// Rows GTK's model reports (`g_list_model_get_n_items`).
  package var modelRowCount: Int { core.listModel.count }

  /// How many times GTK called `get_item`, and item objects alive in this view's model.
  package var getItemCalls: Int { core.listModel.getItemCalls }
  package func resetGetItemCalls() { core.listModel.resetGetItemCalls() }
  package var cachedItemCount: Int { core.listModel.cachedItemCount }

  /// Whether the realized row at `position` is selectable (`false` when not realized).
  package func isRowSelectable(atPosition position: Int) -> Bool {
    core.rows.row(at: position)?.listItem.isSelectable ?? false
  }

  /// The column count of a sectioned grid, `nil` when the view is not one.
  package var sectionedGridColumns: Int? { core.columns }

  /// The flat position of the row whose GTK row widget (`GtkListItemWidget`) is `rowWidget`,
  /// or `nil`. For GtkListKit's own tests (`@testable`).
  func positionOfRowWidget(_ rowWidget: some GtkWidgetConvertible) -> Int? {
    core.rows.bound.first { RowWidgets.isRowWidget(rowWidget.gtkWidgetPointer, of: $0.value) }?.key
  }
}
