import Foundation

/// The row actions context menus reach under `row.` (a tree names its nodes instead:
/// ``TreeListManager/nodeAction(_:_:)``).
extension ListBaseManager {
  /// Registers the action `row.<name>` for context menus: `handler` receives the index path and
  /// model of the row the menu was opened on. A menu item names it as `"row.<name>"`.
  /// ← `GSimpleAction::activate` in the `GSimpleActionGroup` inserted as `row` on the menu's popover.
  public func rowAction(_ name: String, _ handler: @escaping (IndexPath, Any) -> Void) {
    core.interactions.rowActions[name] = handler
  }
}
