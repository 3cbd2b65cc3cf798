import CAdw
import CGtkListKit
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
    gtk_menu_button_set_menu_model(OpaquePointer(button), UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
    gtk_widget_set_tooltip_text(button, "Main menu")
    g_object_unref(UnsafeMutableRawPointer(menu))
    return button
  }

  /// The about window of the app.
  static func showAbout(over window: WidgetPointer) {
    let about = adw_about_window_new()!
    let handle = OpaquePointer(about)
    adw_about_window_set_application_name(handle, "GtkListKit Example")
    adw_about_window_set_application_icon(handle, ExampleApplication.id)
    adw_about_window_set_version(handle, "0.1.0")
    adw_about_window_set_developer_name(handle, "The GtkListKit developers")
    adw_about_window_set_comments(handle, "Lists and grids for GTK 4 apps written in Swift, driven by GtkListKit.")
    adw_about_window_set_license_type(handle, GTK_LICENSE_MIT_X11)
    gtk_window_set_transient_for(cgtk_window(about), cgtk_window(window))
    gtk_window_present(cgtk_window(about))
  }

  /// The keyboard shortcuts window (Ctrl+? and the menu), from a GtkBuilder resource.
  static func installHelpOverlay(on window: WidgetPointer) {
    guard let url = Bundle.module.url(forResource: "shortcuts", withExtension: "ui"),
      let builder = gtk_builder_new_from_file(url.path),
      let overlay = gtk_builder_get_object(builder, "shortcuts")
    else { return }
    gtk_application_window_set_help_overlay(
      UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkApplicationWindow.self), OpaquePointer(overlay))
    g_object_unref(UnsafeMutableRawPointer(builder))
  }
}
