import CGtkListKitAdw
import GtkListKit

/// The cell of a pinned post: the same content with a badge and a tinted background. Chosen by
/// a mapping condition (`post.isPinned`), registered before `PostCell` so it wins.
final class PinnedPostCell: ListCell, ModelTransfer {
  private let content = PostContent()
  var widget: WidgetPointer { content.root }

  init() {
    gtk_widget_add_css_class(content.root, "pinned")
    let badge = Widgets.label("PINNED", classes: ["pin-badge"], xalign: 0.5)
    gtk_widget_set_valign(badge, GTK_ALIGN_CENTER)
    gtk_box_prepend(example_box(content.titleRow), badge)
  }

  func update(with model: Post) { content.show(model) }
}
