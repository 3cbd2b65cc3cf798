import CGtkListKitAdw
import GtkListKit

/// The example's CSS (`rules`, plus one class per swatch colour), installed once for the
/// display.
enum Stylesheet {
  /// Colours for avatars and photo swatches (GNOME palette), one CSS class each.
  static let swatchColors = [
    "#3584e4", "#33d17a", "#f6d32d", "#ff7800", "#e01b24", "#9141ac",
    "#986a44", "#2ec27e", "#1c71d8", "#c061cb", "#e66100", "#26a269",
  ]
  static var swatchCount: Int { swatchColors.count }
  /// Every swatch class name, for swapping one for another on a recycled cell.
  static let swatchClasses = swatchColors.indices.map { "swatch-\($0)" }

  static func swatchClass(_ index: Int) -> String { swatchClasses[index % swatchClasses.count] }

  /// Adds the stylesheet to the default display, above the theme.
  @MainActor
  static func install() {
    guard let display = gdk_display_get_default() else { return }
    let swatches = swatchColors.enumerated().map { ".swatch-\($0.offset) { background-color: \($0.element); }" }
    let full = rules + "\n" + swatches.joined(separator: "\n")
    let provider = gtk_css_provider_new()!
    cadw_example_load_css(provider, full)  // load_from_string on GTK >= 4.12
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}
