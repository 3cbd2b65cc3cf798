internal import CGtkListKit

/// GtkListKit's stylesheet, installed once per display: the row animations of updates
/// (``RowAnimation``), the selected state of sectioned-grid cells, no theme margin around the
/// cells and strips of grids, and no column separator across a table's spanning header.
///
/// Installed when first needed (a grid view, an animation or drop class, a ghost), not with
/// every manager: a list that never animates is styled without it, and its first frame does not
/// parse it (about 1% of that frame's instructions) nor match its rules on every widget.
@MainActor
enum Stylesheet {
  private static var installed = false

  static func install() {
    guard !installed, let display = gdk_display_get_default() else { return }
    installed = true
    let provider = gtk_css_provider_new()!
    let ms = "\(ViewUpdater.animationMilliseconds)ms"
    let css = """
      @keyframes gtklistkit-fade-in { from { opacity: 0; } to { opacity: 1; } }
      @keyframes gtklistkit-fade-out { from { opacity: 1; } to { opacity: 0; } }
      @keyframes gtklistkit-slide-in { from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; } }
      @keyframes gtklistkit-slide-out { from { opacity: 1; } to { opacity: 0; transform: translateX(48px); } }
      @keyframes gtklistkit-highlight { from { background-color: alpha(@theme_selected_bg_color, 0.45); } }
      .\(ViewUpdater.insertedRowCSSClass) { animation: gtklistkit-fade-in \(ms) ease-out; }
      .gtklistkit-slide-in { animation: gtklistkit-slide-in \(ms) ease-out; }
      .gtklistkit-highlight { animation: gtklistkit-highlight \(ms) ease-out; }
      .gtklistkit-fade-out { animation: gtklistkit-fade-out \(ms) ease-in; opacity: 0; }
      .gtklistkit-slide-out { animation: gtklistkit-slide-out \(ms) ease-in; opacity: 0; }
      .gtklistkit-fade-out, .gtklistkit-slide-out { background-color: @theme_base_color; }
      .gtklistkit-drop-before { box-shadow: inset 0 3px @theme_selected_bg_color; }
      .gtklistkit-drop-after { box-shadow: inset 0 -3px @theme_selected_bg_color; }
      .gtklistkit-drop-into { background-color: alpha(@theme_selected_bg_color, 0.25); }
      .\(GridStrip.cellCSSClass).gtklistkit-drop-before { box-shadow: inset 3px 0 @theme_selected_bg_color; }
      .\(GridStrip.cellCSSClass).gtklistkit-drop-after { box-shadow: inset -3px 0 @theme_selected_bg_color; }
      gridview > child.\(RowWidgets.cssClass) > box { margin: 0; border-spacing: 0; }
      columnview > listview > row.\(RowWidgets.spanningRowCSSClass) > cell { border-left-color: transparent; }
      .\(GridStrip.cellCSSClass) { border-radius: 6px; }
      .\(GridStrip.cellCSSClass):selected { background-color: alpha(@theme_selected_bg_color, 0.35); }
      .\(GridStrip.cellCSSClass):focus-visible { outline: 2px solid alpha(@theme_selected_bg_color, 0.8); outline-offset: -2px; }
      """
    cgtk_css_provider_load(provider, css)
    // Just above the theme (Adwaita gives a box that is a grid child a 12 px margin, which a
    // sectioned grid's strips and the cells of a grid do not take); an app's stylesheet wins.
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_THEME + 1))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}
