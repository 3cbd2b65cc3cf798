import Foundation

/// The menu of the column headers (a right click on any header): a check item per column to
/// show or hide it, then the app's own items. Every header offers it, so a column hidden by the
/// user, the app or a saved layout can always be brought back.
extension ColumnViewManager {
  /// The app's own items, shown in the header menu after the columns' check items (each
  /// ``ContextMenu`` section a section of the menu; a `GMenuModel` from ``ContextMenu/init(menuModel:)``
  /// works too). Actions are GActions found from the column view up, as in a row's context menu:
  /// `"win.…"` and `"app.…"` reach the window's and the app's groups. `nil`: the check items alone.
  ///
  /// ```swift
  /// table.headerMenu = ContextMenu([ContextMenu.Item("Reset Columns", action: "win.reset-columns")])
  /// ```
  public var headerMenu: ContextMenu? {
    get { appHeaderMenu }
    set {
      appHeaderMenu = newValue
      installHeaderMenu()
    }
  }

  /// The action of `column`'s check item (in the group GtkListKit inserts as `gtklistkit-columns`).
  func headerMenuActionName(of column: TableColumn) -> String { "column-\(column.index)" }

  /// Builds the menu again when what it lists changed (a column added, removed or renamed): a
  /// new menu closes a header's popover, so nothing else rebuilds it.
  func rebuildColumnMenu() {
    let listed = columns
    let key = listed.map { "\($0.index)\u{1}\($0.title)" }.joined(separator: "\u{2}") + "\(columns.count)"
    guard key != headerMenuKey else { return updateHeaderMenuItems() }
    headerMenuKey = key
    installHeaderMenu()
  }

  private func installHeaderMenu() {
    // Every column, so the menu stays the same as columns come and go (a new menu would close
    // an open one); the items that must not hide their column are greyed out instead.
    let listed = columns
    core.host.installHeaderMenu(
      headerMenuState, columns: columns.map(\.handle),
      listed: listed.map { ($0.handle, name: headerMenuActionName(of: $0), label: $0.title) }, appMenu: appHeaderMenu)
    updateHeaderMenuItems()
  }

  /// Greys out the check items that must not hide their column: the last shown column's, and
  /// a shown column the app made not hideable.
  func updateHeaderMenuItems() {
    let shown = columns.filter(\.isVisible)
    for column in columns {
      let locked = column.isVisible && (!column.isHideable || shown.count <= 1)
      headerMenuState.setEnabled(!locked, name: headerMenuActionName(of: column))
    }
  }
}
