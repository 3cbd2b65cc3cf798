import CGtkListKitAdw
import Foundation
import GtkListKit

/// The header bar's main menu (GNOME's "hamburger"): keyboard shortcuts, about, quit, as a
/// `GMenu` of app and window actions.
@MainActor
enum MainMenu {
  static func button() -> WidgetPointer {
    let menu = g_menu_new()!
    g_menu_append(menu, "_Keyboard Shortcuts", "win.show-help-overlay")
    g_menu_append(menu, "_About GtkListKit Example", "app.about")
    g_menu_append(menu, "_Quit", "app.quit")
    let button = gtk_menu_button_new()!
    gtk_menu_button_set_icon_name(OpaquePointer(button), "open-menu-symbolic")
    gtk_menu_button_set_menu_model(
      OpaquePointer(button), UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
    gtk_widget_set_tooltip_text(button, "Main menu")
    g_object_unref(UnsafeMutableRawPointer(menu))
    return button
  }

  /// The about dialog of the app, over `window` (the shim picks AdwAboutDialog or AdwAboutWindow).
  static func showAbout(over window: WidgetPointer) {
    cadw_example_show_about(
      window, "GtkListKit Example", ExampleApplication.id, "0.1.0", "The GtkListKit developers",
      "Lists and grids for GTK 4 apps written in Swift, driven by GtkListKit.")
  }

  /// The keyboard shortcuts window (Ctrl+? and the menu's `win.show-help-overlay`), from a
  /// GtkBuilder file, modal over `window`. A window action rather than
  /// `gtk_application_window_set_help_overlay` (deprecated in GTK 4.18), the same on every GTK;
  /// a new window each time, destroyed when closed.
  static func showShortcuts(over window: WidgetPointer) {
    guard let url = Bundle.module.url(forResource: "shortcuts", withExtension: "ui"),
      let builder = gtk_builder_new_from_file(url.path),
      let shortcuts = gtk_builder_get_object(builder, "shortcuts")
    else { return }
    let handle = example_window(UnsafeMutableRawPointer(shortcuts))
    gtk_window_set_transient_for(handle, example_window(window))
    gtk_window_set_destroy_with_parent(handle, 1)
    gtk_window_present(handle)
    g_object_unref(UnsafeMutableRawPointer(builder))
  }
}
