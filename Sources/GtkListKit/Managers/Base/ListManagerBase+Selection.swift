import Foundation

/// The selection's mode and its change event. Selecting by index path is a
/// ``ListBaseManager``'s; a tree selects by node (``TreeListManager/select(_:)-(ID?)``).
extension ListManagerBase {
  /// None, single (default) or multiple. Changing it replaces GTK's selection model and clears
  /// the selection.
  public var selectionMode: ListSelectionMode {
    get { core.selection.mode }
    set { setSelectionMode(newValue) }
  }

  /// Called for every selection change, a gesture's or code's, with every item it selected and
  /// deselected, including items whose rows are not realized (Ctrl+A, a long Shift range); a
  /// tree reports its nodes' paths from the roots. ← `GtkSelectionModel::selection-changed` of
  /// the view's selection model (a sectioned grid's own selection). `didSelect` / `didDeselect`
  /// fire only for gestures, on realized cells (UIKit's rule); this is the one to use for a
  /// selection count or a toolbar. Costs nothing until set.
  public func selectionDidChange(_ closure: @escaping (SelectionChange) -> Void) {
    core.selectionDidChange = closure
  }
}
