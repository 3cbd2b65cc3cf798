import Foundation

/// Cell focus: the keyboard moving from cell to cell, as in a spreadsheet.
extension ColumnViewManager {
  /// Whether the table's cells take the keyboard focus themselves (GTK 4.12 and later).
  ///
  /// Off (the default), the row holds the focus: Up and Down move from row to row, and Left and
  /// Right do nothing. On, a cell holds it: Left and Right move to the neighbouring cell of the
  /// row, and Up and Down move to the cell of the same column in the next row, selecting that
  /// row as they go; Enter or F2 then edits the focused cell (see ``editing``). Header and footer
  /// rows never take the focus. GTK 4.8 has no focusable cells: there the row keeps the focus
  /// whatever this says (``supportsCellFocus`` tells which).
  public var cellsAreFocusable: Bool {
    get { rows.focusableCells }
    set {
      guard newValue != rows.focusableCells else { return }
      rows.focusableCells = newValue
      rows.rebindRealized()
    }
  }

  /// Whether the running GTK lets table cells take the focus (4.12 and later).
  public static var supportsCellFocus: Bool { GtkRuntime.cellsCanFocus }
}
