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
}

extension ListHost {
  /// Scrolls back to the very top: GTK re-anchors on the first row.
  func scrollToTop() { scroll(to: 0) }
}
