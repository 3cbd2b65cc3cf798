internal import CGtkListKit
import ModelStorage

/// The row a ``TreeListManager`` shows under a node whose children are loading asynchronously
/// (a `TreeLoadingItem`) when the app registered no cell for it: a spinner and "Loading…",
/// or the failure, dimmed.
final class TreeLoadingCell: ListCell, ModelTransfer {
  let widget: WidgetPointer
  private let spinner: WidgetPointer
  private let label: WidgetPointer

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
    spinner = gtk_spinner_new()
    label = gtk_label_new(nil)
    gtk_widget_add_css_class(label, "dim-label")
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_box_append(cgtk_box(widget), spinner)
    gtk_box_append(cgtk_box(widget), label)
  }

  func update(with model: TreeLoadingItem) {
    gtk_spinner_set_spinning(OpaquePointer(spinner), model.isLoading ? 1 : 0)
    gtk_widget_set_visible(spinner, model.isLoading ? 1 : 0)
    gtk_label_set_text(OpaquePointer(label), model.description)
  }
}
