import Foundation
import ModelStorage

/// How GTK's rows present the flat list, chosen once per view as GTK's list base chooses list
/// or grid by its vfunc table: ``FlatRows`` (one row per item, header or footer) or
/// ``SectionedGridRows`` (full-width header rows and strips of item cells).
@MainActor
protocol RowPresentation: AnyObject {
  /// Rows GTK should have for the current flat layout.
  var rowCount: Int { get }
  /// The selection in this presentation (GTK's selection model, or the grid's own).
  var selection: ItemSelection { get }
  /// Moves to `layout` and returns `plan` (over flat positions) in GTK rows.
  func translate(_ plan: ItemsChangedPlan, to layout: FlatLayout) -> ItemsChangedPlan
  /// Moves to `layout` for a full reload.
  func reload(to layout: FlatLayout)
  /// Fills a row GTK binds at `position`.
  func bind(_ row: RowState, at position: Int)
  /// Fires `unbind` for what the row showed.
  func unbind(_ row: RowState)
  /// Presents the rows at `positions` again (in-place updates), if realized.
  func rebind(_ positions: [Int])
  /// Presents every realized row again (a mapping was added).
  func rebindRealized()
  /// The realized cell showing the flat row at `position`, with its model and index path.
  func realizedCell(atFlatPosition position: Int) -> (slot: CellSlot, model: Any, indexPath: IndexPath)?
  /// The GTK row showing the flat row at `position` (scrolling, animation).
  func row(ofFlatPosition position: Int) -> Int?
  /// Flat positions of the items whose cells are realized now.
  var realizedItemPositions: [Int] { get }
}

extension RowPresentation {
  /// Fires `event` for the flat row at `position`; `false` when not realized or not handled.
  @discardableResult
  func fire(_ event: MappingEvent, atFlatPosition position: Int) -> Bool {
    guard let (slot, model, indexPath) = realizedCell(atFlatPosition: position) else { return false }
    return slot.mapping.fire(event, cell: slot.cell, model: model, at: indexPath)
  }

  /// The `shouldSelect` / `shouldDeselect` answer for the flat row at `position` (`nil`: not
  /// realized or not asked: no widget, no question, as UIKit asks only about visible rows).
  func allows(_ event: MappingEvent, atFlatPosition position: Int) -> Bool? {
    guard let (slot, model, indexPath) = realizedCell(atFlatPosition: position) else { return nil }
    return slot.mapping.ask(event, cell: slot.cell, model: model, at: indexPath)
  }
}

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
  /// Told every change (gesture or not), once set; setting it starts translating changes.
  var didChange: ((SelectionDelta) -> Void)? { get set }
  /// An update is about to be applied / was applied (positions moved with it).
  func updateWillApply()
  func updateDidApply()
}
