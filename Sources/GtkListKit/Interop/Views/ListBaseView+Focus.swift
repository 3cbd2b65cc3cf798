internal import CGtkListKit

extension ListBaseView {
  /// Scrolls GTK row `row` into view and gives the keyboard focus to the widget `widget` returns
  /// once GTK has made it: at once when it exists (GTK 4.8 makes the rows around a new scroll
  /// anchor right away), else after the first painted frame that has it. The state decides, not
  /// a clock: a request waits as long as GTK has not laid the row out, and a later request, or
  /// the focus going to a widget outside the view, ends it.
  func focus(row: Int, widget: @escaping @MainActor () -> WidgetPointer?) {
    focusWatch.cancel()
    scroll(to: row)
    if let made = widget(), RowControllers.grabKeyboardFocus(made) { return }
    focusWatch.watch(view) { [weak self] in
      guard let self, !focusLeftView else { return true }
      guard let made = widget() else { return false }
      return RowControllers.grabKeyboardFocus(made)
    }
  }

  /// Scrolls GTK row `row` into view and runs `start` now and after each painted frame until it
  /// returns `true` (GTK has made and mapped what it needs): wherever the focus is, since what
  /// starts takes it. A later request, or a ``focus(row:widget:)``, replaces it.
  func show(row: Int, then start: @escaping @MainActor () -> Bool) {
    focusWatch.cancel()
    scroll(to: row)
    if start() { return }
    focusWatch.watch(view, start)
  }

  /// Whether the window's focus is on a widget outside the view (the user went elsewhere).
  private var focusLeftView: Bool {
    guard let root = gtk_widget_get_root(view), let focused = gtk_root_get_focus(root) else { return false }
    return focused != view && gtk_widget_is_ancestor(focused, view) == 0
      && focused != UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
  }
}
