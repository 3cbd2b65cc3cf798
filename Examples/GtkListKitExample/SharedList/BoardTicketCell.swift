import CGtkListKitAdw
import GtkListKit

/// A ticket's row on the "Shared List" page: a check mark when it is done (the title then
/// struck through and dimmed, as GNOME's to-do lists do), the title, and the priority as a tag.
/// Cells are recycled, so every bind sets every widget.
final class BoardTicketCell: ListCell, ModelTransfer {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["ticket"])
  /// Holds its width when empty (CSS `min-width`), so titles line up whether done or not.
  private let check = gtk_image_new()!
  let title = Widgets.label(classes: ["ticket-title"])
  let priority = Widgets.label(classes: ["ticket-tag"], xalign: 0.5)

  init() {
    gtk_widget_add_css_class(check, "ticket-check")
    gtk_widget_set_hexpand(title, 1)
    gtk_label_set_ellipsize(example_label(title), PANGO_ELLIPSIZE_END)
    gtk_widget_set_valign(priority, GTK_ALIGN_CENTER)
    Widgets.append(check, title, priority, to: widget)
  }

  func update(with model: BoardTicket) {
    if model.done {
      gtk_image_set_from_icon_name(OpaquePointer(check), "object-select-symbolic")
      gtk_widget_add_css_class(title, "done")
    } else {
      gtk_image_clear(OpaquePointer(check))
      gtk_widget_remove_css_class(title, "done")
    }
    Widgets.setText(title, model.title)
    Widgets.setText(priority, model.priorityName)
    Widgets.setExclusiveClass(
      "priority-\(max(0, min(3, model.priority)))", among: (0...3).map { "priority-\($0)" }, on: priority)
    // A screen reader hears the state the check mark shows.
    example_accessible_set_label(widget, "\(model.title), \(model.done ? "done" : "open"), \(model.priorityName)")
  }
}
