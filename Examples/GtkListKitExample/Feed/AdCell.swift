import CGtkListKitAdw
import GtkListKit

/// A sponsored entry: a badge, the sponsor and its tagline.
final class AdCell: ListCell, ModelTransfer {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["ad"])
  private let sponsor = Widgets.label(classes: ["post-title"])
  private let tagline = Widgets.label(classes: ["dim"])

  init() {
    let badge = Widgets.label("Sponsored", classes: ["ad-badge"], xalign: 0.5)
    gtk_widget_set_valign(badge, GTK_ALIGN_CENTER)
    let text = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
    Widgets.append(sponsor, tagline, to: text)
    Widgets.append(badge, text, to: widget)
  }

  func update(with model: Ad) {
    Widgets.setText(sponsor, model.sponsor)
    Widgets.setText(tagline, model.tagline)
  }
}
