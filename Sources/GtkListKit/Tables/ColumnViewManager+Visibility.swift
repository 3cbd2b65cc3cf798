import Foundation

/// A table always shows a column: the last shown one cannot be hidden (by the API, the header
/// menu, whose item for it is insensitive, or a saved layout), so its header's menu can always
/// bring the others back. A column hidden while the table is sorted by it leaves the sort: no
/// sort by a column the user cannot see (nor its arrow).
extension ColumnViewManager {
  /// `TableColumn.isVisible = false` asks this first: no when `column` is the last one shown.
  func mayHide(_ column: TableColumn) -> Bool {
    guard column.isVisible, !columns.contains(where: { $0 !== column && $0.isVisible }) else { return true }
    anomalyHandler.reportAnomaly(.lastVisibleColumn(id: column.id, operation: "isVisible = false"))
    return false
  }

  /// Run whenever columns are shown, hidden, added or removed. When GTK was made to hide the
  /// last column behind the manager's back, shows one again and returns `false` (that change
  /// comes back here). Else greys out the menu items that must not hide, drops hidden columns
  /// from the sort and returns `true`.
  func keepOneColumnShown() -> Bool {
    if !columns.isEmpty, !columns.contains(where: \.isVisible) {
      let column = firstInDisplayOrder { !$0.isHideable } ?? firstInDisplayOrder { _ in true } ?? columns[0]
      anomalyHandler.reportAnomaly(.lastVisibleColumn(id: column.id, operation: "hiding or removing columns"))
      column.handle.isVisible = true
      return false
    }
    rebuildColumnMenu()
    parkHiddenWidths()
    let hidden = Set(columns.filter { !$0.isVisible }.map(\.id))
    if currentSort.contains(where: { hidden.contains($0.columnID) }) {
      sortOrder = currentSort.filter { !hidden.contains($0.columnID) }
    }
    return true
  }

  /// GTK 4.8 still counts a hidden column's width when it shares the view's width out: the
  /// expanding column does not take the space, an empty strip is left (and the view scrolls
  /// sideways). So a hidden column's GTK width is held at 0, its own kept in `parkedWidth` (what
  /// ``TableColumn/fixedWidth`` and the layout report) and given back when it is shown.
  func parkHiddenWidths() {
    for column in columns {
      if !column.isVisible, column.parkedWidth == nil {
        column.parkedWidth = .some(column.handle.fixedWidth)
        column.handle.fixedWidth = 0
      } else if column.isVisible, let width = column.parkedWidth {
        column.parkedWidth = nil
        column.handle.fixedWidth = width
      }
    }
  }

  /// The first column in display order that `matches`.
  func firstInDisplayOrder(where matches: (TableColumn) -> Bool) -> TableColumn? {
    for pointer in core.host.columnOrder {
      if let column = columns.first(where: { $0.handle.pointer == pointer }), matches(column) { return column }
    }
    return nil
  }

  /// `layout` with one column shown when it hid them all (reported): the first the app keeps
  /// shown (not hideable), else its first. A saved file from before this rule is repaired so.
  func repairingVisibility(_ layout: ColumnLayout, operation: String) -> ColumnLayout {
    guard !layout.columns.isEmpty, !layout.columns.contains(where: \.isVisible) else { return layout }
    var layout = layout
    let keep = layout.columns.firstIndex { self.column($0.id)?.isHideable == false } ?? 0
    layout.columns[keep].isVisible = true
    anomalyHandler.reportAnomaly(.lastVisibleColumn(id: layout.columns[keep].id, operation: operation))
    return layout
  }

  /// A column was added: a layout assigned before it arrived is applied again, now with it.
  func columnArrived(_ column: TableColumn) {
    guard let pending = pendingLayout else { return }
    let named =
      pending.columns.contains { $0.id == column.id } || pending.sortOrder.contains { $0.columnID == column.id }
    if named { columnLayout = pending }
  }
}
