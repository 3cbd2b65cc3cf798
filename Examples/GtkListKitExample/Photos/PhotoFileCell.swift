import CGtkListKitAdw
import GtkListKit

/// A tile of the Photos page: the thumbnail (cropped to fill the frame) over the file name. A
/// dim frame stands in while the thumbnail loads, an icon when the file could not be decoded.
/// The picture's alternative text (its accessible description) names the file whose thumbnail
/// it shows, `nil` while none shows: screen readers say it, tests read it back.
final class PhotoFileCell: ListCell, ModelTransfer {
  static let frameHeight: Int32 = 120

  let widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["tile", "photo-tile"])
  let picture = gtk_picture_new()!
  /// Shown over the frame when decoding failed.
  let errorIcon = gtk_image_new_from_icon_name("image-missing-symbolic")!
  private let name = Widgets.label(classes: ["tile-name"])

  init() {
    let frame = gtk_overlay_new()!
    gtk_widget_add_css_class(frame, "photo-frame")
    gtk_widget_set_overflow(frame, GTK_OVERFLOW_HIDDEN)  // the rounded corners clip the picture
    gtk_widget_set_size_request(frame, -1, Self.frameHeight)
    gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_COVER)
    gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
    gtk_widget_set_hexpand(picture, 1)
    gtk_overlay_set_child(OpaquePointer(frame), picture)
    gtk_image_set_pixel_size(OpaquePointer(errorIcon), 32)
    gtk_widget_set_halign(errorIcon, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(errorIcon, GTK_ALIGN_CENTER)
    gtk_widget_add_css_class(errorIcon, "dim-label")
    gtk_widget_set_visible(errorIcon, 0)
    gtk_overlay_add_overlay(OpaquePointer(frame), errorIcon)
    gtk_label_set_ellipsize(example_label(name), PANGO_ELLIPSIZE_MIDDLE)
    gtk_label_set_xalign(example_label(name), 0.5)
    Widgets.append(frame, name, to: widget)
  }

  func update(with model: PhotoFile) { Widgets.setText(name, model.name) }

  /// The file whose thumbnail shows, `nil` while none does (the tile's marker).
  var shownFile: String? { gtk_picture_get_alternative_text(OpaquePointer(picture)).map { String(cString: $0) } }

  /// Whether the error icon shows.
  var showsError: Bool { gtk_widget_get_visible(errorIcon) != 0 }

  /// The dim frame, while the thumbnail loads.
  func showPlaceholder() {
    gtk_picture_set_paintable(OpaquePointer(picture), nil)
    gtk_picture_set_alternative_text(OpaquePointer(picture), nil)
    gtk_widget_set_visible(errorIcon, 0)
  }

  /// A thumbnail, named by the file it was loaded from.
  func show(_ thumbnail: PhotoThumbnail) {
    gtk_picture_set_paintable(OpaquePointer(picture), thumbnail.texture.paintableOpaquePointer)
    gtk_picture_set_alternative_text(OpaquePointer(picture), thumbnail.file.lastPathComponent)
    gtk_widget_set_visible(errorIcon, 0)
  }

  /// The file could not be decoded: the icon, and the reason for screen readers.
  func showFailure(_ reason: String) {
    showPlaceholder()
    example_accessible_set_label(errorIcon, reason)
    gtk_widget_set_visible(errorIcon, 1)
  }
}
