internal import CGtkListKit

/// The menu every column header of a table shows on a right click (GTK's `header-menu`): a check
/// item per listed column that shows or hides it, then the app's own sections. The columns'
/// actions live in one `GSimpleActionGroup` inserted on the view under ``prefix``; an item is
/// made insensitive by disabling its action (the last shown column's, a column the app keeps
/// shown), so GTK greys it out and nothing can hide that column from the menu.
@MainActor
final class HeaderMenu {
  static let prefix = "gtklistkit-columns"
  private var group: OpaquePointer?

  /// Builds the menu of `listed` (column, action name, label) and `appMenu`, and gives it to
  /// every column in `columns` (a column not listed still offers the menu to bring others back).
  func install(
    on view: WidgetPointer, columns: [ColumnHandle], listed: [(ColumnHandle, name: String, label: String)],
    appMenu: ContextMenu?
  ) {
    let group = g_simple_action_group_new()!
    let menu = g_menu_new()!
    let toggles = g_menu_new()!
    for (column, name, label) in listed {
      cgtk_column_visibility_action_add(group, toggles, column.pointer, name, Self.prefix, label)
    }
    g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(toggles))
    g_object_unref(UnsafeMutableRawPointer(toggles))
    if let appMenu {
      let model = ContextMenuPopover.menuModel(for: appMenu)
      // A model with sections keeps them; items of a flat model become one more section.
      g_menu_append_section(menu, nil, model)
      g_object_unref(UnsafeMutableRawPointer(model))
    }
    gtk_widget_insert_action_group(view, Self.prefix, OpaquePointer(group))
    for column in columns { column.setHeaderMenu(UnsafeMutableRawPointer(menu)) }
    self.group.map { g_object_unref(UnsafeMutableRawPointer($0)) }
    self.group = OpaquePointer(group)  // keeps our reference: the view holds its own
    g_object_unref(UnsafeMutableRawPointer(menu))
  }

  /// Makes the check item of action `name` sensitive or not.
  func setEnabled(_ enabled: Bool, name: String) {
    guard let group, let action = g_action_map_lookup_action(group, name) else { return }
    // The group holds only GSimpleActions (cgtk_column_visibility_action_add).
    if (g_action_get_enabled(action) != 0) != enabled { g_simple_action_set_enabled(action, enabled ? 1 : 0) }
  }

  isolated deinit { group.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
}

extension HeaderMenu {
  /// Whether the check item of action `name` is sensitive (what GTK greys out), for tests.
  func isEnabled(_ name: String) -> Bool {
    guard let group, let action = g_action_map_lookup_action(group, name) else { return false }
    return g_action_get_enabled(action) != 0
  }
}
