import CGtkListKitAdw
import GtkListKit

/// The bar at the bottom of the window: what the last event on the visible page did, and a
/// hint for the page. Each page keeps its own last message, so switching pages never shows
/// another page's news. A page's late news (a server write that ends after its window closed)
/// is dropped once the bar is destroyed.
@MainActor
final class StatusBar {
  let widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["statusbar"])
  private let message = Widgets.label("Ready")
  private let hint = Widgets.label(classes: ["status-hint"], xalign: 1)
  private var messages: [ExamplePage: String] = [:]
  private var hints: [ExamplePage: String] = [:]
  private var page = ExamplePage.feed
  private lazy var lifetime = WidgetLifetime(widget)

  init() {
    _ = lifetime  // connected now: the bar may be destroyed before anything is shown
    gtk_widget_set_hexpand(message, 1)
    gtk_label_set_ellipsize(example_label(message), PANGO_ELLIPSIZE_END)
    Widgets.append(message, hint, to: widget)
  }

  /// Shows what just happened on `page` (now, if it is the visible page).
  func show(_ text: String, on page: ExamplePage) {
    messages[page] = text
    if page == self.page && lifetime.isAlive { Widgets.setText(message, text) }
  }

  /// Switches to `page`: its last message and its hint.
  func showPage(_ page: ExamplePage) {
    self.page = page
    guard lifetime.isAlive else { return }
    Widgets.setText(message, messages[page] ?? "Ready")
    Widgets.setText(hint, hints[page] ?? page.hint)
  }

  /// Replaces `page`'s hint with `text` (what the page offers changed, e.g. it has no data).
  func setHint(_ text: String, on page: ExamplePage) {
    hints[page] = text
    if page == self.page && lifetime.isAlive { Widgets.setText(hint, text) }
  }

  /// The hint shown on `page` now.
  func hintText(of page: ExamplePage) -> String { hints[page] ?? page.hint }
}
