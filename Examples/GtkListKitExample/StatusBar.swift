import CGtkListKit
import GtkListKit

/// The bar at the bottom of the window: what the last event did, and a hint for the page.
@MainActor
final class StatusBar {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["statusbar"])
  private let message = Widgets.label("Ready")
  private let hint = Widgets.label(classes: ["status-hint"], xalign: 1)

  init() {
    gtk_widget_set_hexpand(message, 1)
    gtk_label_set_ellipsize(cgtk_label(message), PANGO_ELLIPSIZE_END)
    Widgets.append(message, hint, to: widget)
  }

  /// Shows what just happened.
  func show(_ text: String) { Widgets.setText(message, text) }

  /// Shows how to use the visible page.
  func showHint(_ text: String) { Widgets.setText(hint, text) }
}
