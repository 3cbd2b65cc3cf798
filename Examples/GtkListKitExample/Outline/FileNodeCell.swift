import CGtkListKitAdw
import GtkListKit

/// One row of the Outline page: the icon of the entry's content type (a folder icon for
/// folders), its name, and the size of a file as GNOME shows it ("4.1 kB").
final class FileNodeCell: ListCell, ModelTransfer {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, classes: ["file-row"])
  private let icon = gtk_image_new()!
  private let name = Widgets.label()
  private let size = Widgets.label(classes: ["dim"], xalign: 1)

  init() {
    gtk_widget_set_hexpand(name, 1)
    // Long names give way in the middle, where file names differ least.
    gtk_label_set_ellipsize(example_label(name), PANGO_ELLIPSIZE_MIDDLE)
    Widgets.append(icon, name, size, to: widget)
  }

  func update(with model: FileNode) { show(model, withSize: true) }

  /// Shows `model`, with its size at the end unless a table shows it in a column of its own.
  func show(_ model: FileNode, withSize: Bool) {
    // The content type's themed icon names several fallbacks ("text-x-generic" last).
    let themed = g_content_type_get_icon(model.contentType)
    gtk_image_set_from_gicon(OpaquePointer(icon), themed)
    themed.map { g_object_unref(UnsafeMutableRawPointer($0)) }
    Widgets.setText(name, model.name)
    Widgets.setText(size, model.isFolder || !withSize ? "" : Self.formatted(model.size))
  }

  /// A size as GNOME shows it ("4.1 kB").
  static func formatted(_ bytes: Int64) -> String {
    guard let text = g_format_size(guint64(max(bytes, 0))) else { return "\(bytes)" }
    defer { g_free(text) }
    return String(cString: text)
  }
}
