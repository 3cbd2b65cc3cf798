/// GtkListKit's stylesheet, installed once per display: the fade-in of inserted rows
/// (``ViewUpdater/animateInsertions``) and the selected state of sectioned-grid cells.
@MainActor
enum Stylesheet {
  private static var installed = false

  static func install() {
    guard !installed, let display = gdk_display_get_default() else { return }
    installed = true
    let provider = gtk_css_provider_new()!
    let css = """
      @keyframes gtklistkit-fade-in { from { opacity: 0; } to { opacity: 1; } }
      .\(ViewUpdater.insertedRowCSSClass) { animation: gtklistkit-fade-in \(ViewUpdater.insertionAnimationMilliseconds)ms ease-out; }
      .\(GridStrip.cellCSSClass) { border-radius: 6px; }
      .\(GridStrip.cellCSSClass):selected { background-color: alpha(@theme_selected_bg_color, 0.35); }
      """
    gtk_css_provider_load_from_data(provider, css, -1)
    // Fallback priority: an app's own stylesheet wins.
    gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK + 1))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}
