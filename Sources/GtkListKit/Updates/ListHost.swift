/// What the manager needs from the GTK view it drives: `ListBaseView` in an app, a fake in
/// display-free unit tests of the update path.
@MainActor
protocol ListHost: AnyObject {
  /// Puts a selection model (and the list model under it) in the view; `nil` detaches it.
  func setModel(_ selection: SelectionModel?)
  /// Runs `body` with the view's model taken out and puts it back after, so GTK builds its rows
  /// once from the model as it then is.
  func withModelDetached(_ body: () -> Void)
  /// Whether the view is on screen now, and whether it ever was.
  var isMapped: Bool { get }
  var wasEverMapped: Bool { get }
  /// Whether the view is scrolled to its very top.
  var isScrolledToTop: Bool { get }
  /// Scrolls GTK row `position` into view.
  func scroll(to position: Int)
  /// Width of the view in pixels.
  var width: Int { get }
  /// Whether GTK's `gtk-enable-animations` setting is on for the view.
  var animationsEnabled: Bool { get }
  /// Shows still images of `rows` over the view with `cssClass`, taken away after `milliseconds`.
  func showGhosts(of rows: [RowState], cssClass: String, milliseconds: Int)
  /// Takes away the still images shown now.
  func removeGhosts()
  /// Runs `action` once after the next frame reached the screen (soon, when none is coming).
  func afterNextFrame(_ action: @escaping @MainActor () -> Void)
  /// The view and the widget that has the keyboard focus in its window, if any (what a row
  /// presentation finds the focused item from).
  var focus: (view: WidgetPointer, focus: WidgetPointer)? { get }
  /// Of `rows` (positions and their row widgets), the position of the topmost one shown.
  func topmostShown(of rows: [(position: Int, widget: WidgetPointer)]) -> Int?
  /// Scrolls GTK row `position` into view without moving the focus.
  func reveal(_ position: Int)
  /// Scrolls so that row `widget`'s top is at the top of the view.
  func alignTop(of widget: WidgetPointer)
  /// Gives row `widget` the keyboard focus; whether it took it.
  @discardableResult func grabFocus(_ widget: WidgetPointer) -> Bool
  /// Gives the view itself the keyboard focus (GTK passes it to its focus row if it can).
  func focusView()
  /// Whether `widget` is still in the view's window (GTK dropped its row otherwise).
  func isInWindow(_ widget: WidgetPointer) -> Bool
  /// Whether row `widget` is at least partly inside the view's visible area.
  func isShown(_ widget: WidgetPointer) -> Bool
}

extension ListHost {
  /// Scrolls back to the very top: GTK re-anchors on the first row.
  func scrollToTop() { scroll(to: 0) }

  // A host without widgets (the update path's unit tests) has no focus or rows to show.
  var focus: (view: WidgetPointer, focus: WidgetPointer)? { nil }
  func topmostShown(of rows: [(position: Int, widget: WidgetPointer)]) -> Int? { nil }
  func reveal(_ position: Int) { scroll(to: position) }
  func alignTop(of widget: WidgetPointer) {}
  func grabFocus(_ widget: WidgetPointer) -> Bool { false }
  func focusView() {}
  func isInWindow(_ widget: WidgetPointer) -> Bool { true }
  func isShown(_ widget: WidgetPointer) -> Bool { false }
}
