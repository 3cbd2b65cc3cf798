import CGtkListKitAdw
import Foundation
import GtkListKit

/// The window an image opens in (double click or Enter on a tile of the Photos page): the image
/// scaled to the window, decoded off the main thread at up to `size` pixels, and its name.
/// Escape closes it.
@MainActor
final class PhotoFileViewer {
  static let size = 1600
  let window = gtk_window_new()!
  /// The picture and caption hold a reference of the viewer's until the image arrives (or
  /// failed): the window may be closed meanwhile.
  private let picture = gtk_picture_new()!
  private let caption = Widgets.label(classes: ["dim"], xalign: 0)
  let file: PhotoFile

  /// Opens `file` in a new window over `parent`'s window; the image loads in the background.
  @discardableResult
  static func open(_ file: PhotoFile, over parent: WidgetPointer) -> PhotoFileViewer {
    let viewer = PhotoFileViewer(file)
    if let root = gtk_widget_get_root(parent) {
      gtk_window_set_transient_for(example_window(viewer.window), example_window(UnsafeMutableRawPointer(root)))
    }
    gtk_window_present(example_window(viewer.window))
    viewer.load()
    return viewer
  }

  private init(_ file: PhotoFile) {
    self.file = file
    for widget in [picture, caption] { g_object_ref_sink(UnsafeMutableRawPointer(widget)) }
    gtk_window_set_title(example_window(window), file.name)
    gtk_window_set_modal(example_window(window), 1)
    gtk_window_set_destroy_with_parent(example_window(window), 1)
    gtk_window_set_default_size(example_window(window), 800, 600)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["viewer"])
    gtk_widget_set_vexpand(picture, 1)
    gtk_picture_set_alternative_text(OpaquePointer(picture), file.name)
    Widgets.setText(caption, "Loading \(file.name)…")
    Widgets.append(picture, caption, to: content)
    gtk_window_set_child(example_window(window), content)
    let shortcut = gtk_shortcut_controller_new()!
    gtk_shortcut_controller_add_shortcut(
      OpaquePointer(UnsafeMutableRawPointer(shortcut)),
      gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")))
    gtk_widget_add_controller(window, shortcut)
  }

  private func load() {
    let url = file.url, size = Self.size  // read here: the task must not wait for the main actor
    Task.detached { [self] in
      let result: Result<Texture, any Error>
      do { result = .success(try await Texture.decode(contentsOf: url, fitting: size)) } catch {
        result = .failure(error)
      }
      Timer.post { self.show(result) }
    }
  }

  private func show(_ result: Result<Texture, any Error>) {
    defer { for widget in [picture, caption] { g_object_unref(UnsafeMutableRawPointer(widget)) } }
    switch result {
    case .success(let texture):
      gtk_picture_set_paintable(OpaquePointer(picture), texture.paintableOpaquePointer)
      Widgets.setText(caption, "\(file.name) · \(texture.width) × \(texture.height)")
    case .failure(let error):
      Widgets.setText(caption, "\(file.name) could not be shown: \(error)")
    }
  }
}
