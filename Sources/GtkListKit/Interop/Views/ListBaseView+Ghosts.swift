internal import CGtkListKit

/// Deleted rows leave as still images over the view, so GTK's rows match the storage at once.
extension ListBaseView {
  var animationsEnabled: Bool { cgtk_widget_animations_enabled(view) != 0 }

  func showGhosts(of rows: [RowState], cssClass: String, milliseconds: Int) {
    guard let overlay = cgtk_overlay(overlay) else { return }
    Stylesheet.install()
    var shown: [WidgetPointer] = []
    for row in rows.prefix(512) {  // a table passes a cell per column
      // The row's GtkListItemWidget (selection background included).
      guard let rowWidget = row.rowWidget, gtk_widget_get_mapped(rowWidget) != 0,
        let ghost = cgtk_ghost_new(rowWidget, self.overlay, cssClass)
      else { continue }
      gtk_overlay_add_overlay(overlay, ghost)
      shown.append(ghost)
    }
    guard !shown.isEmpty else { return }
    ghosts += shown
    MainLoop.after(milliseconds: milliseconds + 50) { [weak self] in self?.remove(shown) }
  }

  func removeGhosts() { remove(ghosts) }

  private func remove(_ widgets: [WidgetPointer]) {
    guard let overlay = cgtk_overlay(overlay) else { return }
    for ghost in widgets where ghosts.contains(ghost) { gtk_overlay_remove_overlay(overlay, ghost) }
    ghosts.removeAll { widgets.contains($0) }
  }
}
