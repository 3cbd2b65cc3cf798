import Foundation
import ModelStorage

/// How GTK's rows present the flat list, chosen per view as GTK's `GtkListBase` chooses list or
/// grid by its vfunc table (`get_allocation`, `move_focus_along/across`, `get_items_in_rect`):
/// ``FlatRows`` (one row per item, header or footer) or ``SectionedGridRows`` (full-width header
/// rows and strips of item tiles). Everything that depends on how items sit in GTK's rows is
/// asked of the presentation, so the core, the updater, interactions and drag and drop never
/// test which one they have, and a third presentation is one more conforming type. A table's
/// (``ColumnRows``) and a tree's (``TreeRows``) build on ``FlatRows`` (``FlatRowsComposing``);
/// what only the sectioned grid has (its columns) is ``StripPresentation``'s.
@MainActor
protocol RowPresentation: AnyObject {
  /// Rows GTK should have for the current flat layout.
  var rowCount: Int { get }
  /// The selection in this presentation (GTK's selection model, or the grid's own); its events
  /// go to this presentation's cells while it is current (``PresentationOwner`` wires that).
  var selection: ItemSelection { get }

  // MARK: Updates (the content source already holds `layout`)

  /// Returns `plan` (over flat positions, from `old` to `layout`) in GTK rows.
  func translate(_ plan: ItemsChangedPlan, from old: FlatLayout, to layout: FlatLayout) -> ItemsChangedPlan
  /// Takes the content source's new layout for a full reload.
  func reload()

  // MARK: Binding

  /// Prepares a row GTK just made (`setup`), before its first bind.
  func setUp(_ row: RowState)
  /// Fills a row GTK binds at `position`.
  func bind(_ row: RowState, at position: Int)
  /// Fires `unbind` for what the row showed.
  func unbind(_ row: RowState)
  /// Presents the rows at `positions` again (in-place updates), if realized.
  func rebind(_ positions: [Int])
  /// Presents every realized row again (a mapping was added).
  func rebindRealized()
  /// Presents again every realized row whose index path changed since it was presented, when a
  /// mapping depends on the index path: GTK 4.8 binds every row after a change again, 4.12+
  /// only rows whose item object is new, so an update never leaves this to GTK.
  func rebindMovedRows()

  // MARK: Items and their widgets

  /// The realized cell showing the flat row at `position`, with its model and index path.
  func realizedCell(atFlatPosition position: Int) -> (slot: CellSlot, model: Any, indexPath: IndexPath)?
  /// The GTK row showing the flat row at `position` (scrolling, animation).
  func row(ofFlatPosition position: Int) -> Int?
  /// Flat positions of the items whose cells are realized now.
  var realizedItemPositions: [Int] { get }
  /// The widget standing for the realized item at flat `position`: it takes the focus.
  func itemWidget(atFlatPosition position: Int) -> WidgetPointer?
  /// Calls `body` with each item site of a bound row (the widgets that take event controllers
  /// and drag sources).
  func forEachSite(of row: RowState, _ body: (any ItemSite) -> Void)
  /// The flat position of the item `site` shows now (GTK recycles rows: resolved at event time).
  func position(of site: any ItemSite) -> Int?
  /// The item whose site holds the keyboard focus `focus` (a descendant of `view`).
  func focusedItem(_ focus: WidgetPointer, in view: WidgetPointer) -> (widget: WidgetPointer, position: Int)?

  // MARK: Keyboard and drops

  /// Whether the manager moves the focus for `move` itself (`false`: the key is left to GTK).
  func navigates(_ move: FocusMove) -> Bool
  /// The item `move` goes to from the item at `position` (`nil`: nowhere, the focus stays).
  func target(of move: FocusMove, from position: Int) -> Int?
  /// A tree's key on the item at `position`: expands or collapses it and returns `position`,
  /// or returns the item the focus goes to (its parent, its first child); `nil`: not handled
  /// here (no tree), the key goes on as any other.
  func disclose(_ key: TreeKey, at position: Int) -> Int?
  /// Where a drop at (`x`, `y`) of `view` lands, the point's place in the row or tile (0...1)
  /// and the widget that shows the indicator; `nil`: after the last item.
  func dropTarget(x: Double, y: Double, in view: WidgetPointer) -> (
    DropLocation, fraction: Double, widget: WidgetPointer?
  )?
  /// Moves `models`, dragged within the view, to `location` when the presentation decides what
  /// such a drop does (a tree moves nodes); returns whether they moved. `nil`: a list's reorder
  /// (``ListBaseManager/move(_:)``, or a move in the memory storage).
  func drop(_ models: [Any], at location: DropLocation, fraction: Double) -> Bool?

  // MARK: Events (a default for presentations with one cell per item)

  /// Fires `event` for the flat row at `position`; `false` when not realized or not handled.
  @discardableResult
  func fire(_ event: MappingEvent, atFlatPosition position: Int) -> Bool
  /// The `shouldSelect` / `shouldDeselect` answer for the flat row at `position`.
  func allows(_ event: MappingEvent, atFlatPosition position: Int) -> Bool?
}

extension RowPresentation {
  func setUp(_ row: RowState) {}
  func disclose(_ key: TreeKey, at position: Int) -> Int? { nil }
  func drop(_ models: [Any], at location: DropLocation, fraction: Double) -> Bool? { nil }

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
