/// The header menu of a column view (see ``HeaderMenu``).
extension ListBaseView {
  func installHeaderMenu(
    _ menu: HeaderMenu, columns: [ColumnHandle], listed: [(ColumnHandle, name: String, label: String)],
    appMenu: ContextMenu?
  ) {
    menu.install(on: view, columns: columns, listed: listed, appMenu: appMenu)
  }
}
