import Foundation

/// The column layout as a value: read it to save what the user made of the columns (order,
/// widths, visibility, sort), assign it to restore them.
extension ColumnViewManager {
  /// The columns in display order with their visibility and fixed widths, and the sort.
  ///
  /// Assigning a layout merges it with the table's columns first
  /// (``ColumnLayout/merged(withDeclared:)``: columns added since it was saved appear, removed
  /// ones are ignored), then reorders, shows, hides and resizes the columns and sorts. A layout
  /// assigned before its columns were added is kept and applied again as each column it names
  /// arrives (apps restore the layout at startup, before or after adding the columns). A layout
  /// that hides every column shows one (reported as ``GtkListKitAnomaly/lastVisibleColumn(id:operation:)``);
  /// sort keys of hidden columns are left out.
  public var columnLayout: ColumnLayout {
    get {
      let shown = core.host.columnOrder.compactMap { pointer in columns.first { $0.handle.pointer == pointer } }
      return ColumnLayout(
        columns: shown.map { ColumnLayout.Column(id: $0.id, isVisible: $0.isVisible, width: $0.fixedWidth) },
        sortOrder: sortOrder)
    }
    set {
      let waiting =
        newValue.columns.contains { column($0.id) == nil }
        || newValue.sortOrder.contains { column($0.columnID) == nil }
      pendingLayout = waiting ? newValue : nil
      let layout = repairingVisibility(
        newValue.merged(withDeclared: declaredLayout.columns), operation: "columnLayout")
      for (position, saved) in layout.columns.enumerated() {
        guard let column = column(saved.id) else { continue }
        if core.host.columnOrder.firstIndex(of: column.handle.pointer) != position {
          core.host.insertColumn(column.handle, at: position)
        }
        column.fixedWidth = saved.width
      }
      // Shown first: hiding before showing could leave no column shown for a moment.
      for saved in layout.columns where saved.isVisible { column(saved.id)?.isVisible = true }
      for saved in layout.columns where !saved.isVisible { column(saved.id)?.isVisible = false }
      let hidden = Set(layout.columns.filter { !$0.isVisible }.map(\.id))
      let sort = layout.sortOrder.filter { !hidden.contains($0.columnID) }
      if sort != sortOrder { sortOrder = sort }
    }
  }

  /// Calls `closure` with the new ``columnLayout`` whenever it changes: a column reordered,
  /// shown, hidden or resized (by the user or the app), or a new sort. Save it there.
  public func columnLayoutDidChange(_ closure: @escaping (ColumnLayout) -> Void) { layoutHandlers.append(closure) }

  func notifyLayout() {
    guard !layoutHandlers.isEmpty else { return }
    let layout = columnLayout
    for handler in layoutHandlers { handler(layout) }
  }

  /// The layout of the columns as declared: declaration order, all shown, their own widths.
  public var declaredLayout: ColumnLayout {
    ColumnLayout(columns: columns.map { ColumnLayout.Column(id: $0.id, isVisible: true, width: $0.declaredWidth) })
  }
}
