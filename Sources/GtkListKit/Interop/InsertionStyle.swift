/// The stylesheet behind ``ViewUpdater/animateInsertions``: a short fade-in of inserted rows,
/// installed once per display.
@MainActor
enum InsertionStyle {
  private static var installed = false

  static func install() {
    guard !installed, let display = gdk_display_get_default() else { return }
    installed = true
    let provider = gtk_css_provider_new()!
    let css = """
      @keyframes gtklistkit-fade-in { from { opacity: 0; } to { opacity: 1; } }
      .\(ViewUpdater.insertedRowCSSClass) { animation: gtklistkit-fade-in \(ViewUpdater.insertionAnimationMilliseconds)ms ease-out; }
      """
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}
