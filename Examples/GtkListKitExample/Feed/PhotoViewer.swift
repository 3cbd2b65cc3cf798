import CGtkListKitAdw
import GtkListKit

/// The detail view a photo opens in (double click or Enter on a tile): a modal window with the
/// photo large, its name and photographer; Escape or Close dismisses it.
@MainActor
enum PhotoViewer {
  static func show(_ photo: Photo, over parent: WidgetPointer) {
    let window = gtk_window_new()!
    gtk_window_set_title(example_window(window), photo.name)
    gtk_window_set_modal(example_window(window), 1)
    gtk_window_set_destroy_with_parent(example_window(window), 1)
    gtk_window_set_default_size(example_window(window), 520, 480)
    if let root = gtk_widget_get_root(parent) {
      gtk_window_set_transient_for(example_window(window), example_window(UnsafeMutableRawPointer(root)))
    }
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["viewer"])
    let image = Widgets.box(
      GTK_ORIENTATION_VERTICAL, classes: ["tile-thumb", Stylesheet.swatchClass(photo.colorIndex)])
    gtk_widget_set_vexpand(image, 1)
    let title = Widgets.label(photo.name, classes: ["title-2"], xalign: 0)
    let byline = Widgets.label("Photo No. \(photo.id + 1) by \(photo.photographer)", classes: ["dim"], xalign: 0)
    let close = Widgets.button("Close") { gtk_window_destroy(example_window(window)) }
    gtk_widget_set_halign(close, GTK_ALIGN_END)
    Widgets.append(image, title, byline, close, to: content)
    gtk_window_set_child(example_window(window), content)
    // Escape closes it, as dialogs do.
    let shortcut = gtk_shortcut_controller_new()!
    gtk_shortcut_controller_add_shortcut(
      OpaquePointer(UnsafeMutableRawPointer(shortcut)),
      gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")))
    gtk_widget_add_controller(window, shortcut)
    gtk_window_present(example_window(window))
    gtk_widget_grab_focus(close)
  }
}
