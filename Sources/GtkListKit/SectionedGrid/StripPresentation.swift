/// A presentation whose GTK rows are strips of several items, laid out in columns it counts
/// itself: the sectioned grid (``SectionedGridRows``), the one presentation that conforms. A
/// row is not an item there, so what speaks of rows as items does not apply: GTK's `activate`
/// (the presentation fires `activate` from its tiles' clicks and Enter), the updater's row
/// animations, and keeping the view's place by flat position. ``PresentationOwner/strips`` is
/// the current presentation when it is one.
@MainActor
protocol StripPresentation: RowPresentation {
  /// Items per GTK row.
  var columns: Int { get }
  /// The grid's column rule changed: the rows reflow.
  func setColumnRule(_ rule: GridColumnRule)
  /// Asked for by the presentation when its rows must be rebuilt (the width changed the column
  /// count): the owner reloads the view and keeps the selection.
  var needsReload: (() -> Void)? { get set }
}
