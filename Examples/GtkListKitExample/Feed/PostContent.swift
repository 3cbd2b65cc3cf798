import CGtkListKitAdw
import GtkListKit

/// The widgets of one post (avatar, title, meta line, body, like counter), shared by
/// `PostCell` and `PinnedPostCell` so the two cell types differ only in their decoration.
@MainActor
final class PostContent {
  /// The post's root box; cells add their own badge or class around it.
  let root = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["post"])
  /// The line above the title, where a cell can put a badge.
  let titleRow = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
  private let avatar = Widgets.label(classes: ["avatar"], xalign: 0.5)
  private let title = Widgets.label(classes: ["post-title"])
  private let meta = Widgets.label(classes: ["post-meta"])
  private let body = Widgets.label()
  private let like = Widgets.label(classes: ["like"], xalign: 1)

  init() {
    gtk_widget_set_valign(avatar, GTK_ALIGN_START)
    gtk_widget_set_valign(like, GTK_ALIGN_START)
    gtk_label_set_ellipsize(example_label(title), PANGO_ELLIPSIZE_END)
    gtk_widget_set_hexpand(title, 1)
    gtk_label_set_wrap(example_label(body), 1)
    // Without a width in characters a wrapping label asks for a tiny natural width.
    gtk_label_set_width_chars(example_label(body), 24)
    gtk_label_set_max_width_chars(example_label(body), 90)
    let text = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
    gtk_widget_set_hexpand(text, 1)
    Widgets.append(title, to: titleRow)
    Widgets.append(titleRow, meta, body, to: text)
    Widgets.append(avatar, text, like, to: root)
  }

  /// Sets every widget from `post`: cells are recycled, so nothing may be left from the last post.
  func show(_ post: Post) {
    Widgets.setText(avatar, SampleData.initials(of: post.author))
    Widgets.setExclusiveClass(
      Stylesheet.swatchClass(SampleData.colorIndex(of: post.author)), among: Stylesheet.swatchClasses, on: avatar)
    Widgets.setText(title, post.title)
    Widgets.setText(meta, "\(post.author) · \(post.hoursAgo) h ago · #\(post.id)")
    Widgets.setText(body, post.body)
    Widgets.setText(like, "\(post.isLiked ? "♥" : "♡") \(post.likes)")
    if post.isLiked { gtk_widget_add_css_class(like, "liked") } else { gtk_widget_remove_css_class(like, "liked") }
  }
}
