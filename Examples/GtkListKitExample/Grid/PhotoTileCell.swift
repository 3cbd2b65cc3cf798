import CGtkListKitAdw
import GtkListKit

/// A grid tile: a colour swatch as the photo, its name and number underneath (the section
/// header names the photographer).
final class PhotoTileCell: ListCell, ModelTransfer {
  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["tile"])
  private let thumbnail = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["tile-thumb"])
  private let name = Widgets.label(classes: ["tile-name"])
  private let number = Widgets.label(classes: ["dim"])

  init() {
    gtk_label_set_ellipsize(example_label(name), PANGO_ELLIPSIZE_END)
    gtk_label_set_ellipsize(example_label(number), PANGO_ELLIPSIZE_END)
    gtk_widget_set_size_request(thumbnail, 120, 110)
    Widgets.append(thumbnail, name, number, to: widget)
  }

  func update(with model: Photo) {
    Widgets.setExclusiveClass(Stylesheet.swatchClass(model.colorIndex), among: Stylesheet.swatchClasses, on: thumbnail)
    Widgets.setText(name, model.name)
    Widgets.setText(number, "No. \(model.id + 1)")
  }
}
