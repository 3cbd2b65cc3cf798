/// Read-back of what GTK bound, for tests (`@testable import GtkListKit`).
extension ListBaseManager {
  /// The flat position of the row whose container is `container` (the child of a
  /// `GtkListItemWidget`), or `nil`.
  func positionOfRowWidget(_ container: WidgetPointer) -> Int? {
    core.boundRows().first { $0.value.listItem.child == container }?.key
  }

  /// Whether the realized row at `position` is selectable (`false` when not realized).
  func isRowSelectable(atPosition position: Int) -> Bool {
    core.boundRows()[position]?.listItem.isSelectable ?? false
  }

  /// The realized row states by position.
  var boundCells: [Int: any ListCell] {
    core.boundRows().compactMapValues { $0.slot?.cell }
  }

  /// Whether the manager shows a sectioned grid (rows of cells) and its column count.
  var sectionedGridColumns: Int? { core.sectionedGrid?.layout.columns }
}
