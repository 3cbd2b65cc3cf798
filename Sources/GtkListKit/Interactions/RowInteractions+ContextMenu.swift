import Foundation

extension RowInteractions {
  /// Opens the context menu of the flat row at `position` on `widget`, pointing at (`x`, `y`)
  /// (or at the whole widget when `nil`, from the keyboard). A pointer gesture selects the row
  /// first, as GNOME apps do (a row already in a multiple selection keeps the selection).
  func openMenu(
    at position: Int, on widget: WidgetPointer, x: Int?, y: Int?, selecting: Bool, slot site: CellSlot? = nil
  ) {
    guard let (slot, model, indexPath) = cell(at: position, preferring: site) else { return }
    let answer: ContextMenu?? = slot.mapping.ask(.contextMenu, cell: slot.cell, model: model, at: indexPath)
    guard let menu = answer ?? nil else { return }
    if selecting { selectForMenu(position) }
    let size = RowControllers.size(of: widget)
    let rect = x.map { x in (x, y ?? 0, 1, 1) } ?? (0, 0, size.width, size.height)
    var actions: [String: @MainActor () -> Void] = [:]
    for (name, handler) in rowActions { actions[name] = { handler(indexPath, model) } }
    popover?.dismiss()
    popover = ContextMenuPopover(menu, on: widget, pointingAt: rect, rowActions: actions) { [weak self] in
      self?.menuClosed()
    }
    RowControllers.requeryTooltip(widget)  // a row's tooltip never covers its open menu
  }

  /// The cell, model and index path of the item at `position`: `site`'s cell when given (the
  /// cell under the pointer), else the item's.
  func cell(at position: Int, preferring site: CellSlot?) -> (slot: CellSlot, model: Any, indexPath: IndexPath)? {
    guard let (slot, model, indexPath) = presentation.realizedCell(atFlatPosition: position) else { return nil }
    return (site ?? slot, model, indexPath)
  }

  private func menuClosed() {
    guard let popover, !popover.isMapped else { return }
    popover.dismiss()
    self.popover = nil
  }

  private func selectForMenu(_ position: Int) {
    let selection = presentation.selection
    guard selection.mode != .none, source.itemIndexPath(at: position) != nil,
      !selection.selectedPositions.contains(position)
    else { return }
    selection.selectByGesture(position, from: nil)  // asks shouldSelect, fires didSelect
  }
}
