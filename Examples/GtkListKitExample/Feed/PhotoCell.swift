import CGtkListKitAdw
import GtkListKit

/// A photo in the feed: a colour swatch as thumbnail, its name and photographer.
final class PhotoCell: ListCell, ModelTransfer {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["feed-photo"])
  private let thumbnail = Widgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["photo-thumb"])
  private let name = Widgets.label(classes: ["post-title"])
  private let photographer = Widgets.label(classes: ["dim"])

  init() {
    let text = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
    gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
    Widgets.append(name, photographer, to: text)
    Widgets.append(thumbnail, text, to: widget)
  }

  func update(with model: Photo) {
    Widgets.setExclusiveClass(Stylesheet.swatchClass(model.colorIndex), among: Stylesheet.swatchClasses, on: thumbnail)
    Widgets.setText(name, model.name)
    Widgets.setText(photographer, "by \(model.photographer)")
  }
}
