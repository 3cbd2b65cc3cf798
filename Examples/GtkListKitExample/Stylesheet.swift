import CGtkListKit
import GtkListKit

/// The example's CSS, installed once for the display. Cells only set classes; every colour,
/// margin and font lives here.
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
    let css = """
      .toolbar-row { padding: 6px 12px; border-bottom: 1px solid @borders; background-color: @theme_bg_color; }
      .toolbar-row button { min-width: 72px; }
      .count { color: alpha(@theme_fg_color, 0.65); margin-left: 12px; }
      .statusbar { padding: 6px 14px; border-top: 1px solid @borders; background-color: @theme_bg_color; }
      .status-hint { color: alpha(@theme_fg_color, 0.55); }

      listview.feed > row { padding: 0; }
      .section-header { padding: 14px 16px 6px 16px; font-weight: bold; font-size: 0.85em;
                        color: @theme_selected_bg_color; background-color: alpha(@theme_bg_color, 0.7);
                        border-bottom: 1px solid alpha(@borders, 0.6); }

      .post, .ad, .feed-photo { padding: 10px 16px; }
      .post-title { font-weight: bold; }
      /* Opacity, not a grey: dim text must stay readable on the blue of a selected row. */
      .post-meta, .dim { opacity: 0.65; font-size: 0.9em; }
      .avatar { min-width: 40px; min-height: 40px; border-radius: 20px; color: white; font-weight: bold; }
      .like { font-size: 1.05em; opacity: 0.6; min-width: 56px; }
      .like.liked { color: #e01b24; opacity: 1; font-weight: bold; }
      row:selected .like.liked { color: #ffffff; }
      .pinned { background-color: alpha(#f6d32d, 0.16); }
      .pin-badge { background-color: #f6d32d; color: #3d3846; border-radius: 4px; padding: 1px 6px;
                   font-size: 0.8em; font-weight: bold; }
      .ad { background-color: alpha(#3584e4, 0.07); }
      .ad-badge { border: 1px solid #3584e4; color: #1c71d8; border-radius: 4px; padding: 0 6px; font-size: 0.8em; }
      row:selected .ad-badge { border-color: #ffffff; color: #ffffff; }
      .photo-thumb { min-width: 96px; min-height: 64px; border-radius: 6px; }

      .number { padding: 7px 16px; }
      .mono { font-family: monospace; }

      /* A sectioned grid is a GtkListView of header rows and strips of tiles. */
      listview.photos { padding: 4px 8px; }
      listview.photos > row { padding: 0; }
      listview.photos > row:hover { background-color: transparent; }
      .tile { padding: 8px; border-spacing: 4px; border-radius: 10px; }
      .gtklistkit-grid-cell:selected .tile { background-color: @theme_selected_bg_color; color: #ffffff; }
      .tile-thumb { border-radius: 8px; }
      .tile-name { font-weight: bold; }
      \(swatches.joined(separator: "\n"))
      """
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}
