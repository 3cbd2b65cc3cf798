import Foundation

/// The cell a tree row shows now, with the mapping that made it and the widget reference held
/// for it.
@MainActor
final class TreeRowCell {
  let cell: any ListCell
  let mapping: any CellMapping
  let widget: WidgetPointer?

  init(cell: any ListCell, mapping: any CellMapping, widget: WidgetPointer?) {
    self.cell = cell
    self.mapping = mapping
    self.widget = widget
  }
}
