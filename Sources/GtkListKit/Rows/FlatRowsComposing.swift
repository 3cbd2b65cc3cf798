import Foundation
import ModelStorage

/// A presentation that is a list's flat rows plus something of its own in each row (a table's
/// cells per column, a tree's expanders): what does not depend on that is the flat rows'.
@MainActor
protocol FlatRowsComposing: RowPresentation {
  /// The flat rows the presentation builds on (one GTK row per flat row).
  var flat: FlatRows { get }
}

extension FlatRowsComposing {
  var selection: ItemSelection { flat.selection }
  var rowCount: Int { flat.rowCount }

  func translate(_ plan: ItemsChangedPlan, from old: FlatLayout, to layout: FlatLayout) -> ItemsChangedPlan { plan }
  func reload() {}

  func realizedCell(atFlatPosition position: Int) -> (slot: CellSlot, model: Any, indexPath: IndexPath)? {
    flat.realizedCell(atFlatPosition: position)
  }

  func row(ofFlatPosition position: Int) -> Int? { flat.row(ofFlatPosition: position) }
  var realizedItemPositions: [Int] { flat.realizedItemPositions }
  func navigates(_ move: FocusMove) -> Bool { flat.navigates(move) }
  func target(of move: FocusMove, from position: Int) -> Int? { flat.target(of: move, from: position) }

  func dropTarget(x: Double, y: Double, in view: WidgetPointer) -> (
    DropLocation, fraction: Double, widget: WidgetPointer?
  )? { flat.dropTarget(x: x, y: y, in: view) }
}
