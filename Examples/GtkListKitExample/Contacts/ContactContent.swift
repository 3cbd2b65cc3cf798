import CGtkListKitAdw
import GtkListKit

/// The widgets of a contact row, shared by `PersonCell` and `CompanyCell`: a badge with the
/// initials, the name (★ for favourites) and a detail line.
@MainActor
final class ContactContent {
  let root = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["contact"])
  let badge: WidgetPointer
  private let name = Widgets.label(classes: ["post-title"])
  private let detail = Widgets.label(classes: ["dim"])

  init(badgeClass: String) {
    badge = Widgets.label(classes: [badgeClass], xalign: 0.5)
    let text = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
    // Narrow windows cut long names and addresses with an ellipsis, never mid-letter.
    for label in [name, detail] { gtk_label_set_ellipsize(example_label(label), PANGO_ELLIPSIZE_END) }
    gtk_widget_set_hexpand(text, 1)
    Widgets.append(name, detail, to: text)
    Widgets.append(badge, text, to: root)
  }

  func show(_ contact: Contact, detail line: String) {
    Widgets.setText(badge, SampleData.initials(of: contact.name))
    Widgets.setText(name, contact.isFavourite ? "★ \(contact.name)" : contact.name)
    Widgets.setText(detail, line)
  }
}
