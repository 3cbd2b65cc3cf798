import CGtkListKitAdw
import Foundation

/// The app's icon (`org.gtklistkit.Example`, used by the about window and the desktop file).
/// Installed (`Examples/data/icons` copied to `$XDG_DATA_HOME/icons` or `/usr/share/icons`), it
/// is in the icon theme already; run from a checkout (`swift run`), the checkout's
/// `Examples/data/icons` (a hicolor tree) is added to the theme's search path.
@MainActor
enum AppIcon {
  static let name = ExampleApplication.id

  /// `Examples/data/icons` of the checkout this binary was built from.
  static var sourceIconFolder: String {
    // Examples/GtkListKitExample/App/AppIcon.swift → Examples/data/icons
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/icons").path
  }

  /// Makes the icon findable for the default display; once.
  static func install() {
    guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display),
      gtk_icon_theme_has_icon(theme, name) == 0
    else { return }
    let folder = sourceIconFolder
    guard FileManager.default.fileExists(atPath: "\(folder)/hicolor/scalable/apps/\(name).svg") else { return }
    gtk_icon_theme_add_search_path(theme, folder)
  }
}
