import Foundation

/// A selection over flat item positions, whatever keeps it.
@MainActor
protocol ItemSelection: AnyObject {
  var mode: ListSelectionMode { get }
  /// Replaces the mode; the selection is lost, as in GTK.
  func setMode(_ mode: ListSelectionMode)
  /// Selected flat positions, ascending.
  var selectedPositions: [Int] { get }
  /// Selects `position`; in single mode the previous selection goes.
  func select(_ position: Int) -> Bool
  func deselect(_ position: Int) -> Bool
  func deselectAll()
  /// A keyboard gesture, asked (`shouldSelect`) and announced (`didSelect`) as a click is:
  /// selects the item at `position` alone, or in multiple mode every item from `anchor` through it.
  func selectByGesture(_ position: Int, from anchor: Int?)
  /// Space, as a click: selects the item, or toggles it in multiple mode.
  func toggleByGesture(_ position: Int)
  /// Selects `positions` again after a reload that kept every item, without events: for the
  /// app nothing changed.
  func restore(_ positions: Set<Int>)
  /// A mapping registered a selection event: start translating selection changes.
  func eventsWanted()
  /// The presentation whose cells receive the selection's events (`shouldSelect`, `didSelect`,
  /// `didDeselect`...): set by ``PresentationOwner`` while the presentation is current, which
  /// clears it when the presentation leaves (the selection does not keep it alive).
  var eventTarget: (any RowPresentation)? { get set }
  /// Told every change (gesture or not), once set; setting it starts translating changes.
  var didChange: ((SelectionDelta) -> Void)? { get set }
  /// An update is about to be applied / was applied (positions moved with it).
  func updateWillApply()
  func updateDidApply()
  /// The view was reloaded: a selection GTK does not keep is lost with the rows, as GTK's own.
  func reloaded()
}
