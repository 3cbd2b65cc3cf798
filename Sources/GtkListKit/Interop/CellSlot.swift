/// A cell the manager owns, with a reference to its widget so the widget survives while the
/// cell waits in a reuse pool outside any row. Fires the mapping's `teardown` when released.
@MainActor
final class CellSlot {
  let cell: any ListCell
  let widget: WidgetPointer
  let mapping: any CellMapping

  init(mapping: any CellMapping) {
    self.mapping = mapping
    cell = mapping.makeCell()
    widget = cell.widget
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    mapping.fire(.setup, cell: cell)
  }

  isolated deinit {
    mapping.fire(.teardown, cell: cell)
    g_object_unref(UnsafeMutableRawPointer(widget))
  }
}
