/// How many rows can be selected, i.e. which GTK selection model sits under the view.
public enum ListSelectionMode: Sendable, Equatable {
  /// `GtkNoSelection`: nothing can be selected.
  case none
  /// `GtkSingleSelection` without autoselect: at most one row, none at first.
  case single
  /// `GtkMultiSelection`: any number of rows (Ctrl/Shift-click, rubber band).
  case multiple
}
